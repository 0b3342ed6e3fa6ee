import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { SourceList, type SourceItem } from './source-list';

const sources: SourceItem[] = [
  { id: 'a', title: '广东省2026年普通高校招生录取最低分数线', publisher: '广东省教育考试院', date: '2026-06-25', url: 'https://eea.gd.gov.cn/example.html' },
  { id: 'b', title: '北京市2023年高考成绩分段统计', publisher: '北京教育考试院' },
];

describe('given a SourceList', () => {
  it('should open on its label and show each publication: publisher, title, date and address', async () => {
    render(<SourceList label="真实数据：广东2026年批次线" sources={sources} />);
    const details = screen.getByText(/真实数据：广东2026年批次线/).closest('details')!;
    expect(details.getAttribute('data-state')).toBe('closed');
    await userEvent.click(screen.getByText(/真实数据：广东2026年批次线/));
    expect(details.getAttribute('data-state')).toBe('open');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('广东省教育考试院');
    expect(items[0]!.textContent).toContain('广东省2026年普通高校招生录取最低分数线');
    expect(items[0]!.textContent).toContain('2026-06-25');
    const a = screen.getByRole('link', { name: 'https://eea.gd.gov.cn/example.html' });
    expect(a.getAttribute('href')).toBe('https://eea.gd.gov.cn/example.html');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    // A publication without an address shows no link.
    expect(items[1]!.querySelector('a')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('should say so when there is nothing to open', async () => {
    render(<SourceList label="真实数据" sources={[]} defaultOpen emptyText="暂无出处" />);
    expect(screen.getByText('暂无出处')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});

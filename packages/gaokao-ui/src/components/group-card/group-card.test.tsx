import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { GroupCard, type GroupCardProps } from './group-card';

const base: GroupCardProps = {
  order: 3,
  collegeName: '华南理工大学',
  groupCode: '201',
  line: 605,
  band: '稳',
  probability: '62%',
  majors: [
    { id: 'a', title: '计算机科学与技术', line: 628 },
    { id: 'b', title: '软件工程', line: null },
  ],
  majorsPerGroup: 6,
};

describe('given a GroupCard', () => {
  it('should show the 志愿 number, college, group code, line, band, probability and the majors in order with their lines', async () => {
    render(<GroupCard {...base} />);
    const card = screen.getByRole('article', { name: /华南理工大学/ });
    expect(card.textContent).toContain('第3志愿');
    expect(card.textContent).toContain('院校专业组 201');
    expect(card.textContent).toContain('605');
    expect(card.textContent).toContain('62%');
    expect(card.textContent).toContain('2/6');
    expect(within(card).getByText('稳')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: '华南理工大学 201组的专业' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([expect.stringContaining('计算机科学与技术预估线 628'), expect.stringContaining('软件工程预估线 —')]);
    expect(await axeViolations()).toEqual([]);
  });

  it('should show what the group is beside its code when given, and nothing extra when not', () => {
    const { rerender } = render(<GroupCard {...base} detail="选科 物理＋化学 · 中外合办" />);
    const title = screen.getByRole('heading', { name: /华南理工大学/ });
    expect(title.textContent).toContain('院校专业组 201');
    expect(title.textContent).toContain('选科 物理＋化学 · 中外合办');
    rerender(<GroupCard {...base} />);
    expect(screen.getByRole('heading', { name: /华南理工大学/ }).textContent).not.toContain('选科');
  });

  it('should call onObeyChange and show 不服从 in data-state when the switch is turned off', async () => {
    const onObeyChange = vi.fn();
    render(<GroupCard {...base} onObeyChange={onObeyChange} />);
    await userEvent.click(screen.getByRole('switch', { name: '服从调剂' }));
    expect(onObeyChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('article').getAttribute('data-state')).toBe('refuse');
  });

  it('should move a major down and keep 上移 of the first major focusable but inactive', async () => {
    const onMoveMajor = vi.fn();
    render(<GroupCard {...base} onMoveMajor={onMoveMajor} />);
    const up = screen.getByRole('button', { name: '上移专业：计算机科学与技术' });
    expect(up.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(up);
    expect(onMoveMajor).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '下移专业：计算机科学与技术' }));
    expect(onMoveMajor).toHaveBeenCalledWith(0, 'down');
  });

  it('should remove a major and the group, and move the group, through their callbacks', async () => {
    const onRemoveMajor = vi.fn();
    const onRemoveGroup = vi.fn();
    const onMoveGroup = vi.fn();
    render(<GroupCard {...base} onRemoveMajor={onRemoveMajor} onRemoveGroup={onRemoveGroup} onMoveGroup={onMoveGroup} />);
    await userEvent.click(screen.getByRole('button', { name: '移除专业：软件工程' }));
    expect(onRemoveMajor).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: '上移志愿：华南理工大学 201组' }));
    expect(onMoveGroup).toHaveBeenCalledWith('up');
    await userEvent.click(screen.getByRole('button', { name: '移除志愿：华南理工大学 201组' }));
    expect(onRemoveGroup).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('should show a notice and mark the card data-risk', () => {
    render(<GroupCard {...base} defaultObey={false} notice="不服从调剂：可能退档。" />);
    const card = screen.getByRole('article');
    expect(card.getAttribute('data-risk')).toBe('true');
    expect(within(card).getByRole('note').textContent).toBe('不服从调剂：可能退档。');
  });
});

describe('given a GroupCard of a 专业组 whose majors are unpublished (江苏)', () => {
  const jiangsu: GroupCardProps = {
    ...base,
    collegeName: '合肥工业大学',
    groupCode: '03',
    majors: [{ id: 'p1', title: '车辆工程', tentative: true }],
  };

  it('should mark each picked major 以招生计划为准 instead of a line, and read the catalogue only when asked', async () => {
    const onOpen = vi.fn();
    render(<GroupCard {...jiangsu} picker={{ options: null, onOpen, onPick: vi.fn() }} />);
    const card = screen.getByRole('article', { name: /合肥工业大学/ });
    const major = within(within(card).getByRole('list', { name: '合肥工业大学 03组的专业' })).getByRole('listitem');
    expect(major.textContent).toContain('以招生计划为准');
    expect(major.textContent).not.toContain('预估线');
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(within(card).getByRole('button', { name: '从开设专业中选择' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('should offer the catalogue’s majors not yet picked and add the chosen one', async () => {
    const onPick = vi.fn();
    render(<GroupCard {...jiangsu} picker={{ options: ['车辆工程', '机械类', '软件工程'], onOpen: vi.fn(), onPick }} />);
    const select = screen.getByRole('combobox', { name: '为合肥工业大学 03组选择专业' });
    const offered = within(select).getAllByRole('option').map((o) => o.textContent);
    expect(offered).toEqual(['选择开设专业', '机械类', '软件工程']);
    expect(screen.getByRole('button', { name: '添加' }).hasAttribute('disabled')).toBe(true);
    await userEvent.selectOptions(select, '软件工程');
    await userEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(onPick).toHaveBeenCalledWith('软件工程');
  });

  it('should not let a full group add more, and show a refusal', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ id: `m${i}`, title: `专业${i}`, tentative: true }));
    render(<GroupCard {...jiangsu} majors={six} picker={{ options: ['法学'], onOpen: vi.fn(), onPick: vi.fn(), error: '该专业已在这个院校专业组中' }} />);
    expect(screen.getByRole('button', { name: '添加' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('该专业已在这个院校专业组中');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { EmptyState, EndOfList } from './empty-state';

describe('given an EmptyState', () => {
  it('should say 暂无数据 by default as a status', async () => {
    render(<EmptyState />);
    expect(screen.getByRole('status').textContent).toBe('暂无数据');
    expect(await axeViolations()).toEqual([]);
  });

  it('should show a custom title, description and action', async () => {
    render(<EmptyState title="您当前没有志愿单，请返回首页创建" description="说明" action={<a href="/">返回首页</a>} />);
    expect(screen.getByText('您当前没有志愿单，请返回首页创建')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('given an EndOfList', () => {
  it('should say 没有更多数据了', () => {
    render(<EndOfList />);
    expect(screen.getByRole('status').textContent).toBe('没有更多数据了');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { Pagination } from './pagination';
import { pageCountOf, paginationItems } from './pagination-items';

describe('paginationItems', () => {
  it.each([
    { name: 'a single page', page: 1, count: 1, expected: [1] },
    { name: 'few pages, no ellipsis', page: 2, count: 4, expected: [1, 2, 3, 4] },
    { name: 'first of many', page: 1, count: 62, expected: [1, 2, 'ellipsis-end', 62] },
    { name: 'a gap of one page shows the page', page: 4, count: 62, expected: [1, 2, 3, 4, 5, 'ellipsis-end', 62] },
    { name: 'middle of many', page: 30, count: 62, expected: [1, 'ellipsis-start', 29, 30, 31, 'ellipsis-end', 62] },
    { name: 'last of many', page: 62, count: 62, expected: [1, 'ellipsis-start', 61, 62] },
    { name: 'page beyond the end is clamped', page: 99, count: 3, expected: [1, 2, 3] },
    { name: 'no pages', page: 1, count: 0, expected: [] },
  ])('$name', ({ page, count, expected }) => {
    expect(paginationItems(page, count)).toEqual(expected);
  });

  it.each([
    { total: 0, size: 20, pages: 1 },
    { total: 20, size: 20, pages: 1 },
    { total: 21, size: 20, pages: 2 },
    { total: 1234, size: 120, pages: 11 },
  ])('pageCountOf($total, $size) = $pages', ({ total, size, pages }) => {
    expect(pageCountOf(total, size)).toBe(pages);
  });
});

describe('given a Pagination with a total', () => {
  it('should mark the current page and move on click', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageSize={20} total={100} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('共 100 条')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(await axeViolations()).toEqual([]);
  });

  it('should disable 上一页 on the first page and 下一页 on the last', () => {
    const { rerender } = render(<Pagination page={1} pageSize={20} total={40} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: '上一页' })).toHaveProperty('disabled', true);
    rerender(<Pagination page={2} pageSize={20} total={40} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: '下一页' })).toHaveProperty('disabled', true);
  });

  it('should offer the query page sizes 20/50/100/120', async () => {
    const onPageSizeChange = vi.fn();
    render(<Pagination page={1} pageSize={20} total={500} pageSizes={[20, 50, 100, 120]} onPageChange={() => {}} onPageSizeChange={onPageSizeChange} />);
    const select = screen.getByRole('combobox', { name: '每页' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['20', '50', '100', '120']);
    await userEvent.selectOptions(select, '120');
    expect(onPageSizeChange).toHaveBeenCalledWith(120);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('given a Pagination without a total', () => {
  it('should follow hasNext for 下一页', () => {
    render(<Pagination page={2} pageSize={20} hasNext={false} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: '下一页' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '上一页' })).toHaveProperty('disabled', false);
  });
});

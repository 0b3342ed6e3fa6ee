export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons to show: always the first and last page, `siblings` pages either side of the current one,
 * and an ellipsis where pages are skipped. A gap of exactly one page shows that page instead of an ellipsis.
 */
export function paginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.max(2, current - siblings);
  const end = Math.min(pageCount - 1, current + siblings);
  const items: PaginationItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('ellipsis-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end === pageCount - 2) items.push(pageCount - 1);
  else if (end < pageCount - 2) items.push('ellipsis-end');
  if (pageCount > 1) items.push(pageCount);
  return items;
}

/** Number of pages for a total and a page size (at least 1, so an empty list still shows page 1 of 1). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

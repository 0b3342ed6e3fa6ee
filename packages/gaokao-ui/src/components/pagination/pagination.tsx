import { useId } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import { ellipsis, list, nav, page as pageClass, sizeSelect, total as totalClass } from './pagination.css';
import { pageCountOf, paginationItems } from './pagination-items';

/** Page sizes of the query pages (rank, batch lines, supplementary rounds, rankings). */
export const queryPageSizes = [20, 50, 100, 120] as const;

export type PaginationProps = {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Total rows; omit it for lists that only know whether there is a next page (`hasNext`). */
  total?: number;
  hasNext?: boolean;
  /** Offer a page-size choice, e.g. `queryPageSizes`. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  disabled?: boolean;
};

/** Page navigation for the query and library pages: numbered pages with ellipses, page size, 共 N 条. */
export function Pagination({
  page,
  pageSize,
  onPageChange,
  total,
  hasNext,
  pageSizes,
  onPageSizeChange,
  label = '分页',
  disabled = false,
}: PaginationProps) {
  const sizeId = useId();
  const known = total !== undefined;
  const pageCount = known ? pageCountOf(total, pageSize) : undefined;
  const canPrev = page > 1 && !disabled;
  const canNext = !disabled && (pageCount !== undefined ? page < pageCount : Boolean(hasNext));
  return (
    <nav aria-label={label} className={nav}>
      {known ? <span className={totalClass}>共 {total} 条</span> : null}
      <ul className={list}>
        <li>
          <button type="button" className={pageClass} disabled={!canPrev} onClick={() => onPageChange(page - 1)} aria-label="上一页">
            ‹
          </button>
        </li>
        {pageCount !== undefined
          ? paginationItems(page, pageCount).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <button
                    type="button"
                    className={pageClass}
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={`第 ${item} 页`}
                    disabled={disabled}
                    onClick={() => item !== page && onPageChange(item)}
                  >
                    {item}
                  </button>
                </li>
              ) : (
                <li key={item} className={ellipsis} aria-hidden="true">
                  …
                </li>
              ),
            )
          : (
              <li>
                <span className={pageClass} aria-current="page">
                  <span className={visuallyHidden}>第 </span>
                  {page}
                  <span className={visuallyHidden}> 页</span>
                </span>
              </li>
            )}
        <li>
          <button type="button" className={pageClass} disabled={!canNext} onClick={() => onPageChange(page + 1)} aria-label="下一页">
            ›
          </button>
        </li>
      </ul>
      {pageSizes && pageSizes.length > 0 ? (
        <>
          <label htmlFor={sizeId} className={totalClass}>
            每页
          </label>
          <select
            id={sizeId}
            className={sizeSelect}
            value={pageSize}
            disabled={disabled}
            onChange={(event) => onPageSizeChange?.(Number(event.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size} 条
              </option>
            ))}
          </select>
        </>
      ) : null}
    </nav>
  );
}

import { useEffect, type ReactNode } from 'react';
import { EmptyState, Loading, Pagination } from 'gaokao-ui';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** The class names of a feature's records table (its own stylesheet styles them). */
export interface RecordsTableClasses {
  /** A box around the table and its paging; none: the two are siblings of the caller's content. */
  root?: string;
  /** The scrolling region around the table. */
  wrap: string;
  table: string;
  /** The loading-failed line. */
  state: string;
}

export interface RecordsTableProps<Row> {
  /** The table's name for assistive technology (and the pagination's). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row, index: number) => string | number;
  classes: RecordsTableClasses;
  loading?: boolean;
  error?: boolean;
  /**
   * Paging: shown when there is more than one page, or a page beyond the first is open. A page beyond the last (an old
   * link, a record gone) moves to the last page once the total is known: `onClamp` (e.g. replacing the address
   * instead of adding a history entry), else `onPageChange`.
   */
  paging?: { page: number; pageSize: number; total: number; onPageChange: (page: number) => void; onClamp?: (page: number) => void };
  empty?: ReactNode;
}

/**
 * A small records table: caption (its name), header row, each cell labelled by its header (`data-label`, for a stacked
 * layout), 暂无数据 when empty, paging under it. A table wider than its box scrolls inside its own region (focusable,
 * named), not the page. The personal centre's records and the operator console's lists.
 */
export function RecordsTable<Row>({ caption, columns, rows, rowKey, classes, loading, error, paging, empty }: RecordsTableProps<Row>) {
  const lastPage = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  const beyond = paging !== undefined && rows !== undefined && !loading && !error && paging.page > lastPage;
  const clamp = paging?.onClamp ?? paging?.onPageChange;
  useEffect(() => {
    if (beyond) clamp?.(lastPage);
  }, [beyond, clamp, lastPage]);
  if (loading && !rows) return <Loading label={`正在加载${caption}…`} />;
  if (error && !rows) return <p className={classes.state}>{caption}加载失败，请稍后重试。</p>;
  const list = rows ?? [];
  const body = (
    <>
      {list.length === 0 ? (
        (empty ?? <EmptyState />)
      ) : (
        <div className={classes.wrap} tabIndex={0} role="region" aria-label={caption}>
          <table className={classes.table}>
            <caption className="gk-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((row, i) => (
                <tr key={rowKey(row, i)}>
                  {columns.map((c) => (
                    <td key={c.header} data-label={c.header}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {paging && (paging.total > paging.pageSize || paging.page > 1) ? (
        <Pagination page={paging.page} pageSize={paging.pageSize} total={paging.total} onPageChange={paging.onPageChange} label={`${caption}分页`} />
      ) : null}
    </>
  );
  return classes.root ? <div className={classes.root}>{body}</div> : body;
}

import type { ReactNode } from 'react';
import { EmptyState, Loading, Pagination } from 'gaokao-ui';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface RecordsTableProps<Row> {
  /** The table's name for assistive technology (and the pagination's). */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row, index: number) => string | number;
  loading?: boolean;
  error?: boolean;
  /** Paging: shown when a total is known and there is more than one page, or a page beyond the first is open. */
  paging?: { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };
  empty?: ReactNode;
}

/** A small records table of the personal centre: caption, header row, 暂无数据 when empty, 20-per-page paging. */
export function RecordsTable<Row>({ caption, columns, rows, rowKey, loading, error, paging, empty }: RecordsTableProps<Row>) {
  if (loading && !rows) return <Loading label={`正在加载${caption}…`} />;
  if (error && !rows) return <p className="gk-centre__state">{caption}加载失败，请稍后重试。</p>;
  const list = rows ?? [];
  return (
    <div className="gk-centre__records">
      {list.length === 0 ? (
        (empty ?? <EmptyState />)
      ) : (
        <div className="gk-centre__table-wrap" tabIndex={0} role="region" aria-label={caption}>
          <table className="gk-centre__table">
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
    </div>
  );
}

import type { ReactNode } from 'react';
import { EmptyState, Loading, Pagination } from 'gaokao-ui';

export interface OpsColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A console table: caption (its name), header row, 暂无数据 when empty, paging under it. A table wider than a phone
 * scrolls inside its own region (focusable, named), not the page.
 */
export function OpsTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  error,
  paging,
}: {
  caption: string;
  columns: readonly OpsColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  loading: boolean;
  error: boolean;
  paging: { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };
}) {
  if (loading && !rows) return <Loading label={`正在加载${caption}…`} />;
  if (error && !rows) return <p className="gk-ops__state">{caption}加载失败，请稍后重试。</p>;
  const list = rows ?? [];
  return (
    <>
      {list.length === 0 ? (
        <EmptyState />
      ) : (
        <div className="gk-ops__table-wrap" tabIndex={0} role="region" aria-label={caption}>
          <table className="gk-ops__table">
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
              {list.map((row) => (
                <tr key={rowKey(row)}>
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
      {paging.total > paging.pageSize || paging.page > 1 ? (
        <Pagination page={paging.page} pageSize={paging.pageSize} total={paging.total} onPageChange={paging.onPageChange} label={`${caption}分页`} />
      ) : null}
    </>
  );
}

import type { ReactNode } from 'react';
import { MSG } from 'gaokao-domain';
import { Loading } from 'gaokao-ui';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Numbers align right. */
  numeric?: boolean;
}

/**
 * A query result table: a caption for screen readers, a loading indicator while fetching, 暂无数据 when empty. The
 * wrapper scrolls sideways at 375 px and takes focus, so the keyboard can scroll it too.
 */
export function QueryTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  highlight,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T, index: number) => string | number;
  loading: boolean;
  /** Rows to mark (the rank lookup's score). */
  highlight?: (row: T) => boolean;
}) {
  const list = rows ?? [];
  return (
    <div className="gk-q-table" aria-busy={loading || undefined}>
      {loading ? <Loading overlay={list.length > 0} /> : null}
      <div className="gk-q-table__scroll" tabIndex={0} role="region" aria-label={`${caption}（表格）`}>
        <table>
          <caption className="gk-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.numeric ? 'gk-q-num' : undefined}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.map((row, i) => {
              const marked = highlight?.(row) ?? false;
              return (
                <tr key={rowKey(row, i)} className={marked ? 'gk-q-mark' : undefined} aria-current={marked ? 'true' : undefined}>
                  {columns.map((c) => (
                    <td key={c.key} className={c.numeric ? 'gk-q-num' : undefined}>
                      {c.cell(row, i)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {!loading && list.length === 0 ? <p className="gk-muted gk-q-empty">{MSG.noData}</p> : null}
    </div>
  );
}

/** A number or a dash for a missing value. */
export function num(v: number | null | undefined): string {
  return v == null ? '—' : String(v);
}

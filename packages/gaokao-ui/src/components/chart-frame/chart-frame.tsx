import { useId, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import { Button } from '../button/button';
import { caption as captionClass, cell, figure, head, headCell, svg, table as tableClass, tableWrap } from './chart-frame.css';

export type ChartTable = {
  columns: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
};

export type ChartFrameProps = {
  /** The chart's accessible name, shown as its caption unless `hideTitle`. */
  title: string;
  /** One-sentence summary read after the name (the <desc>). */
  summary: string;
  width: number;
  height: number;
  /** The same data as a table: hidden on screen but read by assistive technology, or shown with the toggle. */
  table: ChartTable;
  hideTitle?: boolean;
  /** Show the data table at first; users can toggle it either way. */
  defaultShowTable?: boolean;
  children: ReactNode;
};

/**
 * The accessible shell of every chart: an `<svg role="img">` named by <title> and described by <desc>, and a data
 * table fallback with a 查看数据 toggle (the table is in the DOM either way, so screen readers always have the numbers).
 */
export function ChartFrame({ title, summary, width, height, table, hideTitle = false, defaultShowTable = false, children }: ChartFrameProps) {
  const id = useId();
  const [showTable, setShowTable] = useState(defaultShowTable);
  return (
    <figure className={figure} style={{ maxWidth: width }}>
      <div className={head}>
        <span className={hideTitle ? visuallyHidden : captionClass} aria-hidden="true">
          {title}
        </span>
        <span data-print="hide">
          <Button variant="link" size="small" aria-expanded={showTable} aria-controls={`${id}-table`} onClick={() => setShowTable(!showTable)}>
            {showTable ? '隐藏数据' : '查看数据'}
          </Button>
        </span>
      </div>
      <svg
        className={svg}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {children}
      </svg>
      {/* A shown table scrolls, so it is a focusable, named region for keyboard users. */}
      <div
        id={`${id}-table`}
        className={showTable ? tableWrap : visuallyHidden}
        role={showTable ? 'region' : undefined}
        aria-label={showTable ? `${title}数据表` : undefined}
        tabIndex={showTable ? 0 : undefined}
      >
        <table className={tableClass}>
          <caption className={visuallyHidden}>{title}数据表</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col" className={headCell}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((v, j) => (
                  <td key={j} className={cell}>
                    {v}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

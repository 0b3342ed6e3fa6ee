import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { ChartFrame } from '../chart-frame/chart-frame';
import { paint } from '../chart-frame/chart-frame.css';
import { axisLabelProps, formatTick, integerTicks, NoData, tickLabelProps } from '../chart-frame/ticks';

/** One value of a series in one year (a college's lowest admitted score, a plan size …). */
export type YearValue = { year: number; value: number };

/** A named line, e.g. 物理类 or 历史类. */
export type YearSeries = { name: string; points: readonly YearValue[] };

export type YearTrendChartProps = {
  series: readonly YearSeries[];
  /** What the values are (the vertical axis and the table's value column), e.g. 最低分. */
  valueLabel: string;
  width?: number;
  height?: number;
  title?: string;
  hideTitle?: boolean;
  defaultShowTable?: boolean;
};

const margin = { top: 16, right: 24, bottom: 40, left: 64 };
const lineClass = [paint.series1Line, paint.series2Line, paint.series3Line] as const;
const dotClass = [paint.series1Fill, paint.series2Fill, paint.series3Fill] as const;
/** Past three series the colours repeat with a dashed line. */
const dashOf = (i: number) => (i >= lineClass.length ? '6 4' : undefined);

/**
 * Values by year, one line per series, years left to right (oldest first), with a legend and the same numbers as a
 * table (year, series, value; newest first). The value axis fits the data with a little headroom.
 */
export function YearTrendChart({ series, valueLabel, width = 560, height = 280, title = '历年数据', hideTitle, defaultShowTable }: YearTrendChartProps) {
  const innerW = width - margin.left - margin.right;
  const innerH = height - margin.top - margin.bottom;
  const years = [...new Set(series.flatMap((s) => s.points.map((p) => p.year)))].sort((a, b) => a - b);
  const values = series.flatMap((s) => s.points.map((p) => p.value));
  const lo = values.length ? Math.min(...values) : 0;
  const hi = values.length ? Math.max(...values) : 1;
  const pad = Math.max(5, Math.round((hi - lo) * 0.15));
  const x = scalePoint<number>({ domain: years, range: [0, innerW], padding: 0.5 });
  const y = scaleLinear<number>({ domain: [Math.max(0, lo - pad), hi + pad], range: [innerH, 0], nice: true });
  const rows = series
    .flatMap((s) => s.points.map((p) => [p.year, s.name, p.value] as const))
    .sort((a, b) => b[0] - a[0] || series.findIndex((s) => s.name === a[1]) - series.findIndex((s) => s.name === b[1]));
  const summary = values.length
    ? `横轴为年份（${years[0]}–${years[years.length - 1]}），纵轴为${valueLabel}，${series.map((s) => s.name).join('、')}共 ${rows.length} 个点。`
    : `暂无${valueLabel}数据。`;
  return (
    <div>
      <ChartFrame
        title={title}
        summary={summary}
        width={width}
        height={height}
        hideTitle={hideTitle}
        defaultShowTable={defaultShowTable}
        table={{ columns: ['年份', '类别', valueLabel], rows: rows.map((r) => [...r]) }}
      >
        <Group left={margin.left} top={margin.top}>
          <g className={paint.gridColor}>
            <GridRows scale={y} width={innerW} numTicks={5} stroke="currentColor" />
          </g>
          {values.length === 0 ? <NoData width={innerW} height={innerH} /> : null}
          {series.map((s, i) => {
            const pts = [...s.points].sort((a, b) => a.year - b.year);
            return (
              <g key={s.name} data-series={s.name}>
                <LinePath data={pts} x={(p) => x(p.year) ?? 0} y={(p) => y(p.value)} className={lineClass[i % 3]} strokeDasharray={dashOf(i)} />
                {pts.map((p) => (
                  <circle key={p.year} className={dotClass[i % 3]} cx={x(p.year) ?? 0} cy={y(p.value)} r={4} />
                ))}
              </g>
            );
          })}
          <g className={paint.axis}>
            <AxisLeft tickFormat={formatTick} scale={y} tickValues={integerTicks(y, 5)} labelOffset={44} label={valueLabel} stroke="currentColor" tickStroke="currentColor" tickLabelProps={tickLabelProps} labelProps={axisLabelProps} />
            <AxisBottom tickFormat={(v) => String(v)} top={innerH} scale={x} label="年份" stroke="currentColor" tickStroke="currentColor" tickLabelProps={tickLabelProps} labelProps={axisLabelProps} />
          </g>
        </Group>
      </ChartFrame>
      {series.length > 1 ? (
        <ul aria-label="图例" style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0, margin: '4px 0 0', fontSize: 13 }}>
          {series.map((s, i) => (
            <li key={s.name} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <svg width="18" height="10" aria-hidden="true">
                <line x1="0" x2="18" y1="5" y2="5" className={lineClass[i % 3]} strokeDasharray={dashOf(i)} />
              </svg>
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { AreaClosed, Bar, LinePath } from '@visx/shape';
import { ChartFrame } from '../chart-frame/chart-frame';
import { paint } from '../chart-frame/chart-frame.css';
import { axisLabelProps, formatTick, integerTicks, NoData, tickCountFor, tickLabelProps } from '../chart-frame/ticks';
import { chartMargin } from '../score-chart/score-chart';

/** One row of a 一分一段 table: how many candidates scored exactly `score`. */
export type ScoreCountRow = { score: number; count: number; cumulative?: number };

/**
 * Rows sorted by score descending with the cumulative count (candidates at or above each score), as the tables
 * print it; a given `cumulative` is kept, a missing one is summed.
 */
export function withCumulative(rows: readonly ScoreCountRow[]): Array<Required<ScoreCountRow>> {
  const sorted = [...rows].sort((a, b) => b.score - a.score);
  let running = 0;
  return sorted.map((row) => {
    running += row.count;
    return { score: row.score, count: row.count, cumulative: row.cumulative ?? running };
  });
}

export type ScoreDistributionChartProps = {
  rows: readonly ScoreCountRow[];
  /** The user's score, marked on the axis. */
  highlightScore?: number;
  width?: number;
  height?: number;
  title?: string;
  hideTitle?: boolean;
  defaultShowTable?: boolean;
};

/** A 一分一段 chart: candidates per score as bars (left axis) and the cumulative count as a line (right axis). */
export function ScoreDistributionChart({
  rows,
  highlightScore,
  width = 640,
  height = 320,
  title = '一分一段分布',
  hideTitle,
  defaultShowTable,
}: ScoreDistributionChartProps) {
  const margin = { ...chartMargin, right: 96 };
  const innerW = width - margin.left - margin.right;
  const innerH = height - margin.top - margin.bottom;
  const data = withCumulative(rows);
  const ascending = [...data].reverse();
  const minScore = ascending[0]?.score ?? 0;
  const maxScore = ascending[ascending.length - 1]?.score ?? 1;
  // At least ten scores wide, so a single score is a bar rather than the whole plot.
  const pad = Math.max(0.5, (10 - (maxScore - minScore)) / 2);
  const x = scaleLinear<number>({ domain: [minScore - pad, maxScore + pad], range: [0, innerW] });
  const yCount = scaleLinear<number>({ domain: [0, Math.max(1, ...data.map((d) => d.count))], range: [innerH, 0], nice: true });
  const yCum = scaleLinear<number>({ domain: [0, Math.max(1, ...data.map((d) => d.cumulative))], range: [innerH, 0], nice: true });
  const barW = Math.max(1, Math.min(24, innerW / (maxScore - minScore + 2 * pad) - 1));
  const peak = data.reduce<Required<ScoreCountRow> | undefined>((best, d) => (!best || d.count > best.count ? d : best), undefined);
  const summary = data.length
    ? `分数 ${minScore}–${maxScore}，共 ${data[data.length - 1]?.cumulative ?? 0} 人；人数最多的分数为 ${peak?.score}（${peak?.count} 人）。`
    : '暂无数据';
  return (
    <ChartFrame
      title={title}
      summary={summary}
      width={width}
      height={height}
      hideTitle={hideTitle}
      defaultShowTable={defaultShowTable}
      table={{ columns: ['分数', '人数', '累计人数'], rows: data.map((d) => [d.score, d.count, d.cumulative]) }}
    >
      <Group left={margin.left} top={margin.top}>
        <g className={paint.gridColor}>
          <GridRows scale={yCount} width={innerW} numTicks={5} stroke="currentColor" />
        </g>
        {data.length === 0 ? <NoData width={innerW} height={innerH} /> : null}
        {barW >= 3 ? (
          ascending.map((d) => (
            <Bar key={d.score} className={paint.series1Fill} x={x(d.score) - barW / 2} y={yCount(d.count)} width={barW} height={innerH - yCount(d.count)} fillOpacity={0.75} />
          ))
        ) : (
          // Hundreds of scores leave bars under 3 px wide: an area reads better and renders crisply.
          <AreaClosed data={ascending} x={(d) => x(d.score)} y={(d) => yCount(d.count)} yScale={yCount} className={paint.series1Area} data-testid="count-area" />
        )}
        <LinePath data={ascending} x={(d) => x(d.score)} y={(d) => yCum(d.cumulative)} className={paint.series2Line} />
        {highlightScore != null && highlightScore >= minScore && highlightScore <= maxScore ? (
          <line data-testid="highlight" className={paint.markerLine} x1={x(highlightScore)} x2={x(highlightScore)} y1={0} y2={innerH} />
        ) : null}
        <g className={paint.axis}>
          <AxisLeft tickFormat={formatTick} scale={yCount} tickValues={data.length ? integerTicks(yCount, 5) : []} labelOffset={56} label="人数" stroke="currentColor" tickStroke="currentColor" tickLabelProps={tickLabelProps} labelProps={axisLabelProps} />
          <AxisRight tickFormat={formatTick} left={innerW} scale={yCum} tickValues={data.length ? integerTicks(yCum, 5) : []} labelOffset={60} label="累计人数" stroke="currentColor" tickStroke="currentColor" tickLabelProps={tickLabelProps} labelProps={axisLabelProps} />
          <AxisBottom tickFormat={formatTick} top={innerH} scale={x} tickValues={data.length ? integerTicks(x, tickCountFor(innerW)) : []} label="分数" stroke="currentColor" tickStroke="currentColor" tickLabelProps={tickLabelProps} labelProps={axisLabelProps} />
        </g>
      </Group>
    </ChartFrame>
  );
}

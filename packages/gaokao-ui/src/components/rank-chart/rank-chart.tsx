import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { ChartFrame } from '../chart-frame/chart-frame';
import { paint } from '../chart-frame/chart-frame.css';
import { axisLabelProps, formatTick, integerTicks, NoData, tickCountFor, tickLabelProps } from '../chart-frame/ticks';
import { rankAxisMax } from 'gaokao-domain';
import { chartMargin, type RankScorePoint } from '../score-chart/score-chart';

export type RankChartProps = {
  points: readonly RankScorePoint[];
  highlight?: RankScorePoint;
  width?: number;
  height?: number;
  title?: string;
  hideTitle?: boolean;
  defaultShowTable?: boolean;
};

/**
 * Score by rank on a rank axis from 0 to the first value + 5000 (gaokao-domain `rankAxisMax`): the user's own rank
 * (`highlight`) when given, so the marker is always on the chart, else the first pair's rank.
 */
export function RankChart({ points, highlight, width = 560, height = 300, title = '位次与分数', hideTitle, defaultShowTable }: RankChartProps) {
  const innerW = width - chartMargin.left - chartMargin.right;
  const innerH = height - chartMargin.top - chartMargin.bottom;
  // The domain's chart-axes rule (part 1 §9): the user's rank (or the first point's) plus the headroom.
  const maxRank = rankAxisMax(points[0]?.rank, highlight?.rank);
  const inAxis = [...points].filter((p) => p.rank >= 0 && p.rank <= maxRank).sort((a, b) => a.rank - b.rank);
  const scores = inAxis.map((p) => p.score);
  const x = scaleLinear<number>({ domain: [0, maxRank], range: [0, innerW] });
  const allScores = highlight ? [...scores, highlight.score] : scores;
  const y = scaleLinear<number>({
    domain: allScores.length ? [Math.min(...allScores) - 5, Math.max(...allScores) + 5] : [0, 1],
    range: [innerH, 0],
    nice: true,
  });
  const summary = `横轴为位次（0–${maxRank}），纵轴为分数，共 ${inAxis.length} 个点。`;
  return (
    <ChartFrame
      title={title}
      summary={summary}
      width={width}
      height={height}
      hideTitle={hideTitle}
      defaultShowTable={defaultShowTable}
      table={{ columns: ['位次', '分数'], rows: inAxis.map((p) => [p.rank, p.score]) }}
    >
      <Group left={chartMargin.left} top={chartMargin.top}>
        <g className={paint.gridColor}>
          <GridRows scale={y} width={innerW} numTicks={5} stroke="currentColor" />
        </g>
        {inAxis.length === 0 ? <NoData width={innerW} height={innerH} /> : null}
        <LinePath data={inAxis} x={(p) => x(p.rank)} y={(p) => y(p.score)} className={paint.series2Line} />
        {inAxis.map((p) => (
          <circle key={`${p.rank}-${p.score}`} className={paint.series2Fill} cx={x(p.rank)} cy={y(p.score)} r={2.5} />
        ))}
        {highlight && highlight.rank <= maxRank ? (
          <circle data-testid="highlight" className={paint.marker} cx={x(highlight.rank)} cy={y(highlight.score)} r={5} />
        ) : null}
        <g className={paint.axis}>
          <AxisLeft tickFormat={formatTick} scale={y} tickValues={allScores.length ? integerTicks(y, 5) : []} labelOffset={56} label="分数" stroke="currentColor" tickStroke="currentColor" tickLabelProps={tickLabelProps} labelProps={axisLabelProps} />
          <AxisBottom tickFormat={formatTick} top={innerH} scale={x} tickValues={integerTicks(x, tickCountFor(innerW, 72))} label="位次" stroke="currentColor" tickStroke="currentColor" tickLabelProps={tickLabelProps} labelProps={axisLabelProps} />
        </g>
      </Group>
    </ChartFrame>
  );
}

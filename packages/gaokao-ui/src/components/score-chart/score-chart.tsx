import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { onScoreAxis, SCORE_AXIS, scoreAxisTicks } from 'gaokao-domain';
import { ChartFrame } from '../chart-frame/chart-frame';
import { paint } from '../chart-frame/chart-frame.css';
import { axisLabelProps, formatTick, integerTicks, NoData, tickLabelProps } from '../chart-frame/ticks';

/** One rank/score pair of the user's form (the `seat` list). */
export type RankScorePoint = { score: number; rank: number };

export type ScoreChartProps = {
  points: readonly RankScorePoint[];
  /** The user's own score and rank, drawn as a marker. */
  highlight?: RankScorePoint;
  width?: number;
  height?: number;
  title?: string;
  hideTitle?: boolean;
  defaultShowTable?: boolean;
};

export const chartMargin = { top: 16, right: 24, bottom: 40, left: 84 };

/** Rank by score on the domain's fixed score axis (`SCORE_AXIS`, 150–700; rank 1 at the top, so a higher score sits higher). */
export function ScoreChart({ points, highlight, width = 560, height = 300, title = '分数与位次', hideTitle, defaultShowTable }: ScoreChartProps) {
  const innerW = width - chartMargin.left - chartMargin.right;
  const innerH = height - chartMargin.top - chartMargin.bottom;
  const inAxis = [...points].filter((p) => onScoreAxis(p.score)).sort((a, b) => a.score - b.score);
  const maxRank = Math.max(1, ...inAxis.map((p) => p.rank), highlight?.rank ?? 0);
  const x = scaleLinear<number>({ domain: [...SCORE_AXIS], range: [0, innerW] });
  const y = scaleLinear<number>({ domain: [0, maxRank], range: [0, innerH], nice: true });
  const summary = highlight
    ? `横轴为分数（${SCORE_AXIS[0]}–${SCORE_AXIS[1]}），纵轴为位次。您的分数 ${highlight.score}，位次 ${highlight.rank}。`
    : `横轴为分数（${SCORE_AXIS[0]}–${SCORE_AXIS[1]}），纵轴为位次，共 ${inAxis.length} 个点。`;
  return (
    <ChartFrame
      title={title}
      summary={summary}
      width={width}
      height={height}
      hideTitle={hideTitle}
      defaultShowTable={defaultShowTable}
      table={{ columns: ['分数', '位次'], rows: [...points].sort((a, b) => b.score - a.score).map((p) => [p.score, p.rank]) }}
    >
      <Group left={chartMargin.left} top={chartMargin.top}>
        <g className={paint.gridColor}>
          <GridRows scale={y} width={innerW} numTicks={5} stroke="currentColor" />
        </g>
        {inAxis.length === 0 ? <NoData width={innerW} height={innerH} /> : null}
        <LinePath data={inAxis} x={(p) => x(p.score)} y={(p) => y(p.rank)} className={paint.series1Line} />
        {highlight ? (
          <g data-testid="highlight">
            <line className={paint.markerLine} x1={x(highlight.score)} x2={x(highlight.score)} y1={0} y2={innerH} />
            <circle className={paint.marker} cx={x(highlight.score)} cy={y(highlight.rank)} r={5} />
          </g>
        ) : null}
        <g className={paint.axis}>
          <AxisLeft tickFormat={formatTick} scale={y} tickValues={integerTicks(y, 5)} labelOffset={56} label="位次" stroke="currentColor" tickStroke="currentColor" tickLabelProps={tickLabelProps} labelProps={axisLabelProps} />
          <AxisBottom
            tickFormat={formatTick}
            top={innerH}
            scale={x}
            tickValues={scoreAxisTicks(innerW >= 400 ? 100 : 150)}
            label="分数"
            stroke="currentColor"
            tickStroke="currentColor"
            tickLabelProps={tickLabelProps}
            labelProps={axisLabelProps}
          />
        </g>
      </Group>
    </ChartFrame>
  );
}

import { paint } from './chart-frame.css';

type TickScale = { ticks: (count?: number) => number[] };

/*
 * Text props for visx axes. visx writes font-family="Arial" on every tick and axis label unless told otherwise, and
 * Arial is whatever font each machine maps it to (Liberation Sans, Nimbus Sans, DejaVu Sans …): the labels inherit the
 * theme's family from the chart's <svg> instead (chart-frame.css.ts also sets it on every <text> in a chart).
 */
/** Tick labels: 11 px in the axis colour, the theme's font. */
export const tickLabelProps = { fill: 'currentColor', fontSize: 11, fontFamily: 'inherit' } as const;
/** Axis titles (分数, 位次, 人数 …): 12 px in the axis colour, the theme's font. */
export const axisLabelProps = { fill: 'currentColor', fontSize: 12, fontFamily: 'inherit' } as const;

/** Whole-number ticks only: scores, ranks and head counts have no fractions. */
export function integerTicks(scale: TickScale, count: number): number[] {
  return scale.ticks(count).filter((t) => Number.isInteger(t));
}

/** Tick labels as whole numbers with thousands separators (3, 2,500, 500,000), never "3.0". */
export function formatTick(value: unknown): string {
  return Number(value).toLocaleString('en-US', { maximumFractionDigits: 0 });
}

/** How many ticks fit along an axis of `length` px with labels about `spacing` px apart. */
export function tickCountFor(length: number, spacing = 64): number {
  return Math.max(2, Math.floor(length / spacing));
}

/** The 暂无数据 note drawn in the middle of an empty plot area. */
export function NoData({ width, height }: { width: number; height: number }) {
  return (
    <text className={paint.mutedLabel} x={width / 2} y={height / 2} textAnchor="middle" dominantBaseline="middle" fontSize={13}>
      暂无数据
    </text>
  );
}

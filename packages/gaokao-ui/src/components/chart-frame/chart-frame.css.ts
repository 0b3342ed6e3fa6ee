import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, color: vars.color.textMuted, minWidth: 0 });
export const head = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const caption = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const svg = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible', fontFamily: vars.font.family });
/*
 * Every <text> of a chart in the theme's font. A rule on the element itself, because a presentation attribute on it
 * (visx axes write font-family="Arial" by default) beats an inherited value but not a rule.
 */
globalStyle(`${svg} text`, { fontFamily: vars.font.family });
export const table = style({
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  maxHeight: 240,
});
export const tableWrap = style({ maxHeight: 260, overflow: 'auto', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const cell = style({ padding: `2px ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'right', whiteSpace: 'nowrap' });
export const headCell = style([cell, { background: vars.color.surfaceMuted, fontWeight: vars.fontWeight.medium, position: 'sticky', top: 0 }]);

/** SVG paint classes: fills and strokes read the theme, so a re-brand recolours charts too. */
export const paint = {
  grid: style({ stroke: vars.color.chartGrid, fill: 'none' }),
  /** visx grids paint with `currentColor`; this group colour makes that the grid token. */
  gridColor: style({ color: vars.color.chartGrid }),
  axis: style({ color: vars.color.textMuted }),
  series1Line: style({ stroke: vars.color.chart1, fill: 'none', strokeWidth: 2 }),
  series1Area: style({ fill: vars.color.chart1, fillOpacity: 0.2, stroke: vars.color.chart1, strokeWidth: 2 }),
  series1Fill: style({ fill: vars.color.chart1 }),
  series2Line: style({ stroke: vars.color.chart2, fill: 'none', strokeWidth: 2 }),
  series2Fill: style({ fill: vars.color.chart2 }),
  series3Line: style({ stroke: vars.color.chart3, fill: 'none', strokeWidth: 2 }),
  series3Fill: style({ fill: vars.color.chart3 }),
  marker: style({ fill: vars.color.danger, stroke: vars.color.surface, strokeWidth: 2 }),
  markerLine: style({ stroke: vars.color.danger, strokeDasharray: '4 3', strokeWidth: 1 }),
  label: style({ fill: vars.color.text, fontSize: 12 }),
  mutedLabel: style({ fill: vars.color.textMuted, fontSize: 11 }),
};

import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** One scroll container for both axes, so the sticky header and the sticky first columns share it. */
export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  overscrollBehavior: 'contain',
  // Rows come and go while scrolling; the browser must not re-anchor the scroll position on them.
  overflowAnchor: 'none',
  // The status row (暂无数据, loading, error) is as wide as this viewport, not the table, so it stays in view at 375 px.
  containerType: 'inline-size',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  WebkitOverflowScrolling: 'touch',
});

// Grid layout on table elements, as in TanStack's virtualized-rows example: explicit ARIA roles keep
// the semantics that `display` overrides would otherwise drop in some browsers.
export const table = style({
  display: 'grid',
  minWidth: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
});

export const head = style({
  display: 'grid',
  position: 'sticky',
  top: 0,
  zIndex: 3,
  background: vars.color.surfaceMuted,
});

export const headRow = style({
  display: 'flex',
  width: '100%',
});

export const body = style({
  display: 'block',
  position: 'relative',
  contain: 'layout style',
});

export const row = style({
  display: 'flex',
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  // A row's layout never affects the rest of the grid, so adding one during a scroll lays out only that row.
  contain: 'layout style',
  background: vars.color.surface,
  selectors: {
    '&[data-state="selected"]': { background: vars.color.brandSoft },
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-state="selected"]:hover': { background: vars.color.brandSoft },
  },
});

/**
 * Rows of a fixed height (not measured): once the grid has been scrolled, the browser may skip styling a row's
 * cells until the row is near the viewport. Traced in bench:ui, the forced style recalc of freshly inserted rows
 * took 5–30 ms a frame and grew as the scroll went on; with this it is under 2 ms. Only after the first scroll:
 * on the first paint the extra visibility pass cost ~40 ms. Not for measured rows: a skipped overscan row would
 * measure 0.
 */
export const fixedRow = style({
  selectors: { '[data-scrolled] &': { contentVisibility: 'auto' } },
});

const cellBase = style({
  display: 'flex',
  alignItems: 'center',
  flex: 'none',
  boxSizing: 'border-box',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  minWidth: 0,
  outline: 'none',
  background: 'inherit',
  selectors: {
    '&:last-child': { flexGrow: 1 },
    '&[data-align="end"]': { justifyContent: 'flex-end', textAlign: 'end' },
    '&[data-align="center"]': { justifyContent: 'center', textAlign: 'center' },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: -2,
    },
    '&[data-sticky]': { position: 'sticky', zIndex: 1 },
    '&[data-sticky-last]': { boxShadow: `1px 0 0 ${vars.color.border}, 4px 0 6px -4px rgba(16, 24, 32, 0.18)` },
  },
});

export const headerCell = style([
  cellBase,
  {
    fontWeight: vars.fontWeight.strong,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    background: vars.color.surfaceMuted,
    whiteSpace: 'nowrap',
  },
]);

export const cell = style([cellBase, { background: 'inherit' }]);

export const sortButton = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  cursor: 'pointer',
  color: 'inherit',
  font: 'inherit',
});

export const sortIcon = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
  selectors: { '[aria-sort="ascending"] &, [aria-sort="descending"] &': { color: vars.color.brand } },
});

export const statusRow = style({
  display: 'flex',
  position: 'sticky',
  left: 0,
  width: '100cqw',
});

export const statusCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 1,
  minHeight: 64,
  padding: vars.space.xl,
  color: vars.color.textMuted,
});

export const errorText = style({ color: vars.color.danger });


export const nativeCheckbox = style({
  width: 16,
  height: 16,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

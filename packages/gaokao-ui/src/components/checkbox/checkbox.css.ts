import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textSubtle } },
});

/**
 * Holds the native box and the mark drawn over it. The mark is positioned out of flow so that it never moves the
 * label's baseline (a checked box must not be taller than an unchecked one).
 */
export const control = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
});

/*
 * The native input, restyled. State comes from the element itself (`:checked`, so a click before hydration of a
 * prerendered page shows at once) and from `data-state="indeterminate"` (the `indeterminate` DOM property is set only
 * by script, the attribute is in the prerendered HTML).
 */
export const box = style({
  appearance: 'none',
  boxSizing: 'border-box',
  display: 'block',
  width: 16,
  height: 16,
  margin: 0,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:checked, &[data-state="indeterminate"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&:disabled': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
    '&:disabled:checked, &:disabled[data-state="indeterminate"]': {
      background: vars.color.borderStrong,
      borderColor: vars.color.borderStrong,
    },
  },
  '@media': {
    // Forced colours (Windows high contrast): system colours only, the border always visible, checked filled.
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      background: 'Canvas',
      borderColor: 'CanvasText',
      selectors: {
        '&:checked, &[data-state="indeterminate"]': { background: 'Highlight', borderColor: 'Highlight' },
        '&:disabled': { background: 'Canvas', borderColor: 'GrayText' },
        '&:disabled:checked, &:disabled[data-state="indeterminate"]': { background: 'GrayText', borderColor: 'GrayText' },
      },
    },
  },
});

/** The tick (checked) or dash (indeterminate) over the box; clicks go through it to the input. */
export const mark = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  display: 'none',
  pointerEvents: 'none',
  color: vars.color.onBrand,
  selectors: {
    [`${box}:checked + &, ${box}[data-state="indeterminate"] + &`]: { display: 'block' },
  },
  '@media': {
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      color: 'HighlightText',
      selectors: { [`${box}:disabled + &`]: { color: 'Canvas' } },
    },
  },
});

/** Only one of the mark's two paths shows: the tick once checked, else the dash of the indeterminate state. */
export const tickPath = style({
  display: 'none',
  selectors: { [`${box}:checked + ${mark} &`]: { display: 'inline' } },
});

export const dashPath = style({
  display: 'none',
  selectors: { [`${box}[data-state="indeterminate"]:not(:checked) + ${mark} &`]: { display: 'inline' } },
});

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'column' } },
});

export const hint = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.danger });

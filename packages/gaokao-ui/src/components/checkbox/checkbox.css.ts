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

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  flexShrink: 0,
  width: 16,
  height: 16,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&[data-disabled]': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
    '&[data-disabled][data-state="checked"]': { background: vars.color.borderStrong, borderColor: vars.color.borderStrong },
  },
});

export const indicator = style({ display: 'inline-flex', lineHeight: 0 });

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

import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const nav = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm });
export const list = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const page = style({
  all: 'unset',
  boxSizing: 'border-box',
  minWidth: vars.size.controlSmall,
  height: vars.size.controlSmall,
  paddingInline: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand, fontWeight: vars.fontWeight.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { color: vars.color.textSubtle, cursor: 'not-allowed', background: vars.color.surfaceMuted },
  },
});
export const ellipsis = style({ minWidth: 20, textAlign: 'center', color: vars.color.textMuted });
export const total = style({ color: vars.color.textMuted });
export const sizeSelect = style({
  height: vars.size.controlSmall,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.family,
  paddingInline: vars.space.xs,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const group = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });
export const initial = style({
  flexShrink: 0,
  width: 20,
  paddingTop: 4,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
  fontSize: vars.fontSize.md,
});
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 64,
  height: vars.size.controlSmall,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&:has(input:checked)': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:has(input:disabled)': { cursor: 'not-allowed', color: vars.color.textSubtle, background: vars.color.surfaceMuted },
  },
});
export const radio = style({ position: 'absolute', inset: 0, opacity: 0, width: '100%', height: '100%', margin: 0, cursor: 'inherit' });
export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, padding: `${vars.space.md} 0` });

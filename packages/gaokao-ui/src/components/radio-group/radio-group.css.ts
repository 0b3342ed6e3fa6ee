import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.medium, color: vars.color.text });
export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'column' } },
});
export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textSubtle } },
});
export const radio = style({
  appearance: 'none',
  margin: 0,
  flexShrink: 0,
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  display: 'inline-grid',
  placeContent: 'center',
  cursor: 'inherit',
  selectors: {
    '&::before': { content: '""', width: 8, height: 8, borderRadius: vars.radius.full, transform: 'scale(0)', background: vars.color.onBrand },
    '&:checked': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:checked::before': { transform: 'scale(1)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { background: vars.color.surfaceSunken, borderColor: vars.color.border },
    '&:disabled:checked': { background: vars.color.borderStrong },
  },
});
export const error = style({ marginTop: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.danger });

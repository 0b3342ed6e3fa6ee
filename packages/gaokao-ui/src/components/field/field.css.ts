import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const required = style({ color: vars.color.danger, marginInlineStart: 2 });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });

/** The shared look of text inputs, number inputs and selects. */
export const control = recipe({
  base: {
    width: '100%',
    minWidth: 0,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family,
    lineHeight: vars.lineHeight.tight,
    letterSpacing: 'normal',
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textSubtle },
      '&:hover:not(:disabled)': { borderColor: vars.color.brand },
      '&:focus-visible': { borderColor: vars.color.focus, boxShadow: `0 0 0 2px ${vars.color.brandSoft}`, outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 },
      '&:disabled, &[readonly]': { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: 'not-allowed' },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    },
  },
  variants: {
    size: {
      small: { height: vars.size.controlSmall, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      medium: { height: vars.size.controlMedium, paddingInline: vars.space.md, fontSize: vars.fontSize.md },
      large: { height: vars.size.controlLarge, paddingInline: vars.space.md, fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: 'medium' },
});

import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontFamily: vars.font.family,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1,
    letterSpacing: 'normal',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    textDecoration: 'none',
    userSelect: 'none',
    transition: 'background-color 120ms, border-color 120ms, color 120ms',
    outline: 'none',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-loading="true"]': { cursor: 'progress', opacity: 0.85 },
    },
  },
  variants: {
    variant: {
      solid: {},
      outline: { background: vars.color.surface },
      ghost: { background: 'transparent' },
      link: {
        background: 'transparent',
        padding: '0 !important',
        height: 'auto !important',
        textDecoration: 'underline',
        textUnderlineOffset: 3,
      },
    },
    tone: {
      brand: {},
      neutral: {},
      danger: {},
    },
    size: {
      small: { height: vars.size.controlSmall, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
      medium: { height: vars.size.controlMedium, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      large: { height: vars.size.controlLarge, paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
    },
    block: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: [
    {
      variants: { variant: 'solid', tone: 'brand' },
      style: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandHover }, '&:active:not(:disabled)': { background: vars.color.brandActive } },
      },
    },
    {
      variants: { variant: 'solid', tone: 'neutral' },
      style: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.borderStrong } },
      },
    },
    {
      variants: { variant: 'solid', tone: 'danger' },
      style: {
        background: vars.color.danger,
        color: vars.color.textInverse,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
      },
    },
    {
      variants: { variant: 'outline', tone: 'brand' },
      style: {
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } },
      },
    },
    {
      variants: { variant: 'outline', tone: 'neutral' },
      style: {
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
      },
    },
    {
      variants: { variant: 'outline', tone: 'danger' },
      style: {
        color: vars.color.danger,
        borderColor: vars.color.danger,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerSoft } },
      },
    },
    {
      variants: { variant: 'ghost', tone: 'brand' },
      style: { color: vars.color.brand, selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSoft } } },
    },
    {
      variants: { variant: 'ghost', tone: 'neutral' },
      style: { color: vars.color.textMuted, selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceSunken } } },
    },
    {
      variants: { variant: 'ghost', tone: 'danger' },
      style: { color: vars.color.danger, selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerSoft } } },
    },
    { variants: { variant: 'link', tone: 'brand' }, style: { color: vars.color.link } },
    { variants: { variant: 'link', tone: 'neutral' }, style: { color: vars.color.textMuted } },
    { variants: { variant: 'link', tone: 'danger' }, style: { color: vars.color.danger } },
  ],
  defaultVariants: { variant: 'solid', tone: 'brand', size: 'medium', block: false },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

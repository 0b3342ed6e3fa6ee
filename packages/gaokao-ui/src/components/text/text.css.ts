import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/contract.css';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.family, letterSpacing: 'normal' },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      subtle: { color: vars.color.textSubtle },
      brand: { color: vars.color.brand },
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral', weight: 'regular' },
});

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
    letterSpacing: 'normal',
  },
  variants: {
    level: {
      1: { fontSize: vars.fontSize.xxxl },
      2: { fontSize: vars.fontSize.xxl },
      3: { fontSize: vars.fontSize.xl },
      4: { fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { level: 2 },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;

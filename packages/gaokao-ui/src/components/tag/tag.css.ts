import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/contract.css';

const tone = (fg: string, bg: string) => ({ color: fg, background: bg, borderColor: 'transparent' });

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: tone(vars.color.textMuted, vars.color.surfaceSunken),
      brand: tone(vars.color.brand, vars.color.brandSoft),
      success: tone(vars.color.success, vars.color.successSoft),
      warning: tone(vars.color.warning, vars.color.warningSoft),
      danger: tone(vars.color.danger, vars.color.dangerSoft),
      reach: tone(vars.color.riskReach, vars.color.riskReachSoft),
      match: tone(vars.color.riskMatch, vars.color.riskMatchSoft),
      safe: tone(vars.color.riskSafe, vars.color.riskSafeSoft),
    },
    variant: {
      soft: {},
      outline: { background: 'transparent', borderColor: 'currentColor' },
    },
    size: {
      small: { fontSize: vars.fontSize.xs, padding: '0 6px' },
      medium: { fontSize: vars.fontSize.sm, padding: '2px 8px' },
    },
  },
  defaultVariants: { tone: 'neutral', variant: 'soft', size: 'medium' },
});

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  width: '100%',
});

export const line = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const muted = style([line, { color: vars.color.textMuted, fontSize: vars.fontSize.xs }]);

export const link = style([
  line,
  {
    color: vars.color.link,
    fontWeight: vars.fontWeight.strong,
    textDecoration: 'none',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    },
  },
]);

export const name = style([line, { fontWeight: vars.fontWeight.strong }]);

export const remark = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.xs });

export const tags = style({ display: 'flex', flexWrap: 'nowrap', gap: vars.space.xxs, overflow: 'hidden' });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  flex: 'none',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  lineHeight: '18px',
  background: vars.color.brandSoft,
  color: vars.color.brand,
  selectors: {
    '&[data-kind="special"]': { background: vars.color.warningSoft, color: vars.color.warning },
    '&[data-kind="new"]': { background: vars.color.successSoft, color: vars.color.success },
    '&[data-kind="vocational"]': { background: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
});

export const risk = styleVariants({
  冲: { background: vars.color.riskReachSoft, color: vars.color.riskReach, borderColor: vars.color.riskReach },
  稳: { background: vars.color.riskMatchSoft, color: vars.color.riskMatch, borderColor: vars.color.riskMatch },
  保: { background: vars.color.riskSafeSoft, color: vars.color.riskSafe, borderColor: vars.color.riskSafe },
});

export const riskChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  border: '1px solid',
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.md,
});

export const number = style({ fontVariantNumeric: 'tabular-nums' });

export const score = style([number, { color: vars.color.danger, fontWeight: vars.fontWeight.strong }]);

export const history = style([stack, { fontSize: vars.fontSize.xs, color: vars.color.textMuted }]);

export const newMajor = style({ color: vars.color.success, fontWeight: vars.fontWeight.strong });

import { style } from '@vanilla-extract/css';
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

export const number = style({ fontVariantNumeric: 'tabular-nums' });

export const score = style([number, { color: vars.color.danger, fontWeight: vars.fontWeight.strong }]);

export const history = style([stack, { fontSize: vars.fontSize.xs, color: vars.color.textMuted }]);

export const newMajor = style({ color: vars.color.success, fontWeight: vars.fontWeight.strong });

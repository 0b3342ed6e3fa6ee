import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const icon = style({ color: vars.color.borderStrong, lineHeight: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textSubtle, maxWidth: 420 });
export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSubtle,
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } },
});

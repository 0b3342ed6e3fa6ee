import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const root = style({ display: 'inline-block', fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: '100%' });
export const summary = style({
  cursor: 'pointer',
  color: vars.color.link,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.link}`, outlineOffset: 2 } },
});
export const list = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const item = style({ lineHeight: 1.5 });
export const publisher = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
export const meta = style({ color: vars.color.textSubtle });
export const link = style({ color: vars.color.link, wordBreak: 'break-all' });

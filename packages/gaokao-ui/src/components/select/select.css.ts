import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const wrap = style({ position: 'relative', display: 'block', width: '100%' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: `calc(${vars.space.md} + 16px) !important`,
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
  lineHeight: 0,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const groupActions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });


export const unavailable = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

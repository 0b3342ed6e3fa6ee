import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });

export const track = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  width: 36,
  height: 20,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: 'background-color 150ms',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: 'transform 150ms',
  selectors: { [`${track}[data-state="checked"] &`]: { transform: 'translateX(16px)' } },
});

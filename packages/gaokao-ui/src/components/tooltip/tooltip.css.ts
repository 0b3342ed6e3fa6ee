import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const anchor = style({ display: 'inline-flex' });

export const bubble = style({
  position: 'fixed',
  zIndex: vars.zIndex.tooltip,
  maxWidth: 280,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
  whiteSpace: 'normal',
  wordBreak: 'break-word',
  selectors: {
    '&[data-placement="top"]': { transform: 'translate(-50%, calc(-100% - 6px))' },
    '&[data-placement="bottom"]': { transform: 'translate(-50%, 6px)' },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

/** Positioned by Radix (Floating UI): width capped to the space it found, never past the viewport. */
export const bubble = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: 'min(280px, var(--radix-tooltip-content-available-width))',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  boxShadow: vars.shadow.md,
  whiteSpace: 'normal',
  wordBreak: 'break-word',
});

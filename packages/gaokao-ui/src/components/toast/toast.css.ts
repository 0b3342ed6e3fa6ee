import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/contract.css';

export const region = style({
  position: 'fixed',
  top: vars.space.xl,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  width: 'max-content',
  maxWidth: 'calc(100vw - 24px)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
});

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    minWidth: 240,
    maxWidth: 480,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    boxShadow: vars.shadow.md,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.body,
  },
  variants: {
    tone: {
      info: { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border },
      success: { background: vars.color.successSoft, color: vars.color.success, borderColor: vars.color.success },
      error: { background: vars.color.dangerSoft, color: vars.color.danger, borderColor: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const message = style({ flex: 1, minWidth: 0, wordBreak: 'break-word' });

export const close = style({
  all: 'unset',
  flexShrink: 0,
  width: 20,
  height: 20,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: 'inherit',
  marginTop: 2,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});

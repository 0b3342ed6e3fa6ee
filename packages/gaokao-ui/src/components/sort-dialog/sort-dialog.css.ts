import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: 0, height: '100%' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const moveInput = style({ width: 140 });

export const message = style({
  minHeight: 20,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-tone="error"]': { color: vars.color.danger } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'auto',
  flex: 1,
  minHeight: 200,
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '28px 40px 36px minmax(0, 1fr) 72px auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&:last-child': { borderBottom: 'none' },
    '&[data-state="selected"]': { background: vars.color.brandSoft },
    '&[data-dragging]': { opacity: 0.5 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
    '&[data-drop="before"]::before, &[data-drop="after"]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      height: 3,
      background: vars.color.brand,
    },
    '&[data-drop="before"]::before': { top: -2 },
    '&[data-drop="after"]::after': { bottom: -2 },
  },
});

export const handle = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.sm,
  color: vars.color.textSubtle,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:active': { cursor: 'grabbing' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});

export const position = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  textAlign: 'end',
});

export const names = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const sub = style([ellipsis, { fontSize: vars.fontSize.xs, color: vars.color.textMuted }]);

export const score = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end', color: vars.color.danger });

export const actions = style({ display: 'flex', gap: vars.space.xxs });

import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const search = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const searchInput = style({ flex: 1 });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: '1fr' } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minHeight: 0,
});

export const columnTitle = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xxs,
  height: 220,
  overflow: 'auto',
});

export const choice = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-pressed="true"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.fontWeight.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const candidate = style({ padding: `${vars.space.xxs} ${vars.space.sm}` });

export const note = style({ padding: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const warning = style({ color: vars.color.warning, fontSize: vars.fontSize.sm, margin: 0 });

export const message = style({
  minHeight: 20,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-tone="error"]': { color: vars.color.danger } },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const selectedList = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xxs,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minHeight: 40,
  maxHeight: 180,
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const selectedItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xxs} 0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.strong });


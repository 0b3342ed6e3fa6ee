import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 260px',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 767px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const player = style({ width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: vars.radius.md, display: 'block' });
export const nowPlaying = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });
export const playlist = style({
  maxHeight: 360,
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.xs,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const item = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'block',
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="true"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: vars.fontWeight.medium },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const more = style({ display: 'flex', justifyContent: 'center', padding: vars.space.sm });

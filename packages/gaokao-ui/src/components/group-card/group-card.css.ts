import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

const wrapText = { minWidth: 0, overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
  fontSize: vars.fontSize.md,
  selectors: { '&[data-risk="true"]': { borderColor: vars.color.warning } },
});

export const head = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });

export const order = style({
  flex: 'none',
  minWidth: '2em',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

export const title = style([wrapText, { flex: '1 1 auto', display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0, fontSize: vars.fontSize.md }]);

export const college = style([wrapText, { fontWeight: vars.fontWeight.strong, color: vars.color.text }]);

export const groupCode = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular });

export const figures = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}`, minWidth: 0 });

export const figure = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xs, whiteSpace: 'nowrap' });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const notice = style([wrapText, { margin: 0, color: vars.color.warning, fontSize: vars.fontSize.xs }]);

export const majors = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const major = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  paddingBlock: vars.space.xxs,
  borderTop: `1px solid ${vars.color.surfaceSunken}`,
});

export const majorIndex = style({ flex: 'none', minWidth: '1.5em', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const majorName = style([wrapText, { flex: '1 1 auto', display: 'flex', flexDirection: 'column' }]);

export const majorLine = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const majorActions = style({ flex: 'none', display: 'flex', gap: vars.space.xxs });

export const foot = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const footActions = style({ marginLeft: 'auto', display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const majorTentative = style({ color: vars.color.warning, fontSize: vars.fontSize.xs });

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const pickerNote = style([wrapText, { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs }]);

export const pickerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.xs, minWidth: 0 });

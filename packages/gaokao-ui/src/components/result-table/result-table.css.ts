import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/contract.css';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  width: '100%',
});

export const line = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
});

export const muted = style([line, { color: vars.color.textMuted, fontSize: vars.fontSize.xs }]);

export const link = style([
  line,
  {
    color: vars.color.link,
    fontWeight: vars.fontWeight.strong,
    textDecoration: 'none',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    },
  },
]);

export const name = style([line, { fontWeight: vars.fontWeight.strong }]);

export const remark = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.xs });

export const tags = style({ display: 'flex', flexWrap: 'nowrap', gap: vars.space.xxs, overflow: 'hidden' });

export const number = style({ fontVariantNumeric: 'tabular-nums' });

export const score = style([number, { color: vars.color.danger, fontWeight: vars.fontWeight.strong }]);

export const history = style([stack, { fontSize: vars.fontSize.xs, color: vars.color.textMuted }]);
/**
 * A history year's note (another group's code's line): one line cut with an ellipsis, as the row's height is fixed;
 * the whole text stays in the cell (read by screen readers, shown on hover and whole on the cards).
 */
export const historyNote = style({ display: 'block', maxWidth: '100%', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', color: vars.color.warning });

export const newMajor = style({ color: vars.color.success, fontWeight: vars.fontWeight.strong });

/* The narrow layout (cards): nothing is cut or scrolled sideways, long names wrap. */

const wrapText = { overflowWrap: 'anywhere', wordBreak: 'break-word', minWidth: 0 } as const;

export const nameWrap = style([wrapText, { fontWeight: vars.fontWeight.strong }]);

export const linkWrap = style([
  wrapText,
  {
    color: vars.color.link,
    fontWeight: vars.fontWeight.strong,
    textDecoration: 'none',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    },
  },
]);

/** The wrapper of `layout="auto"`: its own width (not the viewport's) picks the layout. */
export const autoBox = style({ width: '100%', minWidth: 0 });

export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, width: '100%', minWidth: 0 });

export const cardsBar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm });

export const cardList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
  fontSize: vars.fontSize.md,
  // On the list: a brand border and a bar at the start (a tinted card would hide the brand tags' own tint).
  selectors: { '&[data-on-list="true"]': { borderColor: vars.color.brand, boxShadow: `inset ${vars.space.xs} 0 0 ${vars.color.brand}` } },
});

export const cardHead = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, minWidth: 0 });

export const cardTitle = style([wrapText, { flex: '1 1 auto', display: 'flex', flexDirection: 'column', gap: vars.space.xxs }]);

export const cardOrder = style({
  flex: 'none',
  minWidth: '2em',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

export const cardCheck = style({ flex: 'none', display: 'flex', alignItems: 'center', minHeight: '1.5em' });

export const cardBand = style({ flex: 'none' });

export const cardFigures = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  minWidth: 0,
});

export const figure = style({ display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xs, whiteSpace: 'nowrap' });

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const cardAction = style({ marginLeft: 'auto', flex: 'none' });

export const cardSecondary = style([wrapText, { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs }]);

export const cardTags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const cardDetail = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const cardSummary = style({
  cursor: 'pointer',
  color: vars.color.link,
  width: 'fit-content',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const cardDetailList = style({ margin: `${vars.space.xs} 0 0`, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xxs} ${vars.space.sm}` });

/** A dt/dd pair in one element (the grid lays out its two cells). */
export const cardDetailPair = style({ display: 'contents' });

export const cardDetailTerm = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text, whiteSpace: 'nowrap' });

export const cardDetailValue = style([wrapText, { margin: 0 }]);

export const cardStatus = style({ padding: vars.space.lg, display: 'flex', justifyContent: 'center' });

import type { HollandLetter } from './types';

/** The six Holland types in the fixed order R I A S E C (also the tie-break order). */
export const HOLLAND_ORDER: readonly HollandLetter[] = ['R', 'I', 'A', 'S', 'E', 'C'];

/** The Chinese name of each Holland type. */
export const HOLLAND_NAMES: Readonly<Record<HollandLetter, string>> = {
  R: '现实型',
  I: '研究型',
  A: '艺术型',
  S: '社会型',
  E: '企业型',
  C: '常规型',
};

/** The radar chart's axis order in the report: I A E S R C. */
export const HOLLAND_RADAR_ORDER: readonly HollandLetter[] = ['I', 'A', 'E', 'S', 'R', 'C'];

/** Each Holland score, and each radar axis, ends at 25. */
export const HOLLAND_MAX = 25;

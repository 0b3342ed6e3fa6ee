import type { WireScore } from './types';

/**
 * The predicted line of a row as a number, or null when it has none: null, empty, non-numeric, or 0 (the wire's
 * placeholder — no real line is 0).
 */
export function predictedScore(value: WireScore): number | null {
  if (value == null) return null;
  const n = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n !== 0 ? n : null;
}

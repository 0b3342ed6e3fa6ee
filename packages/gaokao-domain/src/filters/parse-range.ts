import { MSG } from '../messages';

/** A numeric range; a missing end is open. */
export type NumericRange = { min?: number; max?: number };

/** The result of {@link parseRange}. */
export type RangeCheck = { ok: true; range: NumericRange } | { ok: false; message: string; field: 'min' | 'max' };

function readBound(value: number | string | null | undefined): number | undefined | 'bad' {
  if (value == null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : 'bad';
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : 'bad';
}

/**
 * Reads a fee, plan-number or score range from its two inputs: empty ends are open; a non-numeric end gives 请输入数字;
 * min above max gives 最小值不能大于最大值 (reported on max).
 */
export function parseRange(min: number | string | null | undefined, max: number | string | null | undefined): RangeCheck {
  const lo = readBound(min);
  if (lo === 'bad') return { ok: false, message: MSG.rangeNotNumeric, field: 'min' };
  const hi = readBound(max);
  if (hi === 'bad') return { ok: false, message: MSG.rangeNotNumeric, field: 'max' };
  if (lo !== undefined && hi !== undefined && lo > hi) return { ok: false, message: MSG.rangeReversed, field: 'max' };
  const range: NumericRange = {};
  if (lo !== undefined) range.min = lo;
  if (hi !== undefined) range.max = hi;
  return { ok: true, range };
}

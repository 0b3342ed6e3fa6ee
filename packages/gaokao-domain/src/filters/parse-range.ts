import { MSG } from '../messages';
import { readNumberText, type NumberTextRule } from '../validation/number-text';

/** A numeric range; a missing end is open. */
export type NumericRange = { min?: number; max?: number };

/** The result of {@link parseRange}. */
export type RangeCheck = { ok: true; range: NumericRange } | { ok: false; message: string; field: 'min' | 'max' };

function readBound(value: number | string | null | undefined, rule: NumberTextRule | undefined): number | undefined | { bad: string } {
  if (value == null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : { bad: MSG.rangeNotNumeric };
  if (rule) {
    const check = readNumberText(value, rule);
    if (!check.ok) return { bad: check.message };
    return check.value ?? undefined;
  }
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : { bad: MSG.rangeNotNumeric };
}

/**
 * Reads a fee, plan-number or score range from its two inputs: empty ends are open; a non-numeric end gives 请输入数字;
 * min above max gives 最小值不能大于最大值 (reported on max). With a `rule` (what each end takes: whole numbers, not
 * below 0), an end typed against it gives the rule's message (`readNumberText`: 请输入整数, 请输入不小于0的数).
 */
export function parseRange(min: number | string | null | undefined, max: number | string | null | undefined, rule?: NumberTextRule): RangeCheck {
  const lo = readBound(min, rule);
  if (typeof lo === 'object') return { ok: false, message: lo.bad, field: 'min' };
  const hi = readBound(max, rule);
  if (typeof hi === 'object') return { ok: false, message: hi.bad, field: 'max' };
  if (lo !== undefined && hi !== undefined && lo > hi) return { ok: false, message: MSG.rangeReversed, field: 'max' };
  const range: NumericRange = {};
  if (lo !== undefined) range.min = lo;
  if (hi !== undefined) range.max = hi;
  return { ok: true, range };
}

import { inRange } from './in-range';
import type { NumericRange } from './parse-range';

/**
 * True when a tuition fee passes the fee range. With no bound set the fee filter is off and every row passes; with a
 * bound, an unknown fee (-1, empty) passes only when "include unknown fees" (tuition_fee_no) is on.
 */
export function tuitionFeeMatches(fee: number | string | null | undefined, range: NumericRange, includeUnknown: boolean): boolean {
  if (range.min === undefined && range.max === undefined) return true;
  const n = typeof fee === 'string' && fee.trim() !== '' ? Number(fee) : fee;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return includeUnknown;
  return inRange(n, range);
}

import type { NumericRange } from './parse-range';

/** True when a number lies within a range, ends included; open ends accept everything. */
export function inRange(value: number, range: NumericRange): boolean {
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
}

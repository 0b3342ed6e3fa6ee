import type { RankRow, RankTable } from './types';

/**
 * The score that reaches a rank in a 一分一段 table: the highest score whose cumulative count is at least `rank`.
 *
 * Edge cases: a rank of 0 or below (or anywhere inside the top bucket) gives the first row's score; a rank beyond
 * the table's last cumulative gives the lowest score in the table (the table cannot say more). Rows with a count of
 * 0 are never returned, because a higher score always has the same cumulative.
 *
 * @throws RangeError when the rank is not a finite number or the table is empty.
 */
export function rankToScore(table: RankTable, rank: number): number {
  if (!Number.isFinite(rank)) throw new RangeError(`rank must be a finite number, got ${rank}`);
  const last = table[table.length - 1];
  if (last === undefined) throw new RangeError('rank table is empty');
  if (rank > last.cumulative) return last.score;

  // Cumulative counts grow down the table: binary search the first row reaching the rank.
  let lo = 0;
  let hi = table.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((table[mid] as RankRow).cumulative >= rank) hi = mid;
    else lo = mid + 1;
  }
  return (table[lo] as RankRow).score;
}

import type { RankBand, RankMatch, RankRow, RankTable } from './types';

/**
 * The rank band of a score in a 一分一段 table.
 *
 * - A score in the table with examinees on it: that row (`match: 'exact'`).
 * - Above the first row: the first row, i.e. the merged top bucket (`'top'`).
 * - A score nobody obtained — missing from the table (a gap) or on a row whose count is 0: the band of the next
 *   lower score that somebody obtained (`'gap'`). Its `best` is exactly the rank such a score would have
 *   (everyone strictly above, plus one); its `worst` counts the tied lower score too, which is the cautious reading
 *   an applicant should plan with.
 * - Below the last row (or below every row with examinees): the last such row, whose `cumulative` is the whole table —
 *   everyone listed is at or above this score (`'below'`).
 *
 * @throws RangeError when the score is not a finite number or the table has no examinees.
 */
export function scoreToRank(table: RankTable, score: number): RankBand {
  if (!Number.isFinite(score)) throw new RangeError(`score must be a finite number, got ${score}`);
  const first = table[0];
  if (first === undefined) throw new RangeError('rank table is empty');
  if (score > first.score && first.count > 0) return band(first, 'top');

  // Rows are sorted by score descending: binary search the first row at or below the score.
  let lo = 0;
  let hi = table.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((table[mid] as RankRow).score <= score) hi = mid;
    else lo = mid + 1;
  }
  for (let i = lo; i < table.length; i++) {
    const row = table[i] as RankRow;
    if (row.count > 0) return band(row, row.score === score && i === lo ? 'exact' : 'gap');
  }
  for (let i = table.length - 1; i >= 0; i--) {
    const row = table[i] as RankRow;
    if (row.count > 0) return band(row, 'below');
  }
  throw new RangeError('rank table has no examinees');
}

function band(row: RankRow, match: RankMatch): RankBand {
  return {
    score: row.score,
    count: row.count,
    cumulative: row.cumulative,
    best: row.cumulative - row.count + 1,
    worst: row.cumulative,
    match,
  };
}

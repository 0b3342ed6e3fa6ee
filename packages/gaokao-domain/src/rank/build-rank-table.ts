import type { RankRow, RankTable } from './types';

/**
 * A rank table from (score, count) pairs in any order: sorts by score descending and adds the cumulative counts.
 *
 * @throws RangeError on a repeated score or a count that is not a non-negative integer.
 */
export function buildRankTable(pairs: ReadonlyArray<{ score: number; count: number }>): RankTable {
  const sorted = [...pairs].sort((a, b) => b.score - a.score);
  const rows: RankRow[] = [];
  let cumulative = 0;
  for (const { score, count } of sorted) {
    if (!Number.isFinite(score)) throw new RangeError(`score must be a finite number, got ${score}`);
    if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
    const previous = rows[rows.length - 1];
    if (previous !== undefined && previous.score === score) throw new RangeError(`score ${score} appears twice`);
    cumulative += count;
    rows.push({ score, count, cumulative });
  }
  return rows;
}

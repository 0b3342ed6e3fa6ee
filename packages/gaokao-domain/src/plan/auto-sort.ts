import { predictedScore } from './predicted-score';
import { renumber } from './renumber';
import type { ListRow, Numbered } from './types';

/** 自动排序: rows by predicted line, highest first; equal lines keep their order; rows without a line go last. */
export function autoSort<T extends ListRow>(rows: readonly T[]): Array<Numbered<T>> {
  const keyed = rows.map((row, index) => ({ row, index, score: predictedScore(row.yugu_score) }));
  keyed.sort((a, b) => {
    if (a.score === null || b.score === null) {
      if (a.score !== b.score) return a.score === null ? 1 : -1;
    } else if (a.score !== b.score) return b.score - a.score;
    return a.index - b.index;
  });
  return renumber(keyed.map((k) => k.row));
}

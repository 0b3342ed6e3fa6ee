import { lineRank } from './line-rank';
import { scoreToRank } from './score-to-rank';
import type { RankAnswer, RankTable } from './types';

/**
 * What the 一分一段 lookup answers for a score: its rank band (`best`…`worst`, from {@link scoreToRank}), the line the
 * rank is read at (`lineScore`), how the score stands in the table (`match`) and `count`, the examinees on the score:
 *
 * - on a line somebody obtained (`'exact'`): that line's count;
 * - on a score nobody obtained (`'gap'`: missing from the table or a line with count 0): 0 — the rank is read at the
 *   next lower line, `lineScore`;
 * - above the table's first line (`'top'`, often a merged 「及以上」 band, whose cumulative count then bounds the rank)
 *   and below its last line (`'below'`, the rank only known to be worse than the table's total): unknown, `null`.
 *
 * @throws RangeError as {@link scoreToRank} does (a score that is not finite, a table without examinees).
 */
export function rankLookupAnswer(table: RankTable, score: number): RankAnswer {
  const b = scoreToRank(table, score);
  const count = b.match === 'exact' ? b.count : b.match === 'gap' ? 0 : null;
  // The rank a line is read as: the one rule rows share (lineRank), equal to the band's worst.
  return { best: b.best, worst: lineRank(table, score), count, match: b.match, lineScore: b.score };
}

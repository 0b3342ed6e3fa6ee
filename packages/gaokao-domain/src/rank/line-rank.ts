import { scoreToRank } from './score-to-rank';
import type { RankTable } from './types';

/**
 * The 位次 of a line (a score) in a 一分一段 table: the cautious (worst) rank of its band, i.e. the cumulative count at
 * the line somebody obtained at or below it — everyone who scored the line or more. It is the one rule that turns a
 * line into a rank: the 位次 lookup's `seat` ({@link rankLookupAnswer}), and the 位次 shown beside a row's 预估线
 * (a row at 预估线 600 shows what the family's own lookup of 600 in the same table answers).
 *
 * A predicted rank r̂ is shown as the rank of its line: rankToScore(table, r̂) is the highest score reaching r̂, and
 * the line's rank is then ≥ r̂ (every examinee on that line counts), with equality when r̂ falls on a line's last seat.
 *
 * @throws RangeError as {@link scoreToRank} does (a score that is not finite, a table without examinees).
 */
export function lineRank(table: RankTable, score: number): number {
  return scoreToRank(table, score).worst;
}

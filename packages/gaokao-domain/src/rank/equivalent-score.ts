import { rankToScore } from './rank-to-score';
import { scoreToRank } from './score-to-rank';
import type { RankTable } from './types';

/**
 * 等位分: the score in another year's table that reaches the same rank (位次) as `score` does in `fromTable`.
 *
 * The rank used is the score's cumulative count (its 最低位次, the convention of published 等位分 tables), converted
 * back with {@link rankToScore}; scores outside or between a table's rows follow {@link scoreToRank}'s rules.
 */
export function equivalentScore(fromTable: RankTable, toTable: RankTable, score: number): number {
  return rankToScore(toTable, scoreToRank(fromTable, score).cumulative);
}

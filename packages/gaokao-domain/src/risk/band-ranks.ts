import { scoreToRank } from '../rank/score-to-rank';
import type { RankTable } from '../rank/types';
import { STABLE_MARGIN } from './risk-band';

/**
 * 冲/稳/保 read by 位次 instead of by score, for a family at `score` (integer lines, as 预估线 are shown): a row is 冲
 * when its line is above the score, i.e. its line's 位次 (the cautious rank, `lineRank`) is at most the rank of
 * score + 1 (`chongUpTo`); 稳 when its line is 0–15 below, i.e. its 位次 is after that and at most the rank of
 * score − 15 (`stableUpTo`); 保 after that (where a slice is backtested 保 also needs its 99 % line). The same table
 * and the same rule as the 位次 beside each row, so the two readings agree. Null when the table does not reach both
 * boundaries (the score + 1 above its top bucket, or the score − 15 below its last line): the ranks would be guesses.
 */
export interface BandRanks {
  chongUpTo: number;
  stableUpTo: number;
}

export function bandRanks(table: RankTable, score: number): BandRanks | null {
  if (!Number.isFinite(score) || table.length === 0 || !table.some((r) => r.count > 0)) return null;
  const high = scoreToRank(table, Math.floor(score) + 1);
  const low = scoreToRank(table, Math.floor(score) - STABLE_MARGIN);
  if (high.match === 'top' || low.match === 'below') return null;
  return { chongUpTo: high.worst, stableUpTo: low.worst };
}

/** The reading as one sentence (shown under the bands' help on tab 1). */
export function bandRanksHelp(ranks: BandRanks): string {
  return `按位次看：预估线位次在 ${ranks.chongUpTo} 名以内为冲，${ranks.chongUpTo + 1}–${ranks.stableUpTo} 名为稳，${ranks.stableUpTo} 名以后为保（与每行的位次同一张一分一段表）。`;
}

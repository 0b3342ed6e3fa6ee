import { MSG } from '../messages';
import { weightsReweighted } from '../plan-messages';
import { rankToScore } from '../rank/rank-to-score';
import { scoreToRank } from '../rank/score-to-rank';
import type { RankTable } from '../rank/types';

/*
 * The predicted line (预估线) of a college major for the coming year.
 *
 *   1. Each history year gives the rank of its lowest admitted examinee: its minimum rank (最低位次), or — when only
 *      the minimum score is known — that score's cumulative count in that year's 一分一段 table (its worst rank).
 *   2. Each year's rank is scaled to the coming year's field:  rankᵢ × targetExaminees ÷ examineesᵢ.
 *   3. The scaled ranks are averaged with weights by recency: 0.5 for the latest history year, 0.3 for the year
 *      before, 0.2 for the year before that. Years older than that are not used.
 *        yugu_seat = round( Σ wᵢ · scaledRankᵢ ÷ Σ wᵢ )        (round half up)
 *      A year without usable data drops out and the remaining weights are scaled up in proportion, e.g. with only
 *      the two latest years 0.5/0.8 = 0.625 and 0.3/0.8 = 0.375; the result then says `reweighted: true` and carries
 *      the note 仅有2年数据，权重按比例调整.
 *   4. yugu_score = the score that reaches yugu_seat in the coming year's table (rankToScore: the highest score
 *      whose cumulative count is at least the seat).
 *
 * A major with no usable year at all is a new major (新专业): there is nothing to predict from.
 *
 * The arithmetic is exact (integers, BigInt for the weighted mean), so a mean of exactly x.5 always rounds up.
 */

/** One history year of a major: its lowest admission (rank, or score with that year's table) and the field size. */
export interface HistoryYear {
  year: number;
  /** Rank (位次) of the lowest admitted examinee; null, undefined or 0 when unknown. */
  minRank?: number | null;
  /** Lowest admitted score, used only when the rank is unknown and `table` is given; null, undefined or 0 when unknown. */
  minScore?: number | null;
  /** Number of examinees that year (in the same subject group), for scaling the rank. */
  examinees: number;
  /** That year's 一分一段 table, to convert `minScore` to a rank. */
  table?: RankTable | null;
}

/** What {@link predictLine} needs: up to three history years, the coming year's field size and table. */
export interface PredictInput {
  history: readonly HistoryYear[];
  targetExaminees: number;
  targetTable: RankTable;
  /**
   * The latest history year, which takes the 0.5 weight (then latestYear − 1 takes 0.3, latestYear − 2 takes 0.2).
   * Defaults to the latest year listed in `history`, so list a year even when it has no data.
   */
  latestYear?: number;
}

/** How one history year entered the prediction. */
export interface WeightedYear {
  year: number;
  /** The year's share of the weighted mean, after any reweighting (the shares add up to 1). */
  weight: number;
  /** The lowest admitted rank of that year, as given or converted from its minimum score. */
  rank: number;
  /** Whether the rank was given (`minRank`) or converted from the minimum score (`minScore`). */
  from: 'minRank' | 'minScore';
  /** The rank scaled to the coming year's field size. */
  scaledRank: number;
}

/** A prediction from history, or the label for a major with no history. */
export type Prediction =
  | {
      kind: 'predicted';
      /** 预估线: the predicted lowest admitted score. */
      yuguScore: number;
      /** The predicted lowest admitted rank. */
      yuguSeat: number;
      /** The years used, latest first. */
      weights: WeightedYear[];
      /** True when fewer than three years had data and the weights were scaled up. */
      reweighted: boolean;
      /** 仅有N年数据，权重按比例调整 when reweighted, otherwise null. */
      note: string | null;
    }
  | { kind: 'new'; label: typeof MSG.newMajor };

/** Weights in tenths by recency: latest history year, the one before, the one before that. */
const WEIGHT_TENTHS = [5, 3, 2] as const;

/** 预估线: the predicted lowest admitted score and rank from up to three years of history (formula above). */
export function predictLine(input: PredictInput): Prediction {
  positiveInteger(input.targetExaminees, 'targetExaminees');
  const years = new Set<number>();
  for (const h of input.history) {
    if (years.has(h.year)) throw new RangeError(`history lists year ${h.year} twice`);
    years.add(h.year);
  }
  const latest = input.latestYear ?? Math.max(...years);

  const used: Array<{ year: number; weight: number; rank: number; from: WeightedYear['from']; examinees: number }> = [];
  for (const h of input.history) {
    const slot = latest - h.year;
    if (slot < 0) throw new RangeError(`history year ${h.year} is after latestYear ${latest}`);
    const weight = WEIGHT_TENTHS[slot];
    if (weight === undefined) continue;
    const found = lowestRank(h);
    if (found === null) continue;
    positiveInteger(h.examinees, `examinees of ${h.year}`);
    used.push({ year: h.year, weight, examinees: h.examinees, ...found });
  }
  if (used.length === 0) return { kind: 'new', label: MSG.newMajor };
  used.sort((a, b) => b.year - a.year);

  // Exact weighted mean of rankᵢ·T/Eᵢ: one common denominator W·ΠEᵢ, then round half up.
  const target = BigInt(input.targetExaminees);
  const weightSum = used.reduce((s, u) => s + u.weight, 0);
  const product = used.reduce((p, u) => p * BigInt(u.examinees), 1n);
  let numerator = 0n;
  for (const u of used) numerator += BigInt(u.weight) * BigInt(u.rank) * target * (product / BigInt(u.examinees));
  const denominator = BigInt(weightSum) * product;
  const yuguSeat = Number((2n * numerator + denominator) / (2n * denominator));

  const reweighted = used.length < WEIGHT_TENTHS.length;
  return {
    kind: 'predicted',
    yuguScore: rankToScore(input.targetTable, yuguSeat),
    yuguSeat,
    weights: used.map((u) => ({
      year: u.year,
      weight: u.weight / weightSum,
      rank: u.rank,
      from: u.from,
      scaledRank: (u.rank * input.targetExaminees) / u.examinees,
    })),
    reweighted,
    note: reweighted ? weightsReweighted(used.length) : null,
  };
}

/** The year's lowest admitted rank, or null when the year has no usable data (0 counts as unknown, as on the wire). */
function lowestRank(h: HistoryYear): { rank: number; from: WeightedYear['from'] } | null {
  if (h.minRank != null && h.minRank !== 0) {
    positiveInteger(h.minRank, `minRank of ${h.year}`);
    return { rank: h.minRank, from: 'minRank' };
  }
  if (h.minScore != null && h.minScore !== 0 && h.table != null && h.table.length > 0) {
    return { rank: scoreToRank(h.table, h.minScore).cumulative, from: 'minScore' };
  }
  return null;
}

function positiveInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive integer, got ${value}`);
}

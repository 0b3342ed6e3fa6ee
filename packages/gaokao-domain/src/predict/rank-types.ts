/* The records, parameters, features and predictions of the rank model (rank-model.ts explains the model). */

/** One unit of one leave-one-year-out fold: the model's line, last year's line and the actual line of year `year`. */
export interface BlendFold {
  year: number;
  model: number;
  naive: number;
  actual: number;
}

/** One unit's out-of-sample error: log r_actual − log r̂ of a year predicted by a model fitted before it, and its class. */
export interface YearError {
  cls: ResidualClass;
  error: number;
}

/** One published result (or, for the target year, one planned unit without a result) of one admission unit. */
export interface AdmissionRecord {
  year: number;
  /** College code (a province's exam code or the 10-digit institution code; the same kind in every year). */
  code: string;
  /** 专业组 code within the college ('' when the province has none). */
  groupCode: string;
  /** Major title; '' when the row is a whole 专业组 (group-level data). */
  title: string;
  /** Subject requirement (选科要求) as published, e.g. 物+化 or 不限. */
  requirement: string;
  minScore: number | null;
  /** 位次 of the lowest admitted score; used when the score cannot be read in that year's table. */
  minRank: number | null;
  /** Admitted (or planned) number, when known; small enrolments are a residual class of their own. */
  admitted?: number | null;
  /**
   * A group's published remark other than its requirement (中外合作办学, a joint programme; '' or absent when none):
   * group-level rows only, for telling a renumbered list of groups (see group-match.ts).
   */
  remark?: string;
}

/** Model parameters θ₀…θ₃ (see the formula above). */
export type ModelParams = readonly [drift: number, lag: number, momentum: number, mates: number];

export const FEATURE_NAMES = ['drift', 'lag', 'momentum', 'mates'] as const;

/** θ = 0: the latest result read unscaled in the target year's table, i.e. the 等位分 baseline. */
export const ZERO_PARAMS: ModelParams = [0, 0, 0, 0];

/** Residual class of a unit: latest result last year or older, one or more years of history, enrolment size. */
export type ResidualClass = `${'k1' | 'k2+'}|${'h1' | 'h2+'}|${'small' | 'large' | 'na'}`;

/** A fitted model: parameters and the residuals of earlier years by class. */
export interface FittedModel {
  params: ModelParams;
  /** The years whose results were fitted (all before the target year); empty when nothing could be fitted. */
  fittedYears: number[];
  /** Number of (unit, year) pairs fitted. */
  n: number;
  /** Sorted residuals (log rank) by class, plus `all`. */
  residuals: ReadonlyMap<ResidualClass | 'all', readonly number[]>;
  /**
   * How much further the 1 % quantile of the worst earlier year lay than that of all years pooled (log rank, ≤ 0):
   * the 99 % line is moved by it, so that 保 holds even in a year like the worst one fitted (with one fitted year: the
   * worse of that year and its mirror).
   */
  worstYearShift: number;
  /**
   * Each fitted year's shock: the median of its leave-one-year-out residuals (log rank), with two or more fitted years;
   * empty with one (year-shift.ts).
   */
  yearShifts?: readonly number[];
  /** The spread τ of the year-level shift folded into the residuals, when one was (year-shift.ts). */
  yearSpread?: number;
  /**
   * The degrees of freedom of the shift's predictive distribution (the number of shocks τ was estimated from), when the
   * shift is drawn from Student's t rather than the normal (year-shift.ts).
   */
  yearShiftDegrees?: number;
  /** The leave-one-year-out folds in points beside last year's line, for the blend's weight (line-blend.ts). */
  folds?: readonly BlendFold[];
  /** The weight of the model's line in the blend with last year's line (line-blend.ts); absent: the model alone. */
  blendWeight?: number;
}

/** The features of one unit for one target year. */
export interface UnitFeatures {
  key: string;
  /** Latest result before the target year: year and rank. */
  latestYear: number;
  latestRank: number;
  /** Its lowest admitted score that year (for the naive baseline). */
  latestScore: number | null;
  /** Years from the latest result to the target year (k ≥ 1). */
  latestLag: number;
  /** The unit's results before the target year, latest first (the latest is latestYear's). */
  earlier: ReadonlyArray<{ year: number; rank: number }>;
  /** Feature vector x, θ·x is added to log r_L. */
  x: readonly [number, number, number, number];
  cls: ResidualClass;
  /**
   * log r_H − log r_L (≤ 0) where the unit's latest line is met by its group code alone (group-match.ts
   * `metByCodeAlone`: no requirement tells its college's groups apart and the college's list of codes changed): that
   * line may be any of its college's groups' that year, r_H the rank of the hardest of them. Its 99 % line is read as if
   * the unit were that group, so 保 holds whichever group the code named. 0 (absent) otherwise.
   */
  identityShift?: number;
}

/** A unit's prediction for the target year. */
export interface RankPrediction {
  key: string;
  /** Predicted lowest admitted rank (位次). */
  yuguSeat: number;
  /** 预估线: that rank read as a score in the target year's table. */
  yuguScore: number;
  cls: ResidualClass;
  /** The unit's latest result before the target year. */
  latestYear: number;
  latestRank: number;
  latestScore: number | null;
}

/** A unit's outlook for the target year: its predicted line, its 99 % line and the residuals behind its probability. */
export interface UnitOutlook {
  prediction: RankPrediction;
  /** The score that cleared the actual line under 99 % of earlier years' errors; null without a backtest. */
  line99: number | null;
  /**
   * Sorted residuals of the unit's class; null without a backtest, i.e. nothing fitted or a single fitted year
   * ({@link backsProbability}): no probability is shown then.
   */
  residuals: readonly number[] | null;
}

import { rankToScore } from '../rank/rank-to-score';
import { scoreToRank } from '../rank/score-to-rank';
import type { RankTable } from '../rank/types';
import type { FittedModel, RankPrediction, ResidualClass } from './rank-types';
import { YEAR_SHIFT_POINTS } from './year-shift';

/*
 * The rank model's uncertainty (rank-model.ts): the residuals that stand for a unit, their quantiles, the line a 保 row
 * must clear and the 录取概率 of a score.
 */

/** The confidence of the line a 保 row must clear (see risk/risk-band.ts baoLine). */
export const SAFETY_CONFIDENCE = 0.99;

/** Fewer residuals than this in a class and the class borrows from a coarser one. */
export const MIN_CLASS_SIZE = 150;

/**
 * Fewer fitted years than this and no probability is shown (the 99 % line is still used for 保). With one fitted year
 * the residuals are that year's own errors, mirrored: nothing before the target year says how far the next year's
 * spread and shock may lie from them, and no backtest of such a probability can be made on the years before it
 * (a backtest needs a year fitted and a later year to score). With two or more, each year's residuals come from a
 * fit on the other years — a backtest across years inside the fit — and hold several years' shocks.
 */
export const MIN_PROBABILITY_YEARS = 2;

/** Whether a model's residuals back an admission probability (see {@link MIN_PROBABILITY_YEARS}). */
export function backsProbability(model: FittedModel): boolean {
  return model.n > 0 && model.fittedYears.length >= MIN_PROBABILITY_YEARS;
}

/** Points kept of a residual list when it is summed with itself over several years (its 200-quantiles). */
const LAG_POINTS = 200;

const lagMemo = new WeakMap<FittedModel, Map<string, readonly number[]>>();

/** `m` evenly spaced quantiles ((i + ½) / m) of sorted values. */
function resample(sorted: readonly number[], m: number): number[] {
  return Array.from({ length: m }, (_, i) => sorted[Math.min(sorted.length - 1, Math.floor(((i + 0.5) / m) * sorted.length))] as number);
}

/**
 * The residuals that stand for a unit of class `cls` whose latest result is `lag` years old.
 *
 * Lag 1: the class's own residuals, else the same lag and history, else the same lag, else all.
 * Lag k ≥ 2: a line k years old has made k yearly moves since, so its error is taken as the sum of k independent
 * one-year errors — the lag-1 residuals of the same history and size — added up over every pair of their
 * 200-quantiles (k − 1 times). The few units that really skipped a year in the fitted years are too few and too
 * unlike the target year's to stand for them (a unit that paused a year moves more than one that did not).
 * Memoised per model and class; deterministic.
 */
export function residualsFor(model: FittedModel, cls: ResidualClass, lag = 1): readonly number[] {
  const k = Math.max(1, Math.floor(lag));
  let memo = lagMemo.get(model);
  if (memo === undefined) lagMemo.set(model, (memo = new Map()));
  const key = `${cls}|${k}`;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  let out: readonly number[];
  if (k === 1) out = classResiduals(model, cls);
  else {
    const oneYear = residualsFor(model, cls.replace(/^k2\+\|/, 'k1|') as ResidualClass, 1);
    const step = resample(oneYear, Math.min(oneYear.length, LAG_POINTS));
    const before = k === 2 ? step : resample(residualsFor(model, cls, k - 1), step.length);
    const sums: number[] = [];
    for (const a of before) for (const b of step) sums.push(a + b);
    out = sums.sort((a, b) => a - b);
  }
  memo.set(key, out);
  return out;
}

/** The residuals of a class as fitted: the class itself, else the same lag and history, else the same lag, else all. */
function classResiduals(model: FittedModel, cls: ResidualClass): readonly number[] {
  // A class's size is its units': with a year-shift spread each residual stands YEAR_SHIFT_POINTS times.
  const min = MIN_CLASS_SIZE * (model.yearSpread === undefined ? 1 : YEAR_SHIFT_POINTS);
  const own = model.residuals.get(cls);
  if (own !== undefined && own.length >= min) return own;
  const [lag, hist] = cls.split('|') as [string, string];
  const pooled = (test: (c: string) => boolean) => {
    const out: number[] = [];
    for (const [c, list] of model.residuals) if (c !== 'all' && test(c)) for (const x of list) out.push(x);
    return out.sort((a, b) => a - b);
  };
  const lagHist = pooled((c) => c.startsWith(`${lag}|${hist}|`));
  if (lagHist.length >= min) return lagHist;
  const lagOnly = pooled((c) => c.startsWith(`${lag}|`));
  if (lagOnly.length >= min) return lagOnly;
  return model.residuals.get('all') ?? [];
}

/** The median of unsorted values (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >>> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** Nearest-rank quantile q of sorted values. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new RangeError('no values');
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] as number;
}

/**
 * The finite-sample (split-conformal) lower bound of sorted values at level α: the ⌊α(n + 1)⌋-th smallest, so that a
 * new value exchangeable with them falls below it with probability at most α (the smallest value when n + 1 < 1/α,
 * where no bound of that level exists).
 */
export function lowerBound(sorted: readonly number[], alpha: number): number {
  if (sorted.length === 0) throw new RangeError('no values');
  return sorted[Math.max(0, Math.floor(alpha * (sorted.length + 1)) - 1)] as number;
}

/** The unit's line at a confidence: the score that clears the actual line in that share of earlier years' errors. */
export function confidentLine(prediction: RankPrediction, residuals: readonly number[], targetTable: RankTable, confidence: number, extraShift = 0): number {
  // A higher line is a smaller rank: the conformal (1 − confidence) bound of e, moved by `extraShift` (≤ 0: more cautious).
  const e = lowerBound(residuals, 1 - confidence) + Math.min(0, extraShift);
  const seat = Math.max(1, Math.floor(prediction.yuguSeat * Math.exp(e)));
  // The lowest score whose worst rank is at or better than that seat (a score sharing its row with the seat is not
  // enough: its worst rank lies beyond the seat).
  let score = rankToScore(targetTable, seat);
  const top = (targetTable[0] as { score: number }).score;
  while (score <= top && scoreToRank(targetTable, score).worst > seat) score += 1;
  return score;
}

/**
 * 录取概率: the share of earlier years' residuals of the unit's class under which a student of `score` would have been
 * admitted, i.e. under which the actual lowest rank is at or beyond the score's rank in the target year's table.
 * Kept within [0.01, 0.99]: a few hundred earlier errors cannot promise certainty. Null for a score below the table's
 * last row: it has no rank there (tables that stop at the control line, e.g. 江苏's), so no probability is claimed.
 */
export function admissionProbability(prediction: RankPrediction, residuals: readonly number[], targetTable: RankTable, score: number): number | null {
  if (residuals.length === 0) throw new RangeError('no residuals: the probability needs a backtest');
  const band = scoreToRank(targetTable, score);
  if (band.match === 'below') return null;
  const rank = band.worst;
  const threshold = Math.log(rank / prediction.yuguSeat);
  // Count residuals e with e ≥ threshold (residuals are sorted ascending): binary search the first one.
  let lo = 0;
  let hi = residuals.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((residuals[mid] as number) >= threshold) hi = mid;
    else lo = mid + 1;
  }
  const p = (residuals.length - lo + 0.5) / (residuals.length + 1);
  return Math.min(0.99, Math.max(0.01, p));
}

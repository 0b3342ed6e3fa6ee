import { rankToScore } from '../rank/rank-to-score';
import type { RankTable } from '../rank/types';
import { baoLine } from '../risk/risk-band';
import { withBlend } from './line-blend';
import { predictLine } from './predict-line';
import {
  admissionProbability,
  backsProbability,
  confidentLine,
  fitRankModel,
  indexObservations,
  predictBlended,
  residualsFor,
  unitFeatures,
  type AdmissionRecord,
  type BlendFold,
  type FittedModel,
} from './rank-model';

/*
 * Backtest of the predicted lines: hide year T's results, predict every unit of year T that has an earlier result,
 * and compare with what was admitted. Every method is scored on the same units, so the figures compare.
 *
 *   model    the rank-space model (rank-model.ts), fitted on the years before T only, its line blended with last
 *            year's by the weight the set's earlier years chose (line-blend.ts; `blendWeight`, none: the model alone);
 *   naive    last year's line: the unit's latest lowest admitted score;
 *   等位分    the unit's latest lowest rank read unscaled in year T's table;
 *   v1       predictLine (0.5/0.3/0.2 weights over ranks scaled by the examinee counts).
 *
 * bao_edge_hold: for each unit, is a student at the lowest score labelled 保 admitted (score ≥ actual line)? The
 * model labels 保 from max(yugu + 16, 99 % line); the other methods from yugu + 16 (the spec's rule alone).
 *
 * The admission probability is scored on a grid: for every unit, each integer score from yugu − 20 to yugu + 20 that
 * the target year's table covers (below its last row a score has no rank and no probability), admitted when the score
 * is at or above the actual line. Brier = mean (p − admitted)²; ECE = the count-weighted mean
 * gap between the mean probability and the admitted share in ten bins of probability. `probability_shown` says whether
 * the product would show that probability (own model fitted on two or more years); the others are measured only.
 */

export interface MethodMetrics {
  n: number;
  mae: number;
  /** Nearest-rank 90th percentile of the absolute error in points. */
  p90: number;
  /** Mean of |yugu − actual| ÷ actual in rank space. */
  mae_rank_pct: number;
  bao_edge_hold: number;
}

export interface ModelMetrics extends MethodMetrics {
  /** Null when the set has no backtest of its own or borrowed (no probability). */
  brier: number | null;
  ece: number | null;
  /**
   * Whether the product would show this probability: the model is the set's own and fitted on two or more years
   * (backsProbability). A borrowed model or one fitted on a single year is scored here but shown to no one.
   */
  probability_shown: boolean;
}

export interface BacktestReport {
  year: number;
  /** Units predicted (units of year T with an earlier result and a result in year T). */
  n: number;
  model: ModelMetrics;
  naive: MethodMetrics;
  equal_rank: MethodMetrics;
  v1: MethodMetrics;
  params: readonly number[];
  /** The weight of the model's line in the blend with last year's line (1: the model alone). */
  blend_weight: number;
  fitted_years: readonly number[];
  fitted_n: number;
}

export interface BacktestInput {
  records: readonly AdmissionRecord[];
  /** 一分一段 tables by year. */
  tables: ReadonlyMap<number, RankTable>;
  year: number;
  /**
   * The model to use when no earlier year of this set can be fitted (e.g. a province with a single earlier year):
   * a model fitted on other sets' earlier years. Without it such a set is predicted with θ = 0 and has no probability.
   */
  fallback?: FittedModel;
  /** The spread of the year-level shift folded into the set's own model (year-shift.ts); none when absent. */
  yearSpread?: number | null;
  /** The number of shocks behind that spread: the shift is then drawn from Student's t (year-shift.ts). */
  yearShiftDegrees?: number | null;
  /**
   * Blend the model's line with last year's (line-blend.ts): the weight from the set's own leave-one-year-out folds
   * shrunk towards `pooled`, the weight pooled across slices; when the model is the fallback, from `borrowed`, the
   * folds of earlier years predicted by a borrowed model (line-blend.ts borrowedBlendWeight; an empty list: the model
   * alone), or, with `borrowed` absent, the pooled weight (as a set with no fold of its own). Absent: the model alone.
   */
  blend?: { pooled: number | null; borrowed?: ReadonlyArray<readonly BlendFold[]> };
}

/** Confidence of the line a 保 row must clear beside the spec's 15 points. */
export const BAO_CONFIDENCE = 0.99;

/** Scores below and above the predicted line at which the probability is scored. */
const GRID = 20;

const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;

/** Picks the set's own fitted model, or the fallback when nothing earlier could be fitted. */
export function modelFor(
  records: readonly AdmissionRecord[],
  tables: ReadonlyMap<number, RankTable>,
  year: number,
  fallback?: FittedModel,
  yearSpread: number | null = null,
  yearShiftDegrees: number | null = null,
): FittedModel {
  const own = fitRankModel(records, tables, year, { yearSpread, yearShiftDegrees });
  return own.n === 0 && fallback !== undefined ? fallback : own;
}

export function backtestYear(input: BacktestInput): BacktestReport {
  const { records, tables, year } = input;
  const target = tables.get(year);
  if (target === undefined || target.length === 0) throw new RangeError(`no rank table for ${year}`);
  const fitted = modelFor(records, tables, year, input.fallback, input.yearSpread ?? null, input.yearShiftDegrees ?? null);
  const borrowedModel = fitted === input.fallback;
  const model =
    input.blend === undefined
      ? fitted
      : borrowedModel && input.blend.borrowed === undefined
        ? withBlend({ ...fitted, folds: [] }, input.blend.pooled)
        : withBlend(fitted, input.blend.pooled, borrowedModel ? input.blend.borrowed : undefined);
  const earlier = records.filter((r) => r.year < year);
  const observations = indexObservations(earlier, tables);
  const actualIndex = indexObservations(
    records.filter((r) => r.year === year),
    tables,
  );
  const total = (t: RankTable) => (t[t.length - 1] as { cumulative: number }).cumulative;

  const rows: Array<{ actualScore: number; actualRank: number; preds: Record<'model' | 'naive' | 'equal_rank' | 'v1', { score: number; rank: number; bao: number }>; p: (s: number) => number | null }> = [];
  for (const f of unitFeatures(records, year, observations)) {
    const actual = actualIndex.get(f.key)?.get(year);
    if (actual?.score == null || f.latestScore == null) continue;
    const pred = predictBlended(model, f, target);
    const residuals = model.n > 0 ? residualsFor(model, f.cls, f.latestLag) : [];
    const line99 = residuals.length > 0 ? confidentLine(pred, residuals, target, BAO_CONFIDENCE, model.worstYearShift + (f.identityShift ?? 0)) : null;
    const equal = rankToScore(target, f.latestRank);
    // The unit's own earlier results (a renumbered college's group under the codes it had then, see group-match.ts).
    const history = f.earlier
      .filter((e) => e.year < year && e.year >= year - 3 && tables.has(e.year))
      .map((e) => ({ year: e.year, minRank: e.rank, examinees: total(tables.get(e.year) as RankTable) }));
    const v1 = predictLine({ history, targetExaminees: total(target), targetTable: target, latestYear: year - 1 });
    const v1Score = v1.kind === 'predicted' ? v1.yuguScore : equal;
    const v1Rank = v1.kind === 'predicted' ? v1.yuguSeat : f.latestRank;
    rows.push({
      actualScore: actual.score,
      actualRank: actual.rank,
      preds: {
        model: { score: pred.yuguScore, rank: pred.yuguSeat, bao: baoLine(pred.yuguScore, line99) },
        naive: { score: f.latestScore, rank: f.latestRank, bao: baoLine(f.latestScore, null) },
        equal_rank: { score: equal, rank: f.latestRank, bao: baoLine(equal, null) },
        v1: { score: v1Score, rank: v1Rank, bao: baoLine(v1Score, null) },
      },
      p: (s) => (residuals.length > 0 ? admissionProbability(pred, residuals, target, s) : null),
    });
  }

  const method = (m: 'model' | 'naive' | 'equal_rank' | 'v1'): MethodMetrics => {
    const n = rows.length;
    if (n === 0) return { n: 0, mae: 0, p90: 0, mae_rank_pct: 0, bao_edge_hold: 0 };
    const abs = rows.map((r) => Math.abs(r.preds[m].score - r.actualScore)).sort((a, b) => a - b);
    return {
      n,
      mae: round(abs.reduce((s, x) => s + x, 0) / n, 3),
      p90: abs[Math.max(0, Math.ceil(0.9 * n) - 1)] as number,
      mae_rank_pct: round(rows.reduce((s, r) => s + Math.abs(r.preds[m].rank - r.actualRank) / r.actualRank, 0) / n),
      bao_edge_hold: round(rows.filter((r) => r.preds[m].bao >= r.actualScore).length / n),
    };
  };

  // Probability scoring on the grid around each predicted line.
  const bins = Array.from({ length: 10 }, () => ({ n: 0, p: 0, y: 0 }));
  let brier = 0;
  let graded = 0;
  for (const r of rows) {
    const centre = r.preds.model.score;
    for (let s = centre - GRID; s <= centre + GRID; s++) {
      const p = r.p(s);
      if (p === null) continue;
      const y = s >= r.actualScore ? 1 : 0;
      brier += (p - y) ** 2;
      graded += 1;
      const bin = bins[Math.min(9, Math.floor(p * 10))] as { n: number; p: number; y: number };
      bin.n += 1;
      bin.p += p;
      bin.y += y;
    }
  }
  const ece = graded === 0 ? null : bins.reduce((s, b) => s + (b.n === 0 ? 0 : Math.abs(b.p - b.y)), 0) / graded;

  return {
    year,
    n: rows.length,
    model: {
      ...method('model'),
      brier: graded === 0 ? null : round(brier / graded),
      ece: ece === null ? null : round(ece),
      probability_shown: graded > 0 && fitted !== input.fallback && backsProbability(model),
    },
    naive: method('naive'),
    equal_rank: method('equal_rank'),
    v1: method('v1'),
    params: model.params.map((x) => round(x)),
    blend_weight: model.blendWeight ?? 1,
    fitted_years: model.fittedYears,
    fitted_n: model.n,
  };
}

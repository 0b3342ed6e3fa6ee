import type { RankTable } from '../rank/types';
import { fitLad } from './lad';
import { predictUnit, shift, unitFeatures } from './rank-features';
import { indexObservations, type ObservationIndex } from './rank-keys';
import { backsProbability, confidentLine, lowerBound, median, residualsFor, SAFETY_CONFIDENCE } from './rank-quantiles';
import { blendPrediction } from './line-blend';
import { yearShiftDraws } from './year-shift';
import { ZERO_PARAMS, type AdmissionRecord, type BlendFold, type FittedModel, type ModelParams, type RankPrediction, type ResidualClass, type UnitFeatures, type UnitOutlook, type YearError } from './rank-types';

/*
 * Predicted lines v2: a model in rank space (log 位次), fitted per province and subject group on earlier years only.
 *
 * A unit is what a family applies to: one major of a college (per-major data, e.g. 广东) or one 院校专业组 (group-level
 * data, e.g. 江苏). Years are matched by college code, then major title (per-major) or group code (group-level), and
 * the subject requirement (选科要求): a group code reused next year for another requirement is another unit. A college
 * that renumbered its groups between two years (a code present in both names another requirement or remark,
 * group-match.ts) has a group matched across them only by its requirement and remark, when that pair names one group
 * in each year (under whatever code); its other groups are new units.
 *
 * For a target year T, with L the latest year before T in which the unit has a result (lag k = T − L):
 *
 *   log r̂ = log r_L + θ₀ + θ₁·(k − 1) + θ₂·(log r_L − log r_P) + θ₃·(m − log r_L)
 *
 *   r_L  the unit's lowest admitted rank in year L, read unscaled (等位分: seats do not grow with the field);
 *   θ₀   drift: how far lines moved in one year, on average, in the years fitted;
 *   θ₁   lag: the extra drift per year when the unit's latest result is older than last year;
 *   r_P  the unit's result in the data year before L (momentum or reversion of last year's jump; 0 without one);
 *   m    the 专业组-mates signal: the largest latest log rank (the group's floor, its 投档线) among the units of the
 *        unit's 专业组 in year T (per-major data) or among the college's groups (group-level data) — a major admitted
 *        far above its group's floor tends to come back towards it, and the units of one group move together; 0
 *        without mates (a unit alone in its group).
 *
 * The target year's 一分一段 table converts r̂ back to a score (the highest score whose cumulative count reaches it) and
 * its list of units (the published plan) defines the mates; its results are never read. θ is fitted by least absolute
 * deviations (iteratively reweighted, a small ridge keeps absent features at 0) on every (unit, year t) pair with
 * t < T, each predicted from the years before t only. The drift θ₀ is fitted only from two or more years: from one
 * year it cannot be told apart from that year's own shock, and it stays 0 (the other terms are relations within a year).
 *
 * The uncertainty of a unit comes from the residuals e = log r_actual − log r̂ of those earlier years, grouped by class
 * (lag, length of history, size of the enrolment); each year t's residuals come from θ fitted on the other earlier
 * years when there are at least two (with the same rule for the drift), so a whole year's shift is part of the spread;
 * with a single year they are also mirrored about that year's shock (a move as likely up as down, see fitRankModel).
 * A line k ≥ 2 years old adds up k one-year errors of its class ({@link residualsFor}). The 99 % line is the conformal
 * (finite-sample) 1 % bound of those errors ({@link lowerBound}), moved by the worst fitted year's excess.
 */

/*
 * The model by concern: rank-types.ts (records, parameters, features), rank-keys.ts (units across years and their
 * observations), rank-features.ts (the features and the prediction), lad.ts (the fit), rank-quantiles.ts (residuals,
 * the 99 % line and the probability). This file fits θ and predicts a year; it is the model's one door.
 */
export * from './rank-types';
export { indexObservations, listedGroup, mateKey, normalise, recordRank, unitKey, type ObservationIndex } from './rank-keys';
export { predictUnit, unitFeatures } from './rank-features';
export { fitLad } from './lad';
export { normalQuantile, studentDistribution, studentQuantile, YEAR_SHIFT_POINTS, yearShiftDraws, yearShiftEstimate, yearShiftSpread, type YearShift } from './year-shift';
export {
  admissionProbability,
  backsProbability,
  confidentLine,
  lowerBound,
  MIN_CLASS_SIZE,
  MIN_PROBABILITY_YEARS,
  quantile,
  residualsFor,
  SAFETY_CONFIDENCE,
} from './rank-quantiles';

/** A training pair: features of a unit for year t from years before t, and its actual log-rank change. */
interface Example {
  year: number;
  f: UnitFeatures;
  y: number;
}

function examplesFor(records: readonly AdmissionRecord[], observations: ObservationIndex, year: number): Example[] {
  const out: Example[] = [];
  for (const f of unitFeatures(records, year, observations)) {
    const actual = observations.get(f.key)?.get(year);
    if (actual === undefined) continue;
    out.push({ year, f, y: Math.log(actual.rank) - Math.log(f.latestRank) });
  }
  return out;
}

/** Fewer fitted years than this and the drift θ₀ stays 0 (see {@link fitParams}). */
export const MIN_DRIFT_YEARS = 2;

/**
 * θ by least absolute deviations. The drift θ₀ is a year effect: from a single year it cannot be told apart from
 * that year's own shock (the lines of one year moved one way, the next year's need not), so it is fitted only from
 * {@link MIN_DRIFT_YEARS} or more years and stays 0 otherwise; the other terms are relations within a year.
 */
function fitParams(examples: readonly Example[]): ModelParams {
  const withDrift = new Set(examples.map((e) => e.year)).size >= MIN_DRIFT_YEARS;
  const beta = fitLad(
    examples.map((e) => (withDrift ? e.f.x : [0, ...e.f.x.slice(1)])),
    examples.map((e) => e.y),
  );
  return [beta[0] ?? 0, beta[1] ?? 0, beta[2] ?? 0, beta[3] ?? 0];
}

/**
 * Fits the model for target year `target` from the results of earlier years only: every record of year `target` or
 * later is ignored as a result (records of `target` are still the list of units when predicting, elsewhere).
 */
export function fitRankModel(
  records: readonly AdmissionRecord[],
  tables: ReadonlyMap<number, RankTable>,
  target: number,
  opts: { yearSpread?: number | null; yearShiftDegrees?: number | null } = {},
): FittedModel {
  const spread = opts.yearSpread ?? null;
  const degrees = opts.yearShiftDegrees ?? null;
  const draws = spread === null ? null : yearShiftDraws(spread, degrees);
  const earlier = records.filter((r) => r.year < target);
  const observations = indexObservations(earlier, tables);
  const years = [...new Set(earlier.map((r) => r.year))].sort((a, b) => a - b);
  const byYear = new Map<number, Example[]>();
  for (const y of years) {
    const ex = examplesFor(earlier, observations, y);
    if (ex.length > 0) byYear.set(y, ex);
  }
  const all = [...byYear.values()].flat();
  if (all.length === 0) return { params: ZERO_PARAMS, fittedYears: [], n: 0, residuals: new Map(), worstYearShift: 0 };
  const params = fitParams(all);
  const residualsByClass = new Map<ResidualClass | 'all', number[]>();
  const push = (k: ResidualClass | 'all', e: number) => {
    const list = residualsByClass.get(k) ?? [];
    list.push(e);
    residualsByClass.set(k, list);
  };
  const yearQuantiles: number[] = [];
  const yearShifts: number[] = [];
  const folds: BlendFold[] = [];
  for (const [year, ex] of byYear) {
    const others = byYear.size > 1 ? [...byYear].filter(([y]) => y !== year).flatMap(([, e]) => e) : ex;
    const p = byYear.size > 1 ? fitParams(others) : params;
    const own = ex.map((e) => e.y - shift(p, e.f.x));
    // The same fold in points, beside last year's line, for choosing the blend's weight (line-blend.ts).
    const table = tables.get(year);
    if (table !== undefined && table.length > 0) {
      for (const e of ex) {
        const actual = observations.get(e.f.key)?.get(year)?.score ?? null;
        if (actual === null || e.f.latestScore === null) continue;
        folds.push({ year, model: predictUnit(p, e.f, table).yuguScore, naive: e.f.latestScore, actual });
      }
    }
    const shock = median(own);
    if (byYear.size > 1) yearShifts.push(shock);
    // With a year-shift spread (year-shift.ts): the year's errors about its own shock, plus a shift drawn from
    // N(0, τ²). Without: a single fitted year's residuals sit around that year's own shock (their median), one draw of
    // a move as likely up as down, so they are taken both as they are and mirrored about 0 (moved by −2 × the median);
    // with more years the leave-one-year-out residuals already hold several years' shocks.
    const mirror = draws === null && byYear.size === 1 ? -2 * shock : null;
    own.forEach((r, i) => {
      const cls = (ex[i] as Example).f.cls;
      const values = draws !== null ? draws.map((d) => r - shock + d) : mirror === null ? [r] : [r, r + mirror];
      for (const v of values) {
        push(cls, v);
        push('all', v);
      }
    });
    yearQuantiles.push(lowerBound(own.sort((a, b) => a - b), 1 - SAFETY_CONFIDENCE));
    // The mirrored year counts as a year seen: the worse of the two sets the shift.
    if (mirror !== null) yearQuantiles.push(lowerBound(own.map((r) => r + mirror), 1 - SAFETY_CONFIDENCE));
  }
  for (const list of residualsByClass.values()) list.sort((a, b) => a - b);
  const pooled = lowerBound(residualsByClass.get('all') ?? [0], 1 - SAFETY_CONFIDENCE);
  const worstYearShift = Math.min(0, ...yearQuantiles.map((q) => q - pooled));
  return {
    params,
    fittedYears: [...byYear.keys()],
    n: all.length,
    residuals: residualsByClass,
    worstYearShift,
    yearShifts,
    folds,
    ...(spread === null ? {} : { yearSpread: spread }),
    ...(spread === null || degrees === null ? {} : { yearShiftDegrees: degrees }),
  };
}

/**
 * A unit's prediction with the model's blend (line-blend.ts): the model's line blended with last year's by the
 * model's `blendWeight` (none: the model alone).
 */
export function predictBlended(model: FittedModel, f: UnitFeatures, table: RankTable): RankPrediction {
  const prediction = predictUnit(model.params, f, table);
  return model.blendWeight === undefined ? prediction : blendPrediction(prediction, model.blendWeight, table);
}

/**
 * The errors of year `year` as predicted by `model` (fitted on years before `year` only: the slice's own, or pooled
 * from other slices): log r_actual − log r̂ of every unit of `year` with an earlier result and a result in `year`, the
 * model's own line (no blend). Empty when the model fitted nothing or the year has no table.
 */
export function yearErrors(records: readonly AdmissionRecord[], tables: ReadonlyMap<number, RankTable>, year: number, model: FittedModel): YearError[] {
  return predictedYear(records, tables, year, model).map(({ f, actual, predicted }) => ({ cls: f.cls, error: Math.log(actual.rank) - Math.log(predicted.yuguSeat) }));
}

/**
 * Every unit of `year` with an earlier result and a result in `year`, beside `model`'s own prediction of it (no blend;
 * `model` fitted on years before `year` only). Empty when the model fitted nothing or the year has no table.
 */
function predictedYear(records: readonly AdmissionRecord[], tables: ReadonlyMap<number, RankTable>, year: number, model: FittedModel) {
  const table = tables.get(year);
  if (model.n === 0 || table === undefined || table.length === 0) return [];
  const observations = indexObservations(
    records.filter((r) => r.year < year),
    tables,
  );
  const actualOf = indexObservations(
    records.filter((r) => r.year === year),
    tables,
  );
  return unitFeatures(records, year, observations).flatMap((f) => {
    const actual = actualOf.get(f.key)?.get(year);
    return actual === undefined ? [] : [{ f, actual, predicted: predictUnit(model.params, f, table) }];
  });
}

/**
 * The blend's folds of year `year` as predicted by `model` (fitted on years before `year` only; for a borrowed model,
 * pooled from other slices): every unit of `year` with an earlier line and a line in `year`, the model's own line (no
 * blend) beside last year's and the actual line, in points (line-blend.ts). Empty when the model fitted nothing or the
 * year has no table.
 */
export function yearFolds(records: readonly AdmissionRecord[], tables: ReadonlyMap<number, RankTable>, year: number, model: FittedModel): BlendFold[] {
  return predictedYear(records, tables, year, model).flatMap(({ f, actual, predicted }) =>
    f.latestScore === null || actual.score == null ? [] : [{ year, model: predicted.yuguScore, naive: f.latestScore, actual: actual.score }],
  );
}

/**
 * The shock of year `year` as predicted by `model` ({@link yearErrors}): the median error. Positive: the lines fell
 * further down the ranks than predicted. An out-of-sample shock, observed once the year's results are out, for the
 * spread of the year-level shift of later years (year-shift.ts `yearShiftEstimate`); null when no unit was predicted.
 */
export function yearShock(records: readonly AdmissionRecord[], tables: ReadonlyMap<number, RankTable>, year: number, model: FittedModel): number | null {
  const errors = yearErrors(records, tables, year, model);
  return errors.length === 0 ? null : median(errors.map((e) => e.error));
}

/**
 * The outlook of every unit of year `target`'s list that has an earlier result, with `model` (fitted on earlier years
 * by {@link fitRankModel}). Results of year `target` or later in `records` are not read.
 */
export function predictYear(
  records: readonly AdmissionRecord[],
  tables: ReadonlyMap<number, RankTable>,
  target: number,
  model: FittedModel,
  confidence = SAFETY_CONFIDENCE,
): Map<string, UnitOutlook> {
  const table = tables.get(target);
  if (table === undefined || table.length === 0) throw new RangeError(`no rank table for ${target}`);
  const observations = indexObservations(
    records.filter((r) => r.year < target),
    tables,
  );
  const out = new Map<string, UnitOutlook>();
  for (const f of unitFeatures(records, target, observations)) {
    const prediction = predictBlended(model, f, table);
    const residuals = model.n > 0 ? residualsFor(model, f.cls, f.latestLag) : [];
    out.set(f.key, {
      prediction,
      line99: residuals.length > 0 ? confidentLine(prediction, residuals, table, confidence, model.worstYearShift + (f.identityShift ?? 0)) : null,
      residuals: residuals.length > 0 && backsProbability(model) ? residuals : null,
    });
  }
  return out;
}

import {
  admissionProbability,
  backtestYear,
  fitRankModel,
  pooledBlendWeight,
  predictYear,
  probabilityNote,
  scoreToRank,
  unitKey as recordKey,
  withBlend,
  yearShiftSpread,
  type AdmissionRecord,
  type FittedModel,
  type RankTable,
  type UnitOutlook,
} from 'gaokao-domain';
import { toAdmissionRecord } from './backtest';
import { matchingRows } from './match';
import type { UnitRow } from './dataset';

/*
 * Predicted lines v2 for a slice of real data (gaokao-domain predict/rank-model.ts): the model is fitted on the
 * slice's own earlier years (results before the plan year) and predicts every unit of the plan year's list, its line
 * blended with last year's by the weight the slice's own leave-one-year-out folds choose, shrunk towards the weight
 * pooled across every real slice (gaokao-domain predict/line-blend.ts). A slice
 * whose province and group have nothing earlier to fit (one year of results, or demo data) gets no outlook and keeps
 * the first method's line, without a probability: the probability is shown only where the slice's own backtest backs
 * it and was calibrated (gaokao-domain probabilityNote); a row without one says why (`gailv_note`).
 */

/** A unit's line, 99 % line and the residuals of its class, for the band and the probability at a plan's score. */
export interface Outlook {
  yuguScore: number;
  yuguSeat: number;
  line99: number | null;
  /** The plan year's table the line is read in (for the probability at a score). */
  table: RankTable;
  outlook: UnitOutlook;
  /**
   * The calibration error of the slice's own backtest: its latest year of results before the plan year hidden and
   * predicted by the same model from the years before it (gaokao-domain backtestYear); null when no such backtest backs
   * a probability (a model fitted on a single year). 录取概率 is shown only where it is at most 0.03 (probabilityNote).
   */
  ece: number | null;
}

/** A slice's results before the plan year as the model's records, its tables, and the year its backtest hides. */
export function sliceInput<T extends UnitRow>(
  byYear: ReadonlyMap<number, readonly T[]>,
  ming: number,
  tableOf: (year: number) => RankTable | undefined,
  target: RankTable,
  matchOf: (r: T) => T = matchingRows([...byYear.values()].flat()),
): { records: AdmissionRecord[]; tables: Map<number, RankTable>; checkYear: number | null } {
  const records: AdmissionRecord[] = [];
  const tables = new Map<number, RankTable>();
  for (const [year, rows] of byYear) {
    if (year >= ming) continue;
    const t = tableOf(year);
    if (t !== undefined) tables.set(year, t);
    for (const r of rows) if (r.min_score != null || r.min_rank != null) records.push(toAdmissionRecord(matchOf(r)));
  }
  tables.set(ming, target);
  const latest = Math.max(...records.map((r) => r.year).filter((y) => y < ming && tables.has(y)));
  return { records, tables, checkYear: Number.isFinite(latest) ? latest : null };
}

type SeasonSlice<T extends UnitRow = UnitRow> = {
  byYear: ReadonlyMap<number, readonly T[]>;
  ming: number;
  tableOf: (year: number) => RankTable | undefined;
  target: RankTable;
  /** Each row as cross-year matching reads it (match.ts matchingRows; computed from `byYear` when absent). */
  matchOf?: (r: T) => T;
};

/**
 * What every real slice lends the others, by target year (each slice's plan year and backtest year), from every slice's
 * model fitted on the years before it: the spread of the year-level shift (gaokao-domain year-shift.ts; from the slices
 * with two or more fitted years; null when none has) and the blend's pooled weight (gaokao-domain line-blend.ts
 * pooledBlendWeight; from the slices with a leave-one-year-out fold; null when none has).
 */
export function seasonPriors<T extends UnitRow>(slices: ReadonlyArray<SeasonSlice<T>>): { spreadOf: (year: number) => number | null; blendOf: (year: number) => number | null } {
  const inputs = slices.map((s) => ({ ...sliceInput(s.byYear, s.ming, s.tableOf, s.target, s.matchOf), ming: s.ming }));
  const years = new Set<number>();
  for (const i of inputs) {
    years.add(i.ming);
    if (i.checkYear !== null) years.add(i.checkYear);
  }
  const spreads = new Map<number, number | null>();
  const blends = new Map<number, number | null>();
  for (const y of years) {
    const fits: FittedModel[] = [];
    // A slice with fewer than two years of results before y has no fold (and fewer than three no two fitted years).
    for (const i of inputs) if (new Set(i.records.filter((r) => r.year < y).map((r) => r.year)).size >= 2) fits.push(fitRankModel(i.records, i.tables, y));
    spreads.set(y, yearShiftSpread(fits));
    blends.set(y, pooledBlendWeight(fits.map((m) => m.folds ?? [])));
  }
  return { spreadOf: (year) => spreads.get(year) ?? null, blendOf: (year) => blends.get(year) ?? null };
}

/** The spread of the year-level shift by target year ({@link seasonPriors}). */
export function seasonSpreads(slices: ReadonlyArray<SeasonSlice>): (year: number) => number | null {
  return seasonPriors(slices).spreadOf;
}

/**
 * Outlooks of a slice's plan-year units, by row. `byYear`: the slice's rows by year; `ming`: the plan year;
 * `planRows`: its list (a published plan, or the latest admission year's rows carried over); `tableOf`: the tables by
 * year; `target`: the table the plan year is read in (its own, else the latest before it); `spreadOf`: the spread of
 * the year-level shift folded into the model fitted for a target year ({@link seasonSpreads}); `blendOf`: the blend's
 * pooled weight for a target year ({@link seasonPriors}; absent: no blend, the model's line alone); `matchOf`: each
 * row as cross-year matching reads it (match.ts matchingRows).
 */
export function sliceOutlooks<T extends UnitRow>(
  byYear: ReadonlyMap<number, readonly T[]>,
  ming: number,
  planRows: readonly T[],
  tableOf: (year: number) => RankTable | undefined,
  target: RankTable,
  spreadOf: (year: number) => number | null = () => null,
  blendOf?: (year: number) => number | null,
  matchOf: (r: T) => T = matchingRows([...byYear.values()].flat()),
): Map<T, Outlook> | null {
  const { records, tables, checkYear } = sliceInput(byYear, ming, tableOf, target, matchOf);
  const fitted = fitRankModel(records, tables, ming, { yearSpread: spreadOf(ming) });
  if (fitted.n === 0) return null;
  const model = blendOf === undefined ? fitted : withBlend(fitted, blendOf(ming));
  const planned = planRows.map((r) => ({ ...toAdmissionRecord(matchOf(r)), year: ming, minScore: null, minRank: null }));
  const outlooks = predictYear([...records, ...planned], tables, ming, model);
  // The slice's own leave-one-year-out backtest: its latest year of results before the plan year.
  const check = checkYear !== null && model.residuals.size > 0 ? backtestYear({ records, tables, year: checkYear, yearSpread: spreadOf(checkYear), ...(blendOf === undefined ? {} : { blend: { pooled: blendOf(checkYear) } }) }) : null;
  const ece = check !== null && check.model.probability_shown ? check.model.ece : null;
  const out = new Map<T, Outlook>();
  planRows.forEach((r, i) => {
    const o = outlooks.get(recordKey(planned[i] as (typeof planned)[number]));
    if (o === undefined) return;
    out.set(r, { yuguScore: o.prediction.yuguScore, yuguSeat: o.prediction.yuguSeat, line99: o.line99, table: target, outlook: o, ece });
  });
  return out;
}

/**
 * Why a unit has no 录取概率 at a score (gaokao-domain probabilityNote), or null when it has one: no backtest backs it
 * (demo data, no earlier year, a model fitted on a single year), the slice's backtest was not calibrated, or the
 * score lies below the plan year's table (no rank there).
 */
export function probabilityReason(o: Outlook | null | undefined, score: number): string | null {
  const backed = o != null && o.outlook.residuals !== null;
  const below = backed && Number.isFinite(score) && scoreToRank(o.table, score).match === 'below';
  const note = probabilityNote(backed ? o.ece : null, below || !Number.isFinite(score));
  return note.shown ? null : note.reason;
}

/** 录取概率 of a unit at a score, rounded to a hundredth; null where {@link probabilityReason} gives a reason. */
export function probabilityAt(o: Outlook | null | undefined, score: number): number | null {
  if (o == null || o.outlook.residuals === null || probabilityReason(o, score) !== null) return null;
  const p = admissionProbability(o.outlook.prediction, o.outlook.residuals, o.table, score);
  return p === null ? null : Math.round(p * 100) / 100;
}

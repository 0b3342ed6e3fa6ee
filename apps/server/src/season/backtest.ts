import {
  backtestYear,
  fitRankModel,
  groupNameParts,
  blendError,
  ownBlendWeight,
  pooledBlendWeight,
  poolModels,
  sliceBlendWeight,
  withBorrowedErrors,
  yearErrors,
  yearFolds,
  yearShiftEstimate,
  yearShock,
  type AdmissionRecord,
  type BacktestReport,
  type BlendFold,
  type FittedModel,
  type RankTable,
  type YearError,
  type YearShift,
} from 'gaokao-domain';
import { isGroupUnit } from './import/kinds';
import { matchingRows } from './match';
import type { RankRow as SeasonRankRow, UnitRow } from './dataset';

/*
 * The backtest of the predicted lines (`pnpm run backtest`): for every province, subject group and year that has a
 * rank table, results, and results in an earlier year, hide that year's results and predict every unit that has an
 * earlier result — with the domain's model (gaokao-domain predict/rank-model.ts, fitted on the earlier years only),
 * last year's line (naive), the 等位分 of last year's rank (equal_rank) and the first method (v1, predictLine). All
 * four are scored on the same units; see gaokao-domain predict/backtest.ts for the metrics. The model's line is blended
 * with last year's by a weight chosen on the set's own leave-one-year-out folds before the target year, shrunk towards
 * the weight pooled across every set's folds (gaokao-domain predict/line-blend.ts).
 *
 * A set with no earlier year to fit (江苏 has results for 2023 and 2024 only, 湖北 for 2024 and 2025) borrows the model
 * pooled across the other sets of its subject group (else of every group) fitted before the target year
 * (gaokao-domain poolModels), and says so in
 * `model_from`; its 99 % line and probability rest on the errors of earlier years that were predicted the same way,
 * matched as the set's own years are (gaokao-domain withBorrowedErrors), and its blend weight on the same years' lines
 * beside last year's (gaokao-domain borrowedBlendWeight); its probability is not shown in the product,
 * only measured here. A set with nothing to fit anywhere
 * (广东 2022) or nothing to predict from (2024 results without 位次) is `exempt` from the targets and says why.
 */

/**
 * A season unit row as the domain's admission record (a 专业组-level row has no major title; its remark other than the
 * requirement, e.g. 中外合作办学, is read from the group's published name for matching years, see gaokao-domain
 * predict/group-match.ts).
 */
export function toAdmissionRecord(u: UnitRow): AdmissionRecord {
  return {
    year: u.year,
    code: u.code,
    groupCode: u.group_code,
    title: isGroupUnit(u) ? '' : u.specialty_title,
    requirement: u.the_second,
    ...(isGroupUnit(u) ? { remark: groupNameParts(u.major_remark).remark } : {}),
    minScore: u.min_score,
    minRank: u.min_rank,
    admitted: u.admitted,
  };
}

/** One province's and group's 一分一段 tables by year, rows by score descending. */
export function tablesOf(ranks: readonly SeasonRankRow[], province: string, group: string): Map<number, RankTable> {
  const tables = new Map<number, Array<{ score: number; count: number; cumulative: number }>>();
  for (const r of ranks) {
    if (r.province !== province || r.group_d !== group) continue;
    let t = tables.get(r.year);
    if (!t) tables.set(r.year, (t = []));
    t.push({ score: r.score, count: r.count, cumulative: r.cumulative });
  }
  for (const t of tables.values()) t.sort((a, b) => b.score - a.score);
  return tables;
}

export interface BacktestLine extends BacktestReport {
  province: string;
  group: string;
  /**
   * Whose earlier years the model was fitted on: the set itself (`<province>`), `pooled` (a set with nothing of its
   * own to fit borrows the model pooled across the other sets of its subject group, else of every group, fitted before
   * the target year, gaokao-domain poolModels), or `none` (nothing anywhere to fit).
   */
  model_from: string;
  /** Why the set is exempt from the targets (nothing earlier to fit or to predict from); absent when it is not. */
  exempt?: string;
}

export interface BacktestFilter {
  province?: string;
  group?: string;
  year?: number;
  /**
   * Fold the year-level shift into the models (gaokao-domain year-shift.ts): `normal` (the default) draws it from the
   * normal, `t` from Student's t with as many degrees of freedom as shocks behind the spread, `off` not at all;
   * `forward` from the normal with a spread that also counts the out-of-sample shocks of every set's earlier targets
   * (each year before the target as predicted by the model fitted before it, its own or the pooled one: gaokao-domain
   * `yearShock`).
   */
  yearShift?: 'off' | 'normal' | 't' | 'forward';
  /** Blend the model's line with last year's (gaokao-domain line-blend.ts); true unless false. */
  blend?: boolean;
  /**
   * A borrowed model's uncertainty from the errors of earlier borrowed predictions (gaokao-domain withBorrowedErrors);
   * true unless false (false: the residuals of the sets it is pooled from).
   */
  borrowedErrors?: boolean;
  /**
   * A borrowed model's blend weight from the folds of earlier borrowed predictions (gaokao-domain borrowedBlendWeight);
   * true unless false (false: the weight pooled across the sets' own folds, as a set with no fold of its own takes it).
   */
  borrowedBlend?: boolean;
}

interface BacktestSet {
  province: string;
  group: string;
  records: AdmissionRecord[];
  tables: Map<number, RankTable>;
  /** Years with results, ascending. */
  years: number[];
  /**
   * Whether some year's source gives no requirement for most of its groups (湖北, 湖南, 北京, 上海: 2024 by the
   * institution code, mostly without requirements; 2025 by the exam code): its groups are matched by college and group
   * number alone.
   */
  byName: boolean;
  /** The records matched that way, requirement and remark left out, whatever the sources (for a borrowed model's errors). */
  recordsByName: AdmissionRecord[];
}

/**
 * The sets (province, subject group) of the backtest, read as the import stores them:
 * - one batch a year: the year's largest (the ordinary 本科 batch; 提前批, special plans, 一本/二本's second batch and a
 *   B 阶段 are other units with other lines);
 * - every row matched across years as the product matches it (match.ts, gaokao-domain predict/college-match.ts): a
 *   college by its name as matched to the Ministry list (renames followed, a code kept where a college writes one unit
 *   under two codes), a 专业组 by its number within the college, and the requirement and remark left out where some
 *   year's source gives none (湖北 2024 by the 10-digit institution code without requirements, 2025 by the exam code).
 */
export function backtestInput(ranks: readonly SeasonRankRow[], admissions: readonly UnitRow[]): BacktestSet[] {
  const rows = new Map<string, UnitRow[]>();
  for (const a of admissions) {
    if (a.min_score == null && a.min_rank == null) continue;
    const k = `${a.province}|${a.group_d}`;
    const list = rows.get(k);
    if (list) list.push(a);
    else rows.set(k, [a]);
  }
  const out: BacktestSet[] = [];
  for (const list of rows.values()) {
    const { province, group_d: group } = list[0] as UnitRow;
    const batches = new Map<string, number>();
    for (const a of list) batches.set(`${a.year}|${a.batch}`, (batches.get(`${a.year}|${a.batch}`) ?? 0) + 1);
    const main = new Map<number, { batch: string; n: number }>();
    for (const [k, n] of batches) {
      const [y, batch] = [Number(k.slice(0, 4)), k.slice(5)];
      const m = main.get(y);
      if (!m || n > m.n) main.set(y, { batch, n });
    }
    const kept = list.filter((a) => main.get(a.year)?.batch === a.batch);
    // Every row as the product matches it across years (match.ts, gaokao-domain predict/college-match.ts).
    const matchOf = matchingRows(kept);
    const records = kept.map((a) => toAdmissionRecord(matchOf(a)));
    const recordsByName = records.map((r) => ({ ...r, requirement: '', ...(r.remark !== undefined ? { remark: '' } : {}) }));
    out.push({ province, group, records, tables: tablesOf(ranks, province, group), years: [...main.keys()].sort((a, b) => a - b), byName: matchOf.requirementDropped, recordsByName });
  }
  return out.sort((a, b) => (a.province === b.province ? a.group.localeCompare(b.group) : a.province.localeCompare(b.province)));
}

/** Backtests every set (province, group, year) the data allows, or those matching the filter. */
export function backtestSets(ranks: readonly SeasonRankRow[], admissions: readonly UnitRow[], filter: BacktestFilter = {}): BacktestLine[] {
  const sets = backtestInput(ranks, admissions);
  const plain = new Map<string, FittedModel>();
  const plainFit = (s: BacktestSet, year: number) => {
    const k = `${s.province}|${s.group}|${year}`;
    let m = plain.get(k);
    if (m === undefined) plain.set(k, (m = fitRankModel(s.records, s.tables, year)));
    return m;
  };
  // The model a set's year is predicted with (before the blend and without the shift): the set's own fit, else the
  // models of the same subject group's other sets pooled, else of every other set.
  const predictorOf = (s: BacktestSet, year: number, fitOf: (o: BacktestSet, y: number) => FittedModel): FittedModel => {
    const own = fitOf(s, year);
    if (own.n > 0) return own;
    const others = sets.filter((o) => o !== s);
    const sameGroup = poolModels(others.filter((o) => o.group === s.group).map((o) => fitOf(o, year)));
    return sameGroup.n > 0 ? sameGroup : poolModels(others.map((o) => fitOf(o, year)));
  };
  // Out-of-sample shocks before a target year (`forward`): every set's every earlier year with an earlier result, as
  // predicted by the model fitted before that year.
  const shocksBefore = (year: number): number[] => {
    if (filter.yearShift !== 'forward') return [];
    const out: number[] = [];
    for (const o of sets)
      for (const y of o.years) {
        if (y >= year || !o.tables.has(y) || !o.years.some((e) => e < y)) continue;
        const shock = yearShock(o.records, o.tables, y, predictorOf(o, y, plainFit));
        if (shock !== null) out.push(shock);
      }
    return out;
  };
  // The year-level shift for a target year: its spread from every set with two or more years fitted before it.
  const shifts = new Map<number, YearShift | null>();
  const shiftOf = (year: number): YearShift | null => {
    if (filter.yearShift === 'off') return null;
    if (!shifts.has(year)) {
      const estimate = yearShiftEstimate(
        sets.map((o) => plainFit(o, year)),
        shocksBefore(year),
      );
      shifts.set(year, estimate === null ? null : filter.yearShift === 't' ? estimate : { ...estimate, degrees: 0 });
    }
    return shifts.get(year) ?? null;
  };
  const degreesOf = (shift: YearShift | null) => (shift === null || shift.degrees === 0 ? null : shift.degrees);
  const fits = new Map<string, FittedModel>();
  const fitOf = (s: BacktestSet, year: number) => {
    const shift = shiftOf(year);
    if (shift === null) return plainFit(s, year);
    const k = `${s.province}|${s.group}|${year}`;
    let m = fits.get(k);
    if (m === undefined) fits.set(k, (m = fitRankModel(s.records, s.tables, year, { yearSpread: shift.spread, yearShiftDegrees: degreesOf(shift) })));
    return m;
  };
  // A borrowed model's errors (gaokao-domain withBorrowedErrors): every year before the target year that was itself
  // predicted by a borrowed model (a set with nothing of its own to fit before it), its units matched as the target
  // set's are (by college name and group code when the target set's sources name colleges differently): the same
  // subject group's, else every group's.
  const borrowedYears = <T>(
    s: BacktestSet,
    year: number,
    read: (records: readonly AdmissionRecord[], o: BacktestSet, y: number, model: FittedModel) => readonly T[],
    sameGroupFirst = true,
  ): Array<readonly T[]> => {
    const of = (test: (o: BacktestSet) => boolean) => {
      const out: Array<readonly T[]> = [];
      for (const o of sets) {
        if (!test(o)) continue;
        for (const y of o.years) {
          if (y >= year || !o.tables.has(y) || !o.years.some((e) => e < y) || plainFit(o, y).n > 0) continue;
          const list = read(s.byName ? o.recordsByName : o.records, o, y, predictorOf(o, y, plainFit));
          if (list.length > 0) out.push(list);
        }
      }
      return out;
    };
    const same = sameGroupFirst ? of((o) => o.group === s.group) : [];
    return same.length > 0 ? same : of(() => true);
  };
  const borrowedErrors = (s: BacktestSet, year: number): Array<readonly YearError[]> => borrowedYears(s, year, (records, o, y, model) => yearErrors(records, o.tables, y, model));
  // A borrowed model's blend weight (gaokao-domain borrowedBlendWeight): the same earlier borrowed predictions, each
  // unit's model line beside its last year's line, matched as the target set's are.
  const borrowedFolds = (s: BacktestSet, year: number): Array<readonly BlendFold[]> => borrowedYears(s, year, (records, o, y, model) => yearFolds(records, o.tables, y, model), false);
  // The blend's weight pooled across every set's leave-one-year-out folds before the target year.
  const pooledBlend = new Map<number, number | null>();
  const pooledBlendOf = (year: number) => {
    if (!pooledBlend.has(year)) pooledBlend.set(year, pooledBlendWeight(sets.map((o) => plainFit(o, year).folds ?? [])));
    return pooledBlend.get(year) ?? null;
  };
  const out: BacktestLine[] = [];
  for (const s of sets) {
    if (filter.province !== undefined && s.province !== filter.province) continue;
    if (filter.group !== undefined && s.group !== filter.group) continue;
    for (const year of s.years) {
      if (filter.year !== undefined && year !== filter.year) continue;
      if (!s.tables.has(year) || !s.years.some((y) => y < year)) continue;
      const own = fitOf(s, year);
      // Nothing of its own: the models of the same subject group's other sets pooled, else of every other set.
      const model = predictorOf(s, year, fitOf);
      const from = own.n > 0 ? s.province : model.n > 0 ? 'pooled' : 'none';
      const shift = shiftOf(year);
      const report = backtestYear({
        records: s.records,
        tables: s.tables,
        year,
        fallback: model === own ? undefined : filter.borrowedErrors === false ? model : withBorrowedErrors(model, borrowedErrors(s, year)),
        yearSpread: shift?.spread ?? null,
        yearShiftDegrees: degreesOf(shift),
        ...(filter.blend === false ? {} : { blend: { pooled: pooledBlendOf(year), ...(model === own || filter.borrowedBlend === false ? {} : { borrowed: borrowedFolds(s, year) }) } }),
      });
      const earlier = s.years.filter((y) => y < year);
      const exempt =
        report.n === 0
          ? `no unit of ${year} has a readable earlier line (${earlier.join(', ')}: no 一分一段 table, so no 位次, or no unit matched)`
          : model.n === 0
            ? `nothing before ${year} to fit, in any set`
            : undefined;
      out.push({ province: s.province, group: s.group, model_from: from, ...report, ...(exempt ? { exempt } : {}) });
    }
  }
  return out;
}

/** A set's blend weight for a plan year whose results are not yet known, and the folds that choose it. */
export interface PlanWeight {
  province: string;
  group: string;
  plan_year: number;
  /** Years of results the model is fitted on (those before the plan year). */
  fitted_years: number[];
  /** Leave-one-year-out fold years and the units in them. */
  fold_years: number[];
  fold_n: number;
  /** The folds' MAE of the model's line (w = 1) and of last year's line (w = 0); null without folds. */
  model_mae: number | null;
  naive_mae: number | null;
  /** The weight the set's own folds choose; null without folds. */
  own: number | null;
  /** The weight pooled across every set's folds. */
  pooled: number | null;
  /** The weight the product blends with: own shrunk towards pooled (gaokao-domain sliceBlendWeight). */
  w: number;
}

/**
 * The blend weight of every set with two or more years of results for a plan year after them (the product's rule,
 * outlook.ts `seasonPriors` and `sliceOutlooks`: the set's leave-one-year-out folds, shrunk towards the weight pooled
 * across every set's folds). No year is hidden: this shows what the product does with the years it has, for instance
 * whether a set where last year's line beat the model falls back towards it.
 */
export function planBlendWeights(ranks: readonly SeasonRankRow[], admissions: readonly UnitRow[], planYear: number): PlanWeight[] {
  const sets = backtestInput(ranks, admissions);
  const fits = sets.map((s) => fitRankModel(s.records, s.tables, planYear));
  const pooled = pooledBlendWeight(fits.map((m) => m.folds ?? []));
  const out: PlanWeight[] = [];
  sets.forEach((s, i) => {
    const fitted = s.years.filter((y) => y < planYear && s.tables.has(y));
    if (fitted.length < 2) return;
    const folds = (fits[i] as FittedModel).folds ?? [];
    const own = ownBlendWeight(folds);
    out.push({
      province: s.province,
      group: s.group,
      plan_year: planYear,
      fitted_years: fitted,
      fold_years: [...new Set(folds.map((f) => f.year))].sort((a, b) => a - b),
      fold_n: folds.length,
      model_mae: folds.length > 0 ? blendError(folds, 1) : null,
      naive_mae: folds.length > 0 ? blendError(folds, 0) : null,
      own: own?.weight ?? null,
      pooled,
      w: sliceBlendWeight(own, pooled),
    });
  });
  return out;
}

/** The plan-year weights as one Markdown table. */
export function planBlendTable(rows: readonly PlanWeight[]): string {
  const out = ['| set | fitted on | fold years | fold units | model MAE (w = 1) | naive MAE (w = 0) | own w | pooled w | w |', '|---|---|---|---|---|---|---|---|---|'];
  for (const r of rows) {
    const own = r.own === null ? '—' : r.own.toFixed(2);
    out.push(
      `| ${r.province} ${r.group} ${r.plan_year} | ${r.fitted_years.join(', ')} | ${r.fold_years.join(', ') || '—'} | ${r.fold_n} | ${fixed(r.model_mae, 3)} | ${fixed(r.naive_mae, 3)} | ${own} | ${fixed(r.pooled, 2)} | ${r.w.toFixed(2)} |`,
    );
  }
  return out.join('\n');
}

const fixed = (x: number | null, d: number) => (x === null ? '—' : x.toFixed(d));

/**
 * The backtest as one Markdown table: a row per set (province, group, target year) with n, the model's MAE, p90, 保
 * edge hold, Brier and ECE (in brackets when the product would not show that probability), and MAE (保 edge hold) of
 * last year's line, 等位分 and v1 on the same units; `fitted on` says whose years the model was fitted on; an exempt
 * set says why instead of being measured against the targets.
 */
export function backtestTable(lines: readonly BacktestLine[]): string {
  const out = [
    '| set | n | model MAE | p90 | 保 edge hold | Brier | ECE | naive MAE (hold) | 等位分 MAE (hold) | v1 MAE (hold) | w | fitted on |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const l of lines) {
    const set = `${l.province} ${l.group} ${l.year}`;
    if (l.n === 0) {
      out.push(`| ${set} | 0 | — | — | — | — | — | — | — | — | — | exempt: ${l.exempt ?? 'no unit predicted'} |`);
      continue;
    }
    const m = l.model;
    const shown = (x: number | null) => (x === null ? '—' : m.probability_shown ? x.toFixed(4) : `(${x.toFixed(4)})`);
    const other = (b: { mae: number; bao_edge_hold: number }) => `${fixed(b.mae, 3)} (${fixed(b.bao_edge_hold, 4)})`;
    const years = l.fitted_years.length === 0 ? '' : ` ${l.fitted_years[0]}${l.fitted_years.length > 1 ? `–${l.fitted_years[l.fitted_years.length - 1]}` : ''}`;
    const fitted = l.exempt !== undefined ? `exempt: ${l.exempt}` : l.model_from === 'pooled' ? `pooled across sets${years}` : `${l.model_from}${years}`;
    out.push(
      `| ${set} | ${l.n} | ${fixed(m.mae, 3)} | ${m.p90} | ${fixed(m.bao_edge_hold, 4)} | ${shown(m.brier)} | ${shown(m.ece)} | ${other(l.naive)} | ${other(l.equal_rank)} | ${other(l.v1)} | ${l.blend_weight.toFixed(2)} | ${fitted} |`,
    );
  }
  return out.join('\n');
}

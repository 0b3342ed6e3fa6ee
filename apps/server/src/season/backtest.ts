import { backtestYear, fitRankModel, groupNameParts, type AdmissionRecord, type BacktestReport, type FittedModel, type RankTable } from 'gaokao-domain';
import { isGroupUnit } from './import/kinds';
import type { RankRow as SeasonRankRow, UnitRow } from './dataset';

/*
 * The backtest of the predicted lines (`pnpm run backtest`): for every province, subject group and year that has a
 * rank table, results, and results in an earlier year, hide that year's results and predict every unit that has an
 * earlier result — with the domain's model (gaokao-domain predict/rank-model.ts, fitted on the earlier years only),
 * last year's line (naive), the 等位分 of last year's rank (equal_rank) and the first method (v1, predictLine). All
 * four are scored on the same units; see gaokao-domain predict/backtest.ts for the metrics.
 *
 * A set with no earlier year to fit (江苏 has results for 2023 and 2024 only) borrows the model of the same subject
 * group fitted on another province's years before the target year (the one with the most fitted units), and says so
 * in `model_from`; its probability is not shown in the product, only measured here.
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
  /** Whose earlier years the model was fitted on: the set itself, or `<province>` when borrowed. */
  model_from: string;
}

export interface BacktestFilter {
  province?: string;
  group?: string;
  year?: number;
}

/** Backtests every set (province, group, year) the data allows, or those matching the filter. */
export function backtestSets(ranks: readonly SeasonRankRow[], admissions: readonly UnitRow[], filter: BacktestFilter = {}): BacktestLine[] {
  const sets = new Map<string, { province: string; group: string; records: AdmissionRecord[]; tables: Map<number, RankTable> }>();
  for (const a of admissions) {
    if (a.min_score == null && a.min_rank == null) continue;
    const k = `${a.province}|${a.group_d}`;
    let s = sets.get(k);
    if (!s) sets.set(k, (s = { province: a.province, group: a.group_d, records: [], tables: tablesOf(ranks, a.province, a.group_d) }));
    s.records.push(toAdmissionRecord(a));
  }
  const out: BacktestLine[] = [];
  const ordered = [...sets.values()].sort((a, b) => (a.province === b.province ? a.group.localeCompare(b.group) : a.province.localeCompare(b.province)));
  for (const s of ordered) {
    if (filter.province !== undefined && s.province !== filter.province) continue;
    if (filter.group !== undefined && s.group !== filter.group) continue;
    const years = [...new Set(s.records.map((r) => r.year))].sort((a, b) => a - b);
    for (const year of years) {
      if (filter.year !== undefined && year !== filter.year) continue;
      if (!s.tables.has(year) || !years.some((y) => y < year)) continue;
      const own = fitRankModel(s.records, s.tables, year);
      let model: FittedModel = own;
      let from = s.province;
      if (own.n === 0) {
        for (const other of sets.values()) {
          if (other === s || other.group !== s.group) continue;
          const m = fitRankModel(other.records, other.tables, year);
          if (m.n > (model === own ? 0 : model.n)) [model, from] = [m, other.province];
        }
      }
      const report = backtestYear({ records: s.records, tables: s.tables, year, fallback: model === own ? undefined : model });
      out.push({ province: s.province, group: s.group, model_from: model.n === 0 ? 'none' : from, ...report });
    }
  }
  return out;
}

import { predictLine, scoreToRank, type RankRow, type RankTable } from 'gaokao-domain';
import type { RankRow as SeasonRankRow, UnitRow } from './dataset';

export interface Metrics {
  n: number;
  mae_score: number;
  p90_abs_error_score: number;
  mae_rank_pct: number;
  bao_edge_hold: number;
}
export interface BacktestResult extends Metrics {
  naive: Metrics;
}

interface Observed {
  min_score: number;
  min_rank: number | null;
}

function titleKey(t: string): string {
  return t.replace(/\s+/g, '');
}

/**
 * Hides year `year`'s admissions and predicts the line of every unit of that year that has history.
 *
 * A unit is one major of one college in one province and group: the same college code and major title across years
 * (广东's 专业组 codes change between years, so they are not part of the key). When a title appears more than once in
 * a college in one year (the same major in two 专业组), the unit takes the lowest of those admissions — the line a
 * candidate had to clear to get that major at all.
 *
 * The prediction is the domain's predictLine: the history years' lowest ranks, scaled by the examinee counts (the
 * last cumulative of each year's table), weighted 0.5/0.3/0.2, then read back as a score in year `year`'s table.
 * The naive baseline predicts last year's minimum score (the latest history year the unit has).
 */
export function backtest(ranks: SeasonRankRow[], admissions: UnitRow[], province: string, group: string, year: number): BacktestResult {
  const tables = new Map<number, RankRow[]>();
  for (const r of ranks) {
    if (r.province !== province || r.group_d !== group) continue;
    let t = tables.get(r.year);
    if (!t) tables.set(r.year, (t = []));
    t.push({ score: r.score, count: r.count, cumulative: r.cumulative });
  }
  for (const t of tables.values()) t.sort((a, b) => b.score - a.score);
  const examinees = (y: number) => {
    const t = tables.get(y);
    return t && t.length ? (t[t.length - 1] as RankRow).cumulative : null;
  };
  const target = tables.get(year) as RankTable | undefined;
  const targetN = examinees(year);
  if (!target || !targetN) throw new Error(`${province} ${group} ${year} 没有一分一段表`);

  const byYear = new Map<number, Map<string, Observed>>();
  for (const a of admissions) {
    if (a.province !== province || a.group_d !== group || a.min_score == null) continue;
    let m = byYear.get(a.year);
    if (!m) byYear.set(a.year, (m = new Map()));
    const k = `${a.code}|${titleKey(a.specialty_title)}`;
    const prev = m.get(k);
    if (!prev || a.min_score < prev.min_score) m.set(k, { min_score: a.min_score, min_rank: a.min_rank });
  }
  const actual = byYear.get(year) ?? new Map<string, Observed>();
  const pred: { p: number; pr: number; n: number; nr: number; a: number; ar: number | null }[] = [];
  for (const [k, obs] of actual) {
    const history = [year - 1, year - 2, year - 3]
      .map((y) => ({ y, o: byYear.get(y)?.get(k) }))
      .filter((h): h is { y: number; o: Observed } => h.o !== undefined && examinees(h.y) !== null);
    if (history.length === 0) continue;
    const p = predictLine({
      history: history.map((h) => ({ year: h.y, minRank: h.o.min_rank, minScore: h.o.min_score, examinees: examinees(h.y) as number, table: tables.get(h.y) ?? null })),
      targetExaminees: targetN,
      targetTable: target,
      latestYear: year - 1,
    });
    if (p.kind !== 'predicted') continue;
    const last = history[0] as { y: number; o: Observed };
    pred.push({ p: p.yuguScore, pr: p.yuguSeat, n: last.o.min_score, nr: scoreToRank(target, last.o.min_score).worst, a: obs.min_score, ar: obs.min_rank });
  }
  return { ...metrics(pred.map((x) => ({ p: x.p, pr: x.pr, a: x.a, ar: x.ar }))), naive: metrics(pred.map((x) => ({ p: x.n, pr: x.nr, a: x.a, ar: x.ar }))) };
}

function metrics(rows: { p: number; pr: number; a: number; ar: number | null }[]): Metrics {
  const n = rows.length;
  if (n === 0) return { n: 0, mae_score: 0, p90_abs_error_score: 0, mae_rank_pct: 0, bao_edge_hold: 0 };
  const abs = rows.map((r) => Math.abs(r.p - r.a)).sort((x, y) => x - y);
  const ranked = rows.filter((r) => r.ar != null && r.ar > 0);
  const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;
  return {
    n,
    mae_score: round(abs.reduce((s, x) => s + x, 0) / n, 3),
    // Nearest-rank 90th percentile.
    p90_abs_error_score: abs[Math.max(0, Math.ceil(0.9 * n) - 1)] as number,
    mae_rank_pct: round(ranked.reduce((s, r) => s + Math.abs(r.pr - (r.ar as number)) / (r.ar as number), 0) / Math.max(1, ranked.length)),
    bao_edge_hold: round(rows.filter((r) => r.a <= r.p + 15).length / n),
  };
}

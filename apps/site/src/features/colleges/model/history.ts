import type { YearSeries } from 'gaokao-ui';
import type { CollegeDetail, HistoryLine } from './types';

/** Every admission line of the detail's three years, newest first. */
export function historyLines(d: Pick<CollegeDetail, 'dangnian' | 'qunian' | 'qiannian'>): HistoryLine[] {
  return [...(d.dangnian ?? []), ...(d.qunian ?? []), ...(d.qiannian ?? [])].filter((h) => h.min_score != null && Number.isFinite(Number(h.min_score)));
}

/** The college's line of one year, batch and group: its lowest major line, the rank of that line and how many majors. */
export interface CollegeYearLine {
  year: number;
  batch: string;
  group_d: string;
  min_score: number;
  min_rank: number | null;
  majors: number;
}

/** The college's lowest line per year, batch and group (newest year first, then batch and group as they came). */
export function collegeYearLines(lines: readonly HistoryLine[]): CollegeYearLine[] {
  const by = new Map<string, CollegeYearLine>();
  for (const h of lines) {
    const score = Number(h.min_score);
    const key = `${h.year}|${h.batch}|${h.group_d}`;
    const prev = by.get(key);
    if (!prev) {
      by.set(key, { year: h.year, batch: h.batch, group_d: h.group_d, min_score: score, min_rank: h.min_rank ?? null, majors: 1 });
      continue;
    }
    prev.majors += 1;
    if (score < prev.min_score) {
      prev.min_score = score;
      prev.min_rank = h.min_rank ?? null;
    }
  }
  return [...by.values()].sort((a, b) => b.year - a.year);
}

/** Chart series: one line per batch and group (本科批·物理类 …), the college's lowest line each year. */
export function historySeries(rows: readonly CollegeYearLine[]): YearSeries[] {
  const series = new Map<string, { year: number; value: number }[]>();
  for (const r of rows) {
    const name = `${r.batch}·${r.group_d}`;
    const points = series.get(name) ?? [];
    points.push({ year: r.year, value: r.min_score });
    series.set(name, points);
  }
  return [...series.entries()].map(([name, points]) => ({ name, points }));
}

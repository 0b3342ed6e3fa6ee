import { describe, expect, it } from 'vitest';
import { hasRealAdmissions, loadAdmissions, type AdmissionRow } from '../../test/admissions';
import { MISSING_REAL_DATA, hasRealRankTables, loadRealRankTables, realDataOrSkip, realTable } from '../../test/real-data';
import type { RankTable } from '../rank/types';
import { riskBand } from '../risk/risk-band';
import { predictLine } from './predict-line';

const present = realDataOrSkip(hasRealAdmissions && hasRealRankTables, `${MISSING_REAL_DATA} (or admissions.csv missing): predicted-line backtest skipped`);

const total = (t: RankTable): number => (t[t.length - 1] as { cumulative: number }).cumulative;
const quantile = (sorted: number[], q: number): number => sorted[Math.floor(sorted.length * q)] as number;

/**
 * Backtest on 广东 本科批: predict each major's 2024 line from its 2021–2023 results with the real tables, and compare
 * with the 2024 minimum score actually admitted. Majors are matched by subject group, college and major title; a
 * title that appears twice in one year (several 专业组) is left out as ambiguous.
 */
describe.skipIf(!present)('predictLine against 广东 2024 admissions', () => {
  const rows = present ? loadAdmissions() : [];
  const tables = present ? loadRealRankTables() : new Map();

  const byMajor = new Map<string, Map<number, AdmissionRow[]>>();
  for (const r of rows) {
    const key = `${r.group}|${r.collegeName}|${r.title}`;
    const years = byMajor.get(key) ?? new Map<number, AdmissionRow[]>();
    years.set(r.year, [...(years.get(r.year) ?? []), r]);
    byMajor.set(key, years);
  }

  const errors: number[] = [];
  let newMajors = 0;
  let reweighted = 0;
  const bands = { 冲: 0, 稳: 0, 保: 0 };
  for (const [key, years] of byMajor) {
    if ([...years.values()].some((list) => list.length > 1)) continue;
    const actual = years.get(2024)?.[0];
    if (actual?.minScore == null) continue;
    const group = key.split('|')[0] as string;
    const history = [2023, 2022, 2021].map((year) => {
      const row = years.get(year)?.[0];
      const table = realTable(tables, `广东-${year}-${group}`);
      return { year, minRank: row?.minRank ?? null, minScore: row?.minScore ?? null, examinees: total(table), table };
    });
    const target = realTable(tables, `广东-2024-${group}`);
    const p = predictLine({ history, targetExaminees: total(target), targetTable: target });
    if (p.kind === 'new') {
      newMajors += 1;
      continue;
    }
    if (p.reweighted) reweighted += 1;
    errors.push(actual.minScore - p.yuguScore);
    bands[riskBand(actual.minScore, p.yuguScore)] += 1;
  }
  const absolute = errors.map(Math.abs).sort((a, b) => a - b);

  it('should predict thousands of majors, with the short histories reweighted and the new ones labelled', () => {
    // Measured: 5447 predicted, 3321 of them from fewer than three years; 4911 with no earlier year (新专业).
    expect(errors.length).toBeGreaterThan(5000);
    expect(reweighted).toBeGreaterThan(0);
    expect(newMajors).toBeGreaterThan(0);
  });

  it('should land within a few points of the real 2024 line (measured: median 6, 90 % within 15)', () => {
    expect(quantile(absolute, 0.5)).toBeLessThanOrEqual(7);
    expect(quantile(absolute, 0.9)).toBeLessThanOrEqual(17);
    expect(absolute.filter((e) => e <= 10).length / absolute.length).toBeGreaterThan(0.7);
  });

  it('should not lean to one side (measured mean error +1.6 points)', () => {
    const mean = errors.reduce((s, e) => s + e, 0) / errors.length;
    expect(Math.abs(mean)).toBeLessThanOrEqual(3);
  });

  it('should put most real 2024 lines, read as the user’s score, in 稳 against the prediction', () => {
    // A user scoring exactly the real 2024 line should mostly see 稳 (the line is 0–15 below), rarely 保.
    expect(bands.稳).toBeGreaterThan(bands.冲);
    expect(bands.保).toBeLessThan(errors.length * 0.1);
  });
});

import { describe, expect, it } from 'vitest';
import { hasRealAdmissions, loadAdmissionRecords } from '../../test/admissions';
import { MISSING_REAL_DATA, hasRealRankTables, loadRealRankTables, realDataOrSkip } from '../../test/real-data';
import type { RankTable } from '../rank/types';
import { backtestYear } from './backtest';

const present = realDataOrSkip(hasRealAdmissions && hasRealRankTables, `${MISSING_REAL_DATA} (or admissions.csv missing): backtest of predicted lines v2 skipped`);

/**
 * The predicted lines v2 against 广东's real 2024 results, fitted on 2021–2023 only (the model never sees 2024's
 * results). Measured with this data: 物理类 MAE 6.34 (naive 8.53, 等位分 6.67, v1 8.07), 历史类 6.39 (naive 7.73,
 * 等位分 6.60, v1 6.70). The thresholds are the targets of the engine's issue, not the measured figures.
 */
describe.skipIf(!present)('backtest of predicted lines v2 on 广东 2024', () => {
  const all = present ? loadAdmissionRecords() : [];
  const tables = present ? loadRealRankTables() : new Map();

  const run = (group: string) => {
    const byYear = new Map<number, RankTable>();
    for (const t of tables.values()) if (t.province === '广东' && t.group === group) byYear.set(t.year, t.table);
    const records = all.filter((r) => r.province === '广东' && r.group === group).map((r) => r.record);
    return backtestYear({ records, tables: byYear, year: 2024 });
  };

  it.each([
    { group: '物理类', target: 6.4 },
    { group: '历史类', target: 6.6 },
  ])('$group: beats last year’s line, 等位分 and v1, within the target MAE $target', ({ group, target }) => {
    const report = run(group);
    expect(report.n).toBeGreaterThan(1000);
    expect(report.fitted_years).toEqual([2022, 2023]);
    expect(report.model.mae).toBeLessThan(report.naive.mae);
    expect(report.model.mae).toBeLessThan(report.equal_rank.mae);
    expect(report.model.mae).toBeLessThan(report.v1.mae);
    expect(report.model.mae).toBeLessThanOrEqual(target);
    // 保 with the 99 % line holds more often than the spec's rule alone on the old method.
    expect(report.model.bao_edge_hold).toBeGreaterThan(report.v1.bao_edge_hold);
    expect(report.model.bao_edge_hold).toBeGreaterThanOrEqual(0.985);
    expect(report.model.ece).toBeLessThanOrEqual(0.03);
  });
});

import { describe, expect, it } from 'vitest';
import { hasRealAdmissions, loadAdmissionRecords } from '../../test/admissions';
import { MISSING_REAL_DATA, hasRealRankTables, loadRealRankTables, realDataOrSkip } from '../../test/real-data';
import type { RankTable } from '../rank/types';
import { BAO_CONFIDENCE, backtestYear } from './backtest';

const present = realDataOrSkip(hasRealAdmissions && hasRealRankTables, `${MISSING_REAL_DATA} (or admissions.csv missing): backtest of predicted lines v2 skipped`);

/**
 * The predicted lines v2 against 广东's real results, each year fitted on the years before it only (the model never
 * sees the target year's results). Measured with this data (2024): 物理类 MAE 6.34 (naive 8.53, 等位分 6.67, v1 8.07),
 * 保 edge hold 0.990, ECE 0.011; 历史类 6.39 (naive 7.73, 等位分 6.60, v1 6.70), 0.998, 0.012. 2023, fitted on 2022
 * alone: MAE 5.56 / 5.51 against 等位分 5.63 / 5.57. The thresholds are the targets of the engine's issue, not the
 * measured figures. The 2023 sets' model has a single earlier year: their probability is measured (ECE 0.040 物理类,
 * 0.030 历史类, above the target) but not shown in the product, and not asserted.
 */
describe.skipIf(!present)('backtest of predicted lines v2 on 广东', () => {
  const all = present ? loadAdmissionRecords() : [];
  const tables = present ? loadRealRankTables() : new Map();

  const run = (group: string, year: number) => {
    const byYear = new Map<number, RankTable>();
    for (const t of tables.values()) if (t.province === '广东' && t.group === group) byYear.set(t.year, t.table);
    const records = all.filter((r) => r.province === '广东' && r.group === group).map((r) => r.record);
    return backtestYear({ records, tables: byYear, year });
  };

  // A backtest fits the model on the real 广东 data: 4–9 s each on 2 cores at load average 37, measured.
  const BACKTEST_TIMEOUT_MS = 60_000;

  it.each([
    { group: '物理类', target: 6.4 },
    { group: '历史类', target: 6.6 },
  ])('2024 $group: beats last year’s line, 等位分 and v1 within MAE $target; 保 holds in 99 % of units; calibrated', ({ group, target }) => {
    const report = run(group, 2024);
    expect(report.n).toBeGreaterThan(1000);
    expect(report.fitted_years).toEqual([2022, 2023]);
    expect(report.model.mae).toBeLessThan(report.naive.mae);
    expect(report.model.mae).toBeLessThan(report.equal_rank.mae);
    expect(report.model.mae).toBeLessThan(report.v1.mae);
    expect(report.model.mae).toBeLessThanOrEqual(target);
    expect(report.model.bao_edge_hold).toBeGreaterThanOrEqual(BAO_CONFIDENCE);
    expect(report.model.bao_edge_hold).toBeGreaterThan(report.v1.bao_edge_hold);
    expect(report.model.ece).toBeLessThanOrEqual(0.03);
    expect(report.model.probability_shown).toBe(true);
  }, BACKTEST_TIMEOUT_MS);

  it.each(['物理类', '历史类'])('2023 %s, fitted on 2022 alone: no drift, below both baselines, 保 holds', (group) => {
    const report = run(group, 2023);
    expect(report.n).toBeGreaterThan(1000);
    expect(report.fitted_years).toEqual([2022]);
    // One year's move is that year's shock: the drift is not carried to the next year.
    expect(report.params[0]).toBe(0);
    expect(report.model.mae).toBeLessThan(report.naive.mae);
    expect(report.model.mae).toBeLessThan(report.equal_rank.mae);
    expect(report.model.bao_edge_hold).toBeGreaterThanOrEqual(BAO_CONFIDENCE);
    // Measured, not shown: a model fitted on one year backs no probability in the product.
    expect(report.model.ece).not.toBeNull();
    expect(report.model.probability_shown).toBe(false);
  }, BACKTEST_TIMEOUT_MS);
});

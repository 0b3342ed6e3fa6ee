import { DEMO_SEED, generateDemo } from '../demo/generate';
import type { SeasonDataset } from '../dataset';
import { loadShipped, type ShippedData } from './shipped';

const NEW_SYSTEM_GROUPS = new Set(['物理类', '历史类', '综合']);

/** Which parts of a data set are real: the (province, batch, group) unit slices and (province, year, group) tables. */
export interface RealScopes {
  units: string[];
  ranks: string[];
}

/**
 * The data set a fresh database is seeded with: every real row of the committed default data set, and demo rows only
 * where no real data exists — demo admissions for the provinces without real results, and demo 一分一段 tables for
 * the years those provinces' real tables do not cover. `realScopes` names the real parts, so every answer can say
 * whether its lines are real or 演示数据.
 */
export function defaultDataset(opts: { small?: boolean; shipped?: ShippedData } = {}): SeasonDataset {
  const shipped = opts.shipped ?? loadShipped();
  // Provinces with real lines of the new system (物理类/历史类/综合): no demo units there. A province with real lines of
  // its old-system years only (河南, 陕西, 云南, 吉林, 新疆: 文科/理科, history) gets demo units of the new system, as a
  // province without any publication does.
  const realUnitProvinces = new Set(shipped.units.filter((u) => NEW_SYSTEM_GROUPS.has(u.group_d)).map((u) => u.province));
  // Small (end-to-end suites): demo rows for 河北 (its tables of the years without a real one; its lines are real) and
  // 四川 (a province without published lines) only; the real provinces stay whole.
  const demo = generateDemo(DEMO_SEED, { base: shipped, realUnitProvinces, ...(opts.small ? { provinces: ['河北', '四川'] } : {}) });
  const realRankKeys = new Set(shipped.ranks.map((r) => `${r.province}|${r.year}|${r.group_d}`));
  const realUnitKeys = new Set(shipped.units.map((u) => `${u.province}|${u.batch}|${u.group_d}`));
  return {
    dataset: 'demo',
    provinces: demo.provinces,
    colleges: demo.colleges,
    majors: demo.majors,
    ranks: [...shipped.ranks, ...demo.ranks.filter((r) => !realRankKeys.has(`${r.province}|${r.year}|${r.group_d}`))],
    lines: demo.lines,
    units: [...shipped.units, ...demo.units],
    content: demo.content,
    realScopes: { units: [...realUnitKeys].sort(), ranks: [...realRankKeys].sort() },
    // The coming plan year: the year after the latest published 一分一段 table (2026's tables → 2027).
    planYear: shipped.ranks.reduce((a, r) => Math.max(a, r.year), 0) + 1,
  };
}

import { DEMO_SEED, generateDemo } from '../demo/generate';
import type { SeasonDataset } from '../dataset';
import { loadShipped, type ShippedData } from './shipped';

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
  const realUnitProvinces = new Set(shipped.units.map((u) => u.province));
  // Small (end-to-end suites): demo units for 河北 only; the real provinces stay whole.
  const demo = generateDemo(DEMO_SEED, { base: shipped, realUnitProvinces, ...(opts.small ? { provinces: ['河北'] } : {}) });
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
  };
}

import { DEMO_SEED, generateDemo } from '../demo/generate';
import type { BatchLineRow, DatasetProvenance, SeasonDataset } from '../dataset';
import type { Provenance } from './control-lines';
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
  const batchLines = withRealBatchLines(shipped.provenance, demo.lines);
  const realUnitKeys = new Set(shipped.units.map((u) => `${u.province}|${u.batch}|${u.group_d}`));
  return {
    dataset: 'demo',
    provinces: demo.provinces,
    colleges: demo.colleges,
    majors: demo.majors,
    ranks: [...shipped.ranks, ...demo.ranks.filter((r) => !realRankKeys.has(`${r.province}|${r.year}|${r.group_d}`))],
    lines: batchLines.lines,
    units: [...shipped.units, ...demo.units],
    content: demo.content,
    realScopes: { units: [...realUnitKeys].sort(), ranks: [...realRankKeys].sort() },
    provenance: batchLines.provenance,
    // The coming plan year: the year after the latest published 一分一段 table (2026's tables → 2027).
    planYear: shipped.ranks.reduce((a, r) => Math.max(a, r.year), 0) + 1,
  };
}

/**
 * The 批次线 of the default set: the real ones where a province publishes them, and demo lines (演示数据) only for a
 * province with none published (a generated 2024 line beside a real 2026 one would read as real); with the
 * provenance the seed stores (publications, and which rows are real).
 */
export function withRealBatchLines(provenance: Provenance | undefined, demoLines: readonly BatchLineRow[]): { lines: BatchLineRow[]; provenance: DatasetProvenance } {
  const real = provenance?.controlLines ?? [];
  const provinces = new Set(real.map((l) => l.province));
  return {
    lines: [...real.map(({ source_id: _s, batches: _b, ...l }) => l), ...demoLines.filter((l) => !provinces.has(l.province))],
    provenance: {
      publications: provenance?.publications ?? [],
      lineSources: Object.fromEntries(real.map((l) => [`${l.province}|${l.year}|${l.group_d}`, l.source_id])),
      // A set built before the published names were kept (no `batches`) has none.
      lineBatches: Object.fromEntries(real.map((l) => [`${l.province}|${l.year}|${l.group_d}`, (l.batches ?? []).map(({ batch, scores }) => ({ batch, scores }))])),
    },
  };
}

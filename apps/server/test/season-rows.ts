import type { StoredRows } from '../src/season/load';

export type StoredUnit = StoredRows['units'][number];

let nextUnitId = 0;

/** A stored unit row with every optional column empty; the test names what matters (province, year, code, lines …). */
export function storedUnit(fields: Pick<StoredUnit, 'province' | 'year' | 'code' | 'collegeName' | 'group_code' | 'specialty_code' | 'specialty_title' | 'the_second'> & Partial<StoredUnit>): StoredUnit {
  return {
    unit_id: ++nextUnitId,
    batch: '本科批',
    group_d: '物理类',
    major_remark: '',
    planned_number: null,
    schooling_length: null,
    tuition_fee: null,
    max_score: null,
    min_score: null,
    avg_score: null,
    min_rank: null,
    admitted: null,
    zhengji1: null,
    zhengji2: null,
    ...fields,
  };
}

/**
 * A real season of one province and group: the units given, and a rank table for each of `years` (100 examinees per
 * point from `top` down over `points` scores).
 */
export function storedSeason(units: StoredUnit[], table: { province: string; years: number[]; top: number; points: number }): StoredRows {
  const ranks = table.years.flatMap((year) =>
    Array.from({ length: table.points }, (_, i) => ({ province: table.province, year, group_d: '物理类', score: table.top - i, count: 100, cumulative: 100 * (i + 1) })),
  );
  return { meta: new Map([['dataset', 'real']]), provinces: [], colleges: [], majors: [], ranks, lines: [], content: [], units };
}

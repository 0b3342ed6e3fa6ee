import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import type { SeasonDataset, UnitRow } from '../src/season/dataset';
import { loadAll, storedFromDataset, UNIT_READ_COLS, unitOf } from '../src/season/load';
import { seedDataset } from '../src/season/seed';

const unit = (over: Partial<UnitRow>): UnitRow => ({
  province: '江苏',
  year: 2024,
  batch: '本科批',
  group_d: '物理类',
  code: '4132010284',
  collegeName: '南京大学',
  group_code: '01',
  specialty_code: '03',
  specialty_title: '计算机科学与技术',
  the_second: '物+化',
  major_remark: '（含人工智能方向）',
  planned_number: 12,
  schooling_length: 4,
  tuition_fee: 5700,
  max_score: 668,
  min_score: 655,
  avg_score: 659.5,
  min_rank: 1234,
  admitted: 12,
  zhengji1: null,
  zhengji2: null,
  source_id: 'js-2024-lines',
  min_rank_basis: 'table',
  ...over,
});

describe('loadAll reads the units back as stored', () => {
  let h: DbHandle;
  afterAll(async () => h?.close());

  it('builds each unit with every read column, in the column order', () => {
    const row = unitOf(UNIT_READ_COLS.map((c) => `v:${c}`));
    expect(Object.keys(row)).toEqual([...UNIT_READ_COLS]);
    for (const c of UNIT_READ_COLS) expect((row as unknown as Record<string, unknown>)[c]).toBe(`v:${c}`);
  });

  it('gives back the rows a seed wrote, with their ids', async () => {
    h = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(h.db);
    const units = [
      unit({}),
      unit({ year: 2025, min_score: null, min_rank: null, avg_score: null, admitted: null, source_id: null, min_rank_basis: null, max_score: null }),
      unit({ code: '4132010286', collegeName: '东南大学', specialty_code: '05', specialty_title: '建筑学', schooling_length: 5, zhengji1: 3, zhengji2: 1 }),
    ];
    const ds: SeasonDataset = { dataset: 'real', provinces: [], colleges: [], majors: [], ranks: [], lines: [], units, content: [] };
    await seedDataset(h.db, ds);
    const back = await loadAll(h.db);
    const expected = storedFromDataset(ds, '').units.map((u) => Object.fromEntries(UNIT_READ_COLS.map((c) => [c, (u as unknown as Record<string, unknown>)[c] ?? null])));
    expect(back.units).toEqual(expected);
  }, 60_000);
});

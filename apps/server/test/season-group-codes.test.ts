import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { importPaths } from '../src/season/import/run';
import { groupTitle } from '../src/season/import/kinds';
import { separateGroupColleges, unitNaturalKey } from '../src/season/import/group-codes';
import { loadShipped } from '../src/season/real/shipped';
import type { UnitRow } from '../src/season/dataset';
import { PROVINCES_DIR, REAL_DIR, csvRecords, describeReal } from './real-data';
import { openSeeded } from './seeded';

function group(collegeName: string, code: string, groupCode: string, year = 2024): UnitRow {
  return {
    province: '江苏',
    year,
    batch: '本科批',
    group_d: '物理类',
    code,
    group_code: groupCode,
    specialty_code: groupCode,
    collegeName,
    specialty_title: groupTitle(groupCode),
    the_second: '不限',
    major_remark: '',
    planned_number: null,
    schooling_length: null,
    tuition_fee: null,
    max_score: null,
    min_score: 600,
    avg_score: null,
    min_rank: 1000,
    admitted: null,
    zhengji1: null,
    zhengji2: null,
  };
}

/** Per (province, year, batch, group): the unit codes that more than one college uses for the same group code. */
function collisions(units: readonly UnitRow[]): string[] {
  const seen = new Map<string, string>();
  const out: string[] = [];
  for (const u of units) {
    const k = unitNaturalKey(u);
    const prev = seen.get(k);
    if (prev !== undefined && prev !== u.collegeName) out.push(`${k}: ${prev} / ${u.collegeName}`);
    else seen.set(k, u.collegeName);
  }
  return out;
}

describe('separateGroupColleges', () => {
  const listed = [
    { collegeName: '哈尔滨工业大学', college_code: '4123010213' },
    { collegeName: '南昌工程学院', college_code: '4136010407' },
    { collegeName: '南昌工学院', college_code: '4136013421' },
  ];

  it('gives each college written with a shared code its own unit code, the same in every year', () => {
    const rows = [
      group('哈尔滨工业大学', '4123010213', '03', 2023),
      group('哈尔滨工业大学(威海)', '4123010213', '03', 2023),
      group('哈尔滨工业大学(深圳)', '4123010213', '03', 2023),
      group('哈尔滨工业大学(威海)', '4123010213', '03', 2024),
      // A wrong code: the list names the college with a code of its own.
      group('南昌工学院', '4136013421', '03'),
      group('南昌工程学院', '4136013421', '03'),
      // Alone on its code: unchanged.
      group('陆军工程大学', '4132010005', '04'),
    ];
    expect(collisions(rows)).toHaveLength(3);
    const { units, changed } = separateGroupColleges(rows, listed);
    expect(collisions(units)).toEqual([]);
    expect(units.map((u) => u.code)).toEqual(['4123010213', '4123010213-2', '4123010213-3', '4123010213-2', '4136013421', '4136010407', '4132010005']);
    expect(changed).toBe(4);
    // The input is not changed.
    expect(rows[1]?.code).toBe('4123010213');
  });

  it('leaves a college written two ways alone where its groups do not collide', () => {
    const rows = [group('哈尔滨工业大学', '4123010213', '01'), { ...group('哈工大', '4123010213', '02'), province: '上海' }, { ...group('哈工大', '4123010213', '01'), province: '上海' }];
    expect(separateGroupColleges(rows, listed)).toEqual({ units: rows, changed: 0 });
  });

  it('leaves per-major rows alone', () => {
    const perMajor = { ...group('某大学', '10001', '201'), specialty_code: '01', specialty_title: '数学与应用数学' };
    const other = { ...perMajor, collegeName: '某大学(分校)' };
    expect(separateGroupColleges([perMajor, other], listed).units).toEqual([perMajor, other]);
  });
});

describeReal('专业组 rows of ../shared/data/real-provinces: none lost to a shared code', () => {
  const source = csvRecords(path.join(PROVINCES_DIR, 'admissions.csv'));

  it('the committed data set holds every source row as a unit of its own', () => {
    const shipped = loadShipped();
    // real-provinces' groups (real-national's rows carry a source_id and are checked in season-real-national.test.ts).
    const groups = shipped.units.filter((u) => u.specialty_title.endsWith('专业组') && !u.source_id);
    expect(collisions(groups)).toEqual([]);
    expect(groups).toHaveLength(source.length);
  });

  describe('the importer', () => {
    let h: DbHandle;
    beforeAll(async () => {
      h = await openSeeded('migrated');
      await migrateToLatest(h.db);
    }, 60_000);
    afterAll(async () => {
      await h?.close();
    });

    it('imports every source row, two colleges with one code and group code as two units', async () => {
      const results = await importPaths(h.db, [path.join(REAL_DIR, 'colleges.csv'), PROVINCES_DIR]);
      const adm = results.find((r) => r.kind === 'admissions');
      expect(adm?.duplicates).toBe(0);
      expect(adm?.rows).toBe(source.length);
      const hit = await h.db
        .selectFrom('season_unit')
        .select(['collegeName', 'code'])
        .where('province', '=', '江苏')
        .where('year', '=', 2023)
        .where('group_d', '=', '物理类')
        .where('group_code', '=', '03')
        .where('collegeName', 'in', ['合肥工业大学', '合肥工业大学(宣城校区)'])
        .orderBy('collegeName')
        .execute();
      expect(hit).toEqual([
        { collegeName: '合肥工业大学', code: '4134010359' },
        { collegeName: '合肥工业大学(宣城校区)', code: '4134010359-2' },
      ]);
    }, 120_000);
  });
});

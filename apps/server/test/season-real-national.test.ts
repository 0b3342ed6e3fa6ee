import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ONLY_NOTE, specialPlanOf } from 'gaokao-domain';
import { buildApp } from '../src/app';
import type { DbHandle } from '../src/db/connect';
import { SeasonStore } from '../src/season/store';
import { seasonHandlers } from '../src/season/calls';
import { buildIndexes } from '../src/season/indexes';
import { storedFromDataset } from '../src/season/load';
import { loadShipped } from '../src/season/real/shipped';
import { readRealSources } from '../src/season/real/sources';
import { defaultDataset } from '../src/season/real/default-set';
import { generateDemo, DEMO_SEED } from '../src/season/demo/generate';
import type { SeasonDataset } from '../src/season/dataset';
import { RecordingSms, call, type TestServer } from './helpers';
import { REAL_DIR, csvRecords, describeReal } from './real-data';
import { openSeeded } from './seeded';

const NATIONAL_DIR = path.resolve(REAL_DIR, '../real-national');
const ADMISSIONS_HEAD = 'province,year,batch,group_d,code,collegeName,group_code,specialty_code,specialty_title,the_second,max_score,min_score,min_rank,avg_score,admitted,major_remark,unit,min_rank_basis,source_id';
const COLLEGES = 'college_id,collegeName,collegeProvince,collegeCity,collegeLevel,collegeNature,collegeAdmin\n4111010001,北京大学,北京市,北京市,本科,公办,教育部\n4123010213,哈尔滨工业大学,黑龙江省,哈尔滨市,本科,公办,工业和信息化部\n';

/** A folder with a colleges file and an admissions file in real-national's format. */
function folder(rows: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gk-national-'));
  fs.writeFileSync(path.join(dir, 'colleges.csv'), COLLEGES);
  fs.writeFileSync(path.join(dir, 'admissions.csv'), [ADMISSIONS_HEAD, ...rows].join('\n') + '\n');
  return dir;
}

/** The indexes of a small set read from such a folder (a table per year, as real sets have). */
function indexesOf(dir: string, tables: { province: string; year: number; group_d: string }[]) {
  const data = readRealSources([{ dir, label: 'real-national' }]);
  const ranks = tables.flatMap((t) => Array.from({ length: 400 }, (_, i) => ({ ...t, score: 700 - i, count: 100, cumulative: 100 * (i + 1) })));
  const ds: SeasonDataset = { dataset: 'real', provinces: [], colleges: data.colleges, majors: [], ranks, lines: [], units: data.units, content: [] };
  return { data, idx: buildIndexes(storedFromDataset(ds, '1')) };
}

describe('special plans are units of their own (gaokao-domain specialPlanOf)', () => {
  // The same college and major, ordinary and 国家专项, in 2024 and 2025.
  const dir = folder([
    '重庆,2024,本科批,物理类,1101,北京大学,,117,法学,,,660,,,,本科批平行志愿,major,,src-2024',
    '重庆,2024,本科批,物理类,1101,北京大学(国家专项),,118,法学(国家专项),,,640,,,,本科批平行志愿,major,,src-2024',
    '重庆,2025,本科批,物理类,1101,北京大学,,117,法学,,,662,,,,本科批平行志愿,major,,src-2025',
    '重庆,2025,本科批,物理类,1102,北京大学(国家专项),,118,法学(国家专项),,,641,,,,本科批平行志愿,major,,src-2025',
    '重庆,2025,本科批,物理类,1101,北京大学,,117,法学,,,655,,,,本科批第1次征集,major,,src-2025',
  ]);
  const { data, idx } = indexesOf(dir, [2024, 2025].map((year) => ({ province: '重庆', year, group_d: '物理类' })));

  it('keeps a special plan under a batch of its own, with the college named as listed', () => {
    const special = data.units.filter((u) => u.batch === '本科批·国家专项');
    expect(special).toHaveLength(2);
    for (const u of special) expect(u.collegeName).toBe('北京大学');
    expect(data.units.filter((u) => u.batch === '本科批').map((u) => u.min_score)).toEqual([660, 662]);
    // A supplementary round's line is left out (and counted), not taken for the first round's.
    expect(data.report.skipped).toEqual([{ province: '重庆', reason: expect.stringContaining('征集') as string, rows: 1 }]);
  });

  it('never mixes a special plan\'s line into an ordinary unit\'s history', () => {
    const ordinary = idx.slices.get('重庆|本科批|物理类')!;
    expect(ordinary.rows).toHaveLength(1);
    const law = ordinary.rows[0]!;
    expect(law.hist.map((h) => h?.min_score ?? null)).toEqual([662, 660, null]);
    const special = idx.slices.get('重庆|本科批·国家专项|物理类')!;
    expect(special.rows.map((u) => u.hist[0]?.min_score)).toEqual([641]);
    // The source of each year's line is kept.
    expect(law.hist.map((h) => h?.source_id ?? null)).toEqual(['src-2025', 'src-2024', null]);
  });
});

describe('old-system years (文科/理科) are history, never a new-system unit\'s earlier line', () => {
  // 河南: 2024 理科 (old system) and 2025 物理类 (new system) of the same college code and title.
  const dir = folder([
    '河南,2024,本科批,理科,0001,北京大学,,00,院校投档线,,,680,,,,,college,,src-old',
    '河南,2025,本科批,物理类,0001,北京大学,,00,院校投档线,,,670,,,,,college,,src-new',
  ]);
  const { idx } = indexesOf(dir, [
    { province: '河南', year: 2024, group_d: '理科' },
    { province: '河南', year: 2025, group_d: '物理类' },
  ]);

  it('predicts the new system\'s unit from its own line only', () => {
    const s = idx.slices.get('河南|本科批|物理类')!;
    const u = s.rows[0]!;
    expect(u.hist.map((h) => h?.min_score ?? null)).toEqual([670, null, null]);
    expect(idx.slices.get('河南|本科批|理科')!.rows[0]!.hist[0]?.min_score).toBe(680);
  });

  it('the default set keeps 河南, 陕西, 云南 and 吉林 old-system lines as 文科/理科 slices and no new-system real slice', () => {
    const shipped = loadShipped();
    for (const p of ['河南', '陕西', '云南', '吉林', '新疆']) {
      const groups = new Set(shipped.units.filter((u) => u.province === p).map((u) => u.group_d));
      expect([...groups].sort(), p).toEqual(['文科', '理科']);
    }
  });
});

describe('a unit\'s earlier years are the same college\'s, whatever its code (gaokao-domain crossYearIdentity)', () => {
  // 海南 renumbers its colleges every year: 哈尔滨工业大学 0618 → 0621, while 0621 was 北京大学 in 2024.
  // 湖北 2024's source writes the 10-digit institution code and no requirement, 2025's the exam code and a requirement.
  const dir = folder([
    '海南,2024,本科普通批,综合,0618,哈尔滨工业大学,061801,,,化学,,690,,,,哈尔滨工业大学(01),group,,src-2024',
    '海南,2024,本科普通批,综合,0621,北京大学,062101,,,化学,,600,,,,北京大学(01),group,,src-2024',
    '海南,2025,本科普通批,综合,0621,哈尔滨工业大学,062101,,,化学,,687,,,,哈尔滨工业大学(01),group,,src-2025',
    '海南,2025,本科普通批,综合,0702,北京大学,070201,,,化学,,605,,,,北京大学(01),group,,src-2025',
    '湖北,2024,本科批,物理类,4123010213,哈尔滨工业大学,03,,,,,615,,,,哈尔滨工业大学第03组,group,,src-2024',
    '湖北,2025,本科普通批平行志愿,物理类,A08303,哈尔滨工业大学,03,,,化,,666,,,,哈尔滨工业大学第03组,group,,src-2025',
    // A college whose list of codes changed (03–04 → 04–05), with no 2024 requirement to tell its groups apart.
    '湖北,2024,本科批,物理类,4142010487,华中科技大学,03,,,,,648,,,,华中科技大学第03组,group,,src-2024',
    '湖北,2024,本科批,物理类,4142010487,华中科技大学,04,,,,,598,,,,华中科技大学第04组,group,,src-2024',
    '湖北,2025,本科普通批平行志愿,物理类,A08404,华中科技大学,04,,,化,,641,,,,华中科技大学第04组,group,,src-2025',
    '湖北,2025,本科普通批平行志愿,物理类,A08405,华中科技大学,05,,,不限,,591,,,,华中科技大学第05组,group,,src-2025',
  ]);
  const { idx } = indexesOf(dir, [
    ...[2024, 2025].map((year) => ({ province: '海南', year, group_d: '综合' })),
    ...[2024, 2025].map((year) => ({ province: '湖北', year, group_d: '物理类' })),
  ]);

  it('海南: never another college\'s line under a reused code', () => {
    const rows = idx.slices.get('海南|本科批|综合')!.rows;
    const hit = rows.find((u) => u.collegeName === '哈尔滨工业大学')!;
    const pku = rows.find((u) => u.collegeName === '北京大学')!;
    expect(hit.hist.map((h) => h?.min_score ?? null)).toEqual([687, 690, null]);
    expect(pku.hist.map((h) => h?.min_score ?? null)).toEqual([605, 600, null]);
  });

  it('湖北: 2024\'s line by institution code is the 2025 group\'s earlier line', () => {
    const row = idx.slices.get('湖北|本科批|物理类')!.rows.find((u) => u.code === 'A08303')!;
    expect(row.hist.map((h) => h?.min_score ?? null)).toEqual([666, 615, null]);
    expect(row.hist.map((h) => h?.source_id ?? null)).toEqual(['src-2025', 'src-2024', null]);
    // Its list kept its one code: nothing to say of the line.
    expect(row.wire.qu_year_note).toBeUndefined();
    // The published name `哈尔滨工业大学第03组` only restates the row's `03专业组`: nothing is shown beside it.
    expect([row.specialty_title, row.wire.major_remark]).toEqual(['03专业组', '']);
    const hainan = idx.slices.get('海南|本科批|综合')!.rows.find((u) => u.collegeName === '哈尔滨工业大学')!;
    expect([hainan.specialty_title, hainan.wire.major_remark]).toEqual(['062101专业组', '']);
  });

  it('湖北: a group met by its code alone in a list that changed says so beside the earlier line', () => {
    const rows = idx.slices.get('湖北|本科批|物理类')!.rows.filter((u) => u.collegeName === '华中科技大学');
    const g04 = rows.find((u) => u.group_code === '04')!;
    expect(g04.hist.map((h) => h?.min_score ?? null)).toEqual([641, 598, null]);
    expect(g04.wire.qu_year_note).toBe(CODE_ONLY_NOTE);
    expect(g04.wire.current_year_note).toBeUndefined();
    // 05 is new in 2025: no earlier line, nothing said.
    const g05 = rows.find((u) => u.group_code === '05')!;
    expect([g05.hist[1], g05.wire.qu_year_note]).toEqual([null, undefined]);
    // 海南 gives every group's requirement: its renumbered colleges are matched by requirement, no note.
    for (const u of idx.slices.get('海南|本科批|综合')!.rows) expect(u.wire.qu_year_note).toBeUndefined();
  });
});

describe('a slice of real lines never reads a generated 一分一段 table', () => {
  const dir = folder([
    '重庆,2024,本科批,物理类,1101,北京大学,,117,法学,,,660,,,,本科批平行志愿,major,,src-2024',
    '重庆,2024,本科批,物理类,1101,北京大学,,118,经济学,,,650,,,,本科批平行志愿,major,,src-2024',
    '重庆,2025,本科批,物理类,1101,北京大学,,117,法学,,,662,,,,本科批平行志愿,major,,src-2025',
    '重庆,2025,本科批,物理类,1101,北京大学,,118,经济学,,,655,,,,本科批平行志愿,major,,src-2025',
  ]);
  const data = readRealSources([{ dir, label: 'real-national' }]);
  const table = (year: number) => Array.from({ length: 400 }, (_, i) => ({ province: '重庆', year, group_d: '物理类', score: 700 - i, count: 100, cumulative: 100 * (i + 1) }));
  // 2024's table is there but generated (not in the real scopes); 2025's and 2026's are real.
  const build = (realYears: number[]) => {
    const ds: SeasonDataset = {
      dataset: 'demo',
      provinces: [],
      colleges: data.colleges,
      majors: [],
      ranks: [2024, 2025, 2026].flatMap(table),
      lines: [],
      units: data.units,
      content: [],
      realScopes: { units: ['重庆|本科批|物理类'], ranks: realYears.map((y) => `重庆|${y}|物理类`) },
      planYear: 2027,
    };
    return buildIndexes(storedFromDataset(ds, '1')).slices.get('重庆|本科批|物理类')!;
  };

  it('no model fitted on a generated table: the lines stay, without a 99 % line', () => {
    const slice = build([2025, 2026]);
    expect(slice.rows.map((u) => u.hist[1]?.min_score)).toEqual(expect.arrayContaining([660, 650]));
    for (const u of slice.rows) expect(u.outlook).toBeNull();
  });

  it('with 2024\'s table real, the model is fitted on 2024 → 2025', () => {
    const slice = build([2024, 2025, 2026]);
    for (const u of slice.rows) expect(u.outlook?.line99).toEqual(expect.any(Number));
  });
});

describe('the committed default data set holds real-national', () => {
  const shipped = loadShipped();
  const NEW_SYSTEM = ['广东', '江苏', '湖北', '湖南', '北京', '上海', '河北', '辽宁', '贵州', '重庆', '山西', '广西', '黑龙江', '天津', '海南', '宁夏'];

  it('has 本科批 lines of the new system for the 16 provinces, and source ids', () => {
    for (const p of NEW_SYSTEM) {
      const rows = shipped.units.filter((u) => u.province === p && u.batch === '本科批' && u.min_score != null && ['物理类', '历史类', '综合'].includes(u.group_d));
      expect(rows.length, p).toBeGreaterThan(300);
    }
    expect(shipped.units.filter((u) => u.source_id).length).toBeGreaterThan(100_000);
    expect(shipped.ranks.filter((r) => r.province === '湖北' && r.year === 2026).every((r) => r.source_id)).toBe(true);
  });

  it('keeps no marked special plan among the ordinary 本科批 units', () => {
    const ordinary = shipped.units.filter((u) => u.batch === '本科批');
    const marked = ordinary.filter((u) => specialPlanOf({ title: /专业组$|^院校投档线$/.test(u.specialty_title) ? '' : u.specialty_title, remark: u.major_remark }));
    expect(marked.map((u) => `${u.province} ${u.collegeName} ${u.specialty_title} ${u.major_remark}`).slice(0, 5)).toEqual([]);
    expect(shipped.units.filter((u) => u.batch === '本科批·国家专项').length).toBeGreaterThan(1000);
  });

  it('names 哈尔滨工业大学（深圳） as a college of 广东·深圳', () => {
    const c = shipped.colleges.find((x) => x.collegeName === '哈尔滨工业大学（深圳）');
    expect(c).toMatchObject({ collegeProvince: '广东省', collegeCity: '深圳市' });
    expect(shipped.units.some((u) => u.collegeName === '哈尔滨工业大学（深圳）' && u.province === '广东')).toBe(true);
  });
});

describeReal('a fresh database serves the default set', () => {
  let s: TestServer;
  let h: DbHandle;
  let store: SeasonStore;
  beforeAll(async () => {
    // The run's copy of a database the default set was written to (test/seeded.ts): the store reads it as a later
    // start does; the suites that asked first paid for writing it.
    h = await openSeeded('default-small');
    store = await SeasonStore.open(h.db, { pollSeconds: 0, dataset: () => defaultDataset({ small: true }) });
    const app = await buildApp({ db: h.db, sms: new RecordingSms(), season: store, seasonCalls: seasonHandlers(store, h.db) });
    await app.ready();
    s = { app, handle: h, sms: new RecordingSms(), clock: { offsetMs: 0 }, close: async () => app.close() };
    // Decoding the set, generating the demo rows and building the indexes of ~50 real slices: 30–60 s of CPU, measured
    // at over 300 s on the shared 2-core machine under load.
  }, 1_200_000);
  afterAll(async () => {
    await s?.close();
    await store?.seeded.catch(() => {});
    store?.close();
    await h?.close();
  });

  it('real tab-1 lines for 湖北, 河北, 宁夏 and 天津, predicted for 2027 from 2025\'s lines and 2026\'s table', () => {
    for (const [p, g] of [['湖北', '物理类'], ['河北', '历史类'], ['宁夏', '物理类'], ['天津', '综合']] as const) {
      const slice = store.slice(p, '本科批', g)!;
      expect(slice.real, p).toBe(true);
      expect(store.datasetOfSlice(slice), p).toBe('real');
      expect(slice.years.ming_year, p).toBe(2027);
      expect(slice.basis, p).toEqual({ lines: 2025, table: 2026 });
      const { rows } = store.intell({ volunteer_id: 1, province: p, batch: '本科批', score: 560, group_d: g, subject: g === '历史类' ? '历史,政治,地理' : '物理,化学,生物' }, { up: 20, down: 20 }, store.readScreens({}));
      expect(rows.length, p).toBeGreaterThan(20);
      for (const r of rows) expect(r.batch, p).toBe('本科批');
    }
    // 河南 has old-system lines only: its new-system tab 1 is 演示数据.
    expect(store.slice('河南', '本科批', '物理类')?.real ?? false).toBe(false);
  });

  it('shows 2024\'s real line beside 2025\'s where the two years come from sources that code colleges differently', () => {
    // 湖北, 湖南, 北京, 上海: 2024 by the institution code (real-provinces), 2025 by the exam code (real-national).
    for (const [p, g, atLeast] of [['湖北', '物理类', 2000], ['湖南', '物理类', 1500], ['北京', '综合', 900], ['上海', '综合', 1000]] as const) {
      const slice = store.slice(p, '本科批', g)!;
      const shown = slice.rows.filter((u) => u.wire.qu_year === 2024 && typeof u.wire.qu_year_min_score === 'number');
      expect(shown.length, p).toBeGreaterThan(atLeast);
      expect(slice.years.data_years, p).toEqual([2024, 2025]);
      // Fitted on its own 2024 → 2025 pairs: a 99 % line on every row (no probability: one fitted year).
      expect(slice.rows.every((u) => typeof u.wire.yugu_line99 === 'number'), p).toBe(true);
    }
    const hit = store.slice('湖北', '本科批', '物理类')!.rows.find((u) => u.collegeName === '哈尔滨工业大学' && u.group_code === '04')!;
    expect([hit.wire.current_year_min_score, hit.wire.qu_year_min_score]).toEqual([656, 662]);
  });

  it('shows special plans on tab 1 only to a family that says it qualifies', () => {
    const plan = { volunteer_id: 1, province: '湖南', batch: '本科批', score: 600, group_d: '物理类', subject: '物理,化学,生物' };
    const off = store.intell(plan, { up: 60, down: 60 }, store.readScreens({}));
    const on = store.intell(plan, { up: 60, down: 60 }, store.readScreens({}), ['国家专项']);
    expect(off.rows.some((u) => u.batch !== '本科批')).toBe(false);
    const extra = on.rows.filter((u) => u.batch === '本科批·国家专项');
    expect(extra.length).toBeGreaterThan(5);
    const u = extra[0]!;
    expect(store.findUnit({ province: '湖南', batch: '本科批', group_d: '物理类', code: u.code, specialty_code: u.specialty_code })).toBe(u);
  });

  it('puts 哈尔滨工业大学（深圳） in 广东·深圳 on 广东\'s tab 1', () => {
    const slice = store.slice('广东', '本科批', '物理类')!;
    const hit = slice.rows.find((u) => u.collegeName.startsWith('哈尔滨工业大学') && u.college?.collegeCity === '深圳市');
    // The store writes provinces short (广东), as the region filter reads them.
    expect(hit?.college).toMatchObject({ collegeName: '哈尔滨工业大学（深圳）', collegeCity: '深圳市' });
    expect(hit?.college?.collegeProvince).toMatch(/^广东/);
    expect(hit?.wire).toMatchObject({ collegeCity: '深圳市' });
    expect(String(hit?.wire.collegeProvince)).toMatch(/^广东/);
  });

  it('answers the rank lookup from each province\'s latest shared table, with its cumulative count', async () => {
    const rows = csvRecords(path.join(NATIONAL_DIR, 'rank-tables.csv'));
    const latest = new Map<string, number>();
    for (const r of rows) {
      if (!['物理类', '历史类', '综合'].includes(r.group_d!)) continue;
      const k = `${r.province}|${r.group_d}`;
      latest.set(k, Math.max(latest.get(k) ?? 0, Number(r.year)));
    }
    let checked = 0;
    for (const [k, year] of latest) {
      const [province, group_d] = k.split('|') as [string, string];
      const table = rows.filter((r) => r.province === province && r.group_d === group_d && Number(r.year) === year);
      const row = table[Math.floor(table.length / 2)]!;
      const r = await call(s.app, '/api/OneQuarter/seat', { province, group_d, score: Number(row.score) });
      const d = r.data as { seat: number; year: number; dataset: string; basis: { table: number } };
      expect([d.year, d.seat, d.dataset], `${k} ${row.score}`).toEqual([year, Number(row.cumulative), 'real']);
      expect(d.basis.table).toBe(year);
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  }, 120_000);
});

describe('the demo generator', () => {
  it('is untouched by the plan year (demo sets keep theirs)', () => {
    const ds = generateDemo(DEMO_SEED, { provinces: ['河北'], base: { ...loadShipped(), colleges: loadShipped().colleges.slice(0, 30) } });
    expect(ds.planYear).toBeUndefined();
  });
});

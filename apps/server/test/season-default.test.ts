import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import type { DbHandle } from '../src/db/connect';
import { SeasonStore } from '../src/season/store';
import { seasonHandlers } from '../src/season/calls';
import { loadShipped } from '../src/season/real/shipped';
import { publicLists } from '../src/season/real/lists';
import { defaultDataset } from '../src/season/real/default-set';
import { DEMO_HISTORY_YEARS } from '../src/season/demo/generate';
import { CENGCI } from 'gaokao-domain';
import type { SeasonDataset } from '../src/season/dataset';
import { RecordingSms, call, smsLogin, type TestServer } from './helpers';
import { openSeeded } from './seeded';
import { PROVINCES_DIR, REAL_DIR, csvRecords, describeReal } from './real-data';

const shipped = loadShipped();

describe('the committed default data set', () => {
  it('is small and holds the real rows of the three folders', () => {
    const file = fs.statSync(new URL('../data/default-dataset.json.br', import.meta.url));
    expect(file.size).toBeLessThan(3 * 1024 * 1024);
    expect(shipped.colleges.filter((c) => c.collegeNature !== '解放军院校' && !c.info.branch_of)).toHaveLength(2919);
    expect(shipped.majors).toHaveLength(875);
    expect(shipped.ranks).toHaveLength(6911 + 7249 + 52491);
    const provinces = new Set(shipped.ranks.map((r) => r.province));
    expect(provinces.size).toBe(29);
    for (const p of ['上海', '北京', '山东', '广东', '江苏', '河北', '浙江', '湖北', '湖南', '辽宁', '四川', '吉林']) expect(provinces.has(p), p).toBe(true);
    expect(shipped.units.filter((u) => u.province === '广东' && u.min_score != null)).toHaveLength(30301);
    expect(shipped.units.filter((u) => u.province === '广东' && u.year === 2025)).toHaveLength(11182);
    for (const p of ['江苏', '湖北', '湖南', '上海', '北京']) expect(shipped.units.some((u) => u.province === p && u.specialty_title.endsWith('专业组')), p).toBe(true);
  });

  it('holds a school of a university that enrols under its own name and code (北京大学医学部) as a college of its own, appended', () => {
    // 河北 2025: 北京大学 is exam code 0079, 北京大学医学部 0081 (护理学 673); neither's lines are the other's.
    const hebei = (name: string, g: string) => shipped.units.filter((u) => u.province === '河北' && u.year === 2025 && u.collegeName === name && u.group_d === g && u.min_score != null);
    const lowest = (name: string, g: string) => Math.min(...hebei(name, g).map((u) => u.min_score as number));
    expect(new Set(['历史类', '物理类'].flatMap((g) => hebei('北京大学', g).map((u) => u.code)))).toEqual(new Set(['0079']));
    expect(new Set(['历史类', '物理类'].flatMap((g) => hebei('北京大学医学部', g).map((u) => u.code)))).toEqual(new Set(['0081']));
    expect([lowest('北京大学', '历史类'), lowest('北京大学', '物理类')]).toEqual([671, 688]);
    expect(hebei('北京大学', '历史类')[0]?.min_rank).toBe(43);
    expect(hebei('北京大学医学部', '物理类').find((u) => u.specialty_title === '护理学')?.min_score).toBe(673);
    const schools = ['北京大学医学部', '浙江大学医学院', '复旦大学医学院', '上海交通大学医学院', '汕头大学医学院'];
    const pku = shipped.colleges.find((c) => c.collegeName === '北京大学医学部');
    expect(pku).toMatchObject({ collegeProvince: '北京市', collegeCity: '北京市', info: { branch_of: '北京大学', branch_kind: 'school' } });
    // Added after every college of the earlier sets, so that no college's id (its place) moved.
    expect(shipped.colleges.slice(-schools.length).map((c) => c.collegeName).sort()).toEqual([...schools].sort());
    expect(shipped.colleges[0]?.collegeName).toBe('北京大学');
  });

  it('carries the licence notices of its sources beside it', () => {
    const notice = fs.readFileSync(new URL('../data/NOTICE', import.meta.url), 'utf8');
    expect(notice).toContain('MIT License');
    expect(notice).toContain('gaokao-advisor');
    expect(notice).toContain('Apache License');
    expect(notice).toContain('GaokaoAgent');
    expect(fs.readFileSync(new URL('../data/LICENSE-APACHE-2.0.txt', import.meta.url), 'utf8')).toContain('Apache License');
  });
});

describeReal('the default data set against ../shared/data', () => {
  it('was built from the files as they are now (rebuild with pnpm --filter server run build:dataset)', () => {
    for (const s of shipped.sources) {
      const [folder, name] = s.file.split('/') as [string, string];
      const file = path.join(folder === 'real' ? REAL_DIR : folder === 'real-provinces' ? PROVINCES_DIR : path.resolve(REAL_DIR, '../real-national'), name);
      expect(createHash('sha256').update(fs.readFileSync(file)).digest('hex'), s.file).toBe(s.sha256);
    }
    expect(shipped.sources.map((s) => s.file).sort()).toEqual(
      ['real/admissions.csv', 'real/colleges.csv', 'real/majors.csv', 'real/plans.csv', 'real/rank-tables.csv', 'real-provinces/admissions.csv', 'real-provinces/rank-tables.csv', 'real-national/admissions.csv', 'real-national/rank-tables.csv'].sort(),
    );
  });
});

describeReal('public lists (985, 211, 双一流) as data', () => {
  const lists = publicLists();
  const colleges = csvRecords(path.join(REAL_DIR, 'colleges.csv'));
  const names = new Set(colleges.map((c) => c.collegeName));
  const military = new Set(csvRecords(path.join(PROVINCES_DIR, 'admissions.csv')).map((r) => r.collegeName));

  it('have their published sizes', () => {
    expect(lists['985'].entries).toHaveLength(39);
    expect(lists['985'].published_size).toBe(39);
    // 112 universities; the three Beijing campuses of 矿大, 石油, 地大 are institutions of their own: 115 entries.
    expect(lists['211'].entries).toHaveLength(115);
    expect(lists['211'].entries.filter((e) => !e.campus_of)).toHaveLength(112);
    expect(lists['双一流'].entries).toHaveLength(147);
    for (const l of Object.values(lists)) expect(new Set(l.entries.map((e) => e.name)).size).toBe(l.entries.length);
  });

  it('985 ⊂ 211 ⊂ 双一流', () => {
    const n211 = new Set(lists['211'].entries.map((e) => e.name));
    const ndfc = new Set(lists['双一流'].entries.map((e) => e.name));
    for (const e of lists['985'].entries) expect(n211.has(e.name), e.name).toBe(true);
    for (const e of lists['211'].entries) expect(ndfc.has(e.name), e.name).toBe(true);
  });

  it('every entry is an institution of the Ministry list, or a military school the admissions name', () => {
    for (const l of Object.values(lists)) {
      for (const e of l.entries) {
        if (e.military) expect(military.has(e.name), `${l.list} ${e.name}`).toBe(true);
        else expect(names.has(e.name), `${l.list} ${e.name}`).toBe(true);
      }
    }
  });

  it('tag the default set exactly: no vocational college, no other college', () => {
    const ds = defaultDataset({ small: true });
    const tagged = (k: string) => new Set(ds.colleges.filter((c) => c.info[k] === '是').map((c) => c.collegeName));
    expect(tagged('is985')).toEqual(new Set(lists['985'].entries.map((e) => e.name)));
    expect(tagged('is211')).toEqual(new Set(lists['211'].entries.map((e) => e.name)));
    expect(tagged('two_yiliu')).toEqual(new Set(lists['双一流'].entries.map((e) => e.name)));
    for (const c of ds.colleges) if (c.collegeLevel === '专科' || /职业/.test(c.collegeName)) expect(c.info.two_yiliu, c.collegeName).toBe('否');
    // A college's city is the Ministry list's city.
    const city = new Map(colleges.map((c) => [c.collegeName, c.collegeCity]));
    for (const c of ds.colleges) if (city.has(c.collegeName)) expect(c.collegeCity, c.collegeName).toBe(city.get(c.collegeName));
  });
});

describe('demo rows where no real data exists', () => {
  let ds: SeasonDataset;
  // Provinces with real lines of the new system (old-system 文科/理科 lines alone leave a province to the demo).
  const real = new Set(shipped.units.filter((u) => ['物理类', '历史类', '综合'].includes(u.group_d)).map((u) => u.province));
  beforeAll(() => {
    ds = defaultDataset();
  }, 120_000);

  it('invent no college facts that no source holds: counts, founding year, area and staff are missing', () => {
    const pku = ds.colleges.find((c) => c.collegeName === '北京大学')!;
    expect(pku.info.shuoshiNum).toBeNull();
    expect(pku.info.boshiNum).toBeNull();
    expect(pku.info.jianxiao_time).toBe('');
    expect(String(pku.info.college_info)).toContain('北京');
    expect(String(pku.info.college_info)).toContain('暂无数据');
    for (const c of ds.colleges) {
      expect(c.info.shuoshiNum ?? null, c.collegeName).toBeNull();
      for (const k of ['zhandi', 'shizi_li', 'sex_score', 'jianxiao_time', 'youshi']) expect(c.info[k], `${c.collegeName} ${k}`).toBe('');
      expect(String(c.info.college_info)).not.toMatch(/\d{4}年|亩|专任教师/);
    }
  });

  it('are generated only for provinces without real admissions, and every real row is kept as it is', () => {
    const demo = ds.units.slice(shipped.units.length);
    expect(ds.units.slice(0, shipped.units.length)).toEqual(shipped.units);
    for (const p of real) expect(demo.some((u) => u.province === p), p).toBe(false);
    expect(demo.some((u) => u.province === '四川')).toBe(true);
    expect(demo.some((u) => u.province === '河南' && u.group_d === '物理类')).toBe(true);
    expect(ds.realScopes?.units).toContain('广东|本科批|物理类');
    expect(ds.realScopes?.units).toContain('河北|本科批|物理类');
    expect(ds.realScopes?.units).not.toContain('四川|本科批|物理类');
    expect(ds.realScopes?.ranks).toContain('河北|2024|物理类');
  });

  it('have max ≥ avg ≥ min with realistic spreads', () => {
    const demo = ds.units.slice(shipped.units.length).filter((u) => u.min_score != null);
    // Fewer than before real-national (16 provinces' lines are real now): 31,516 generated rows with a line.
    expect(demo.length).toBeGreaterThan(20000);
    const spreads: number[] = [];
    for (const u of demo) {
      expect(u.max_score!).toBeGreaterThanOrEqual(u.avg_score!);
      expect(u.avg_score!).toBeGreaterThanOrEqual(u.min_score!);
      spreads.push(u.max_score! - u.min_score!);
    }
    spreads.sort((a, b) => a - b);
    // max = min only where the lowest score is already the top of the table (a handful of rows).
    // With real-national's tables a generated unit near a table's merged top band has max = min more often (87 of 31,516).
    expect(spreads.filter((x) => x === 0).length).toBeLessThan(demo.length / 200);
    expect(spreads[Math.floor(spreads.length / 2)]!).toBeGreaterThanOrEqual(3);
    expect(spreads[Math.floor(spreads.length * 0.95)]!).toBeGreaterThanOrEqual(10);
  });

  it('follow the college tier: 985 > 211 > other 双一流 > other public 本科 > private 本科 > 专科 (四川 2024 物理类 lowest scores)', () => {
    const byName = new Map(ds.colleges.map((c) => [c.collegeName, c]));
    const tierOf = (name: string) => {
      const c = byName.get(name)!;
      if (c.info.is985 === '是') return 0;
      if (c.info.is211 === '是') return 1;
      if (c.info.two_yiliu === '是') return 2;
      if (c.collegeLevel === '本科' && c.collegeNature === '公办' && !/职业/.test(name)) return 3;
      if (c.collegeLevel === '本科' && c.collegeNature === '民办') return 4;
      if (c.collegeLevel === '专科') return 5;
      return -1;
    };
    const sums = Array.from({ length: 6 }, () => ({ n: 0, s: 0 }));
    for (const u of ds.units) {
      if (u.province !== '四川' || u.year !== 2024 || u.group_d !== '物理类' || u.min_score == null) continue;
      const t = tierOf(u.collegeName);
      if (t < 0) continue;
      sums[t]!.n++;
      sums[t]!.s += u.min_score;
    }
    const means = sums.map((x) => x.s / x.n);
    for (let i = 1; i < means.length; i++) expect(means[i]!, `tier ${i}`).toBeLessThan(means[i - 1]!);
    expect(means[0]!).toBeGreaterThan(640);
  });

  it('offer majors that fit the college: level, and no 航海技术 or 公安 majors at 北京大学', () => {
    const cengci = new Map<string, Set<string>>();
    for (const m of ds.majors) cengci.set(m.major_name, (cengci.get(m.major_name) ?? new Set()).add(m.cengci));
    const byName = new Map(ds.colleges.map((c) => [c.collegeName, c]));
    const demo = ds.units.slice(shipped.units.length);
    for (let i = 0; i < demo.length; i += 7) {
      const u = demo[i]!;
      const c = byName.get(u.collegeName)!;
      const level = cengci.get(u.specialty_title);
      const want = c.collegeLevel === '专科' ? '专科(高职教育)' : /职业技术大学|职业大学/.test(c.collegeName) ? '本科(职业教育)' : '本科(普通教育)';
      expect(level?.has(want), `${u.collegeName} ${u.specialty_title}`).toBe(true);
    }
    const pku = new Set(demo.filter((u) => u.collegeName === '北京大学').map((u) => u.specialty_title));
    expect(pku.size).toBeGreaterThan(0);
    for (const t of pku) expect(t).not.toMatch(/航海|轮机|侦查|治安|学前教育/);
  });

  it('include colleges that enrol in a province for the first time (tab 3, 新增院校专业)', () => {
    const withHistory = new Set<string>();
    const plan = new Set<string>();
    for (const u of ds.units) {
      if (u.province !== '四川' || u.batch !== '本科批') continue;
      if (u.min_score != null) withHistory.add(u.code);
      if (u.year === 2025) plan.add(u.code);
    }
    const first = [...plan].filter((c) => !withHistory.has(c));
    expect(first.length).toBeGreaterThan(10);
    expect(DEMO_HISTORY_YEARS).toEqual([2022, 2023, 2024]);
  });
});

describeReal('专业组-level results (江苏, 湖北, 湖南, 上海, 北京)', () => {
  let h: DbHandle;
  let store: SeasonStore;
  beforeAll(async () => {
    // A copy of the run's import of colleges.csv and real-provinces (test/seeded.ts).
    h = await openSeeded('real-provinces');
    store = await SeasonStore.open(h.db, { seedDemo: false, pollSeconds: 0 });
  }, 180_000);
  afterAll(async () => {
    store?.close();
    await h?.close();
  });

  it('import every row as a group unit, the 湖北 rows with the group in the college name mended', async () => {
    const n = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM season_unit WHERE specialty_title LIKE '%专业组'`.execute(h.db)).rows[0]!.n;
    // This database holds real-provinces only (test/seeded.ts); the shipped set's real-national rows carry a source_id.
    expect(n).toBe(shipped.units.filter((u) => u.specialty_title.endsWith('专业组') && !u.source_id).length);
    const bad = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM season_unit WHERE "collegeName" ~ '第\\s*\\d+组$'`.execute(h.db)).rows[0]!.n;
    expect(bad).toBe(0);
    const caac = await h.db.selectFrom('season_unit').select(['group_code', 'specialty_code']).where('collegeName', '=', '中国民用航空飞行学院').where('province', '=', '湖北').execute();
    expect(caac.length).toBeGreaterThan(0);
    for (const r of caac) expect(r.specialty_code).toBe(r.group_code);
  });

  it('serve 江苏 groups with two years of history, found by college code and group code', () => {
    const s = store.slice('江苏', '本科批', '物理类')!;
    // Named 2022–2024 by its columns, it holds 2023 and 2024: the label's years are these.
    expect(s.years).toEqual({ ming_year: 2025, current_year: 2024, qu_year: 2023, qian_year: 2022, data_years: [2023, 2024] });
    expect(s.real).toBe(true);
    const both = s.rows.filter((u) => u.hist[0] && u.hist[1]);
    expect(both.length).toBeGreaterThan(500);
    const u = both[0]!;
    expect(store.findUnit({ province: '江苏', batch: '本科批', group_d: '物理类', code: u.code, specialty_code: u.specialty_code })).toBe(u);
    expect(u.specialty_title).toBe(`${u.group_code}专业组`);
    expect(u.yugu_score).not.toBeNull();
  });

  it('screen 江苏 物理 600 with 化学+生物: groups within the band whose requirement the subjects meet', () => {
    const plan = { volunteer_id: 1, province: '江苏', batch: '本科批', score: 600, group_d: '物理类', subject: '物理,化学,生物' };
    const { rows } = store.intell(plan, { up: 20, down: 20 }, store.readScreens({}));
    expect(rows.length).toBeGreaterThan(50);
    for (const r of rows) {
      expect(r.yugu_score!).toBeGreaterThanOrEqual(580);
      expect(r.yugu_score!).toBeLessThanOrEqual(620);
      expect(r.the_second).not.toMatch(/思想政治|地理/);
    }
    const geo = store.intell({ ...plan, subject: '物理,思想政治,地理' }, { up: 20, down: 20 }, store.readScreens({}));
    expect(geo.rows.some((r) => r.the_second === '化学')).toBe(false);
  });

  it('serve 湖北, 湖南, 上海 and 北京 2024 groups with a prediction from their 2024 line', () => {
    for (const [p, g] of [['湖北', '物理类'], ['湖南', '历史类'], ['上海', '综合'], ['北京', '综合']] as const) {
      const s = store.slice(p, '本科批', g)!;
      expect(s, p).toBeDefined();
      expect(s.years.current_year).toBe(2024);
      expect(s.rows.filter((u) => u.yugu_score != null).length, p).toBeGreaterThan(500);
      expect(s.rows.filter((u) => u.college !== undefined).length / s.rows.length, p).toBeGreaterThan(0.9);
    }
    // 北京 writes the requirement as the group's name.
    const bj = store.slice('北京', '本科批', '综合')!;
    expect(bj.rows.some((u) => u.the_second === '物理＋化学')).toBe(true);
  });
});

describeReal('the rank lookup call on the default data set', () => {
  let s: TestServer;
  let h: DbHandle;
  let store: SeasonStore;
  beforeAll(async () => {
    h = await openSeeded('default-small');
    store = await SeasonStore.open(h.db, { pollSeconds: 0, dataset: () => defaultDataset({ small: true }) });
    const sms = new RecordingSms();
    const app = await buildApp({ db: h.db, sms, season: store, seasonCalls: seasonHandlers(store, h.db) });
    await app.ready();
    s = { app, handle: h, sms, clock: { offsetMs: 0 }, close: async () => app.close() };
    // The first suite of the run to ask writes the default set (decoding, demo rows, ~50 real slices): minutes of CPU
    // on a loaded 2-core machine; the later ones copy it.
  }, 1_200_000);
  afterAll(async () => {
    await s?.close();
    await store?.seeded.catch(() => {});
    store?.close();
    await h?.close();
  });

  it('answers the official cumulative count of 广东 2024 物理类 600 from the real table, labelled real', async () => {
    const row = csvRecords(path.join(REAL_DIR, 'rank-tables.csv')).find((r) => r.province === '广东' && r.year === '2024' && r.group_d === '物理类' && r.score === '600')!;
    const r = await call(s.app, '/api/OneQuarter/seat', { province: '广东', group_d: '物理类', score: 600, year: 2024 });
    expect(r.status).toBe(200);
    const d = r.data as { seat: number; year: number; dataset: string; count: number };
    expect(d.seat).toBe(Number(row.cumulative));
    expect(d.count).toBe(Number(row.count));
    expect(d.year).toBe(2024);
    expect(d.dataset).toBe('real');
  });

  it('says when a score is below the table or on a line nobody obtained', async () => {
    type Seat = { seat: number; count: number | null; match: string; line_score: number; even_score: unknown[] };
    const seat = async (province: string, group_d: string, score: number, year: number) => (await call(s.app, '/api/OneQuarter/seat', { province, group_d, score, year })).data as Seat;
    // 江苏 2025 物理类 stops at 463 (cumulative 205,975: real-provinces/rank-tables.csv).
    const low = await seat('江苏', '物理类', 443, 2025);
    expect(low).toMatchObject({ match: 'below', line_score: 463, seat: 205975, count: null, even_score: [] });
    const last = await seat('江苏', '物理类', 463, 2025);
    expect(last).toMatchObject({ match: 'exact', line_score: 463, seat: 205975, count: 984 });
    // 湖北 2024 历史类: nobody at 700 (count 0 from 741 down to 670); the rank is read at 669.
    const gap = await seat('湖北', '历史类', 700, 2024);
    expect(gap).toMatchObject({ match: 'gap', line_score: 669, seat: 10, count: 0 });
    // 广东 2021 物理类 opens with 694 (5 examinees, cumulative 29): above it the rank is at most 29.
    const top = (await call(s.app, '/api/OneQuarter/seat', { province: '广东', group_d: '物理类', score: 697, year: 2021 })).data as Seat;
    expect(top).toMatchObject({ match: 'top', line_score: 694, seat: 29, count: null });
  });

  it('gives a real answer 往年等效分 from real tables only', async () => {
    const of = async (province: string, group_d: string, year?: number) =>
      (await call(s.app, '/api/OneQuarter/seat', { province, group_d, score: 560, year })).data as { year: number; dataset: string; even_score: { year: number }[] };
    // 河北's real tables are 2024–2026 (2023 and 2022 are generated); 江苏's are 2023–2026 (2022 generated).
    const hb = await of('河北', '物理类');
    expect([hb.year, hb.dataset]).toEqual([2026, 'real']);
    expect(hb.even_score.map((e) => e.year)).toEqual([2025, 2024]);
    const js = await of('江苏', '物理类');
    expect([js.year, js.dataset]).toEqual([2026, 'real']);
    expect(js.even_score.map((e) => e.year)).toEqual([2025, 2024, 2023]);
    // A generated table's answer is labelled demo and keeps every other year.
    const hb23 = await of('河北', '物理类', 2023);
    expect([hb23.year, hb23.dataset]).toEqual([2023, 'demo']);
    expect(hb23.even_score.map((e) => e.year)).toEqual([2026, 2025, 2024, 2022]);
  });

  it('labels 四川 screens as 演示数据 and 广东 and 河北 screens as real', async () => {
    const login = await smsLogin(s);
    for (const [province, dataset] of [['四川', 'demo'], ['广东', 'real'], ['河北', 'real']] as const) {
      const add = await call(s.app, '/api/Volunteer/add', { province, score: 560, batch: '本科批', subject: ['物理', '化学', '生物'], group_d: '物理类' }, { token: login.token });
      expect(add.status, add.msg).toBe(200);
      const plan = await h.db.selectFrom('volunteer').select('volunteer_id').where('memberuser_id', '=', login.id).executeTakeFirstOrThrow();
      await h.db.updateTable('member_user').set({ role: 2 }).where('memberuser_id', '=', login.id).execute();
      const r = await call(s.app, '/api/Volunteer/college_intell_screen', { aspid: plan.volunteer_id, page: 1, pageSize: 20 }, { token: login.token });
      expect(r.status, r.msg).toBe(200);
      const d = r.data as { dataset: string; count: number };
      expect(d.dataset, province).toBe(dataset);
      expect(d.count, province).toBeGreaterThan(100);
    }
  });

  it('marks the generated college ratings of every answer that carries them, real lines or not (ratings_dataset)', async () => {
    const login = await smsLogin(s);
    const add = await call(s.app, '/api/Volunteer/add', { province: '广东', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'], group_d: '物理类' }, { token: login.token });
    expect(add.status, add.msg).toBe(200);
    const plan = await h.db.selectFrom('volunteer').select('volunteer_id').where('memberuser_id', '=', login.id).executeTakeFirstOrThrow();
    type Page = { dataset: string; ratings_dataset: string; list: { ruan_pai: number | null; ajia_major: string }[] };
    // 广东 tab 1: real lines, generated 软科排名 and 学科评估 on the same rows.
    const tab1 = (await call(s.app, '/api/Volunteer/college_intell_screen', { aspid: plan.volunteer_id, page: 1, pageSize: 50 }, { token: login.token })).data as Page;
    expect(tab1.dataset).toBe('real');
    expect(tab1.list.some((r) => r.ruan_pai != null)).toBe(true);
    expect(tab1.ratings_dataset).toBe('demo');
    for (const path of ['/api/Volunteer/college_screen', '/api/Volunteer/college_result_screen']) {
      const r = (await call(s.app, path, { aspid: plan.volunteer_id, page: 1, pageSize: 20 }, { token: login.token })).data as Page;
      expect([r.dataset, r.ratings_dataset], path).toEqual(['real', 'demo']);
    }
    const whu = store.colleges.find((x) => x.collegeName === '武汉大学')!;
    const detail = (await call(s.app, '/api/Colleges/getCollegeDetail', { collegiate_id: whu.collegiate_id, province: '广东' })).data as { history_dataset: string; ratings_dataset: string };
    expect([detail.history_dataset, detail.ratings_dataset]).toEqual(['real', 'demo']);
    const library = (await call(s.app, '/api/Colleges/index', { page: 1, limit: 10, type: 4 })).data as { ratings_dataset: string };
    expect(library.ratings_dataset).toBe('demo');
    const plans = (await call(s.app, '/api/RecruitData/index', { page: 1, limit: 5, province: '广东', batch: '本科批', group_d: '物理类', collegeName: '武汉大学' }, { token: login.token })).data as { dataset: string; data: { recruitdata_id: number }[] };
    expect(plans.dataset).toBe('real');
    const recruit = (await call(s.app, '/api/RecruitData/detail', { recruitdata_id: plans.data[0]!.recruitdata_id }, { token: login.token })).data as { detail: { ruan_pai: number | null }; ratings_dataset: string };
    expect(recruit.detail.ruan_pai).not.toBeNull();
    expect(recruit.ratings_dataset).toBe('demo');
  });

  it('names the real scopes of the demo set in the dictionary, and on each enrolment row the year of its data', async () => {
    const login = await smsLogin(s);
    const dict = (await call(s.app, '/api/Admin.Config/dictionary')).data as { dataset: string; real_scopes: { province: string; batch: string; group_d: string }[] };
    expect(dict.dataset).toBe('demo');
    expect(dict.real_scopes).toContainEqual({ province: '广东', batch: '本科批', group_d: '物理类' });
    expect(dict.real_scopes).toContainEqual({ province: '江苏', batch: '本科批', group_d: '物理类' });
    expect(dict.real_scopes.some((r) => r.province === '四川')).toBe(false);
    const years = async (province: string, group_d: string) => {
      // 广东's published 2025 plan (real/plans.csv) covers 历史类; its 物理类 rows are the 2024 admissions carried over.
      const page = (await call(s.app, '/api/RecruitData/index', { page: 1, limit: 100, province, batch: '本科批', group_d }, { token: login.token })).data as { data: { data_year: number }[] };
      return [...new Set(page.data.map((r) => r.data_year))];
    };
    expect(await years('广东', '历史类')).toEqual([2025]);
    expect(await years('广东', '物理类')).toEqual([2024]);
    expect(await years('江苏', '物理类')).toEqual([2024]);
  });

  it('labels the enrolment plan by its rows: 广东 and 江苏 rows real, generated 四川 rows 演示数据', async () => {
    const login = await smsLogin(s);
    const list = async (f: Record<string, unknown>) =>
      (await call(s.app, '/api/RecruitData/index', { page: 1, limit: 100, ...f }, { token: login.token })).data as { total: number; data: { collegeName: string }[]; dataset: string };
    // One real row (武汉大学's 广东 本科批 物理类 group) and the whole real pages.
    const whu = await list({ province: '广东', batch: '本科批', group_d: '物理类', collegeName: '武汉大学' });
    expect(whu.data.length).toBeGreaterThan(0);
    expect(whu.dataset).toBe('real');
    expect((await list({ province: '广东' })).dataset).toBe('real');
    expect((await list({ province: '江苏' })).dataset).toBe('real');
    // The same college's generated 四川 rows.
    const hebei = await list({ province: '四川', collegeName: '武汉大学' });
    expect(hebei.data.length).toBeGreaterThan(0);
    expect(hebei.dataset).toBe('demo');
    // A page without rows says what the slices it read are.
    expect((await list({ province: '广东', collegeName: '没有这所大学' })).dataset).toBe('real');
    expect((await list({ province: '四川', collegeName: '没有这所大学' })).dataset).toBe('demo');
  });

  it('labels a college detail’s admission lines by their origin, and the detail 演示数据 while it shows a generated ranking', async () => {
    type Detail = { collegeName: string; dataset: string; history_dataset: string; ruan_pai: number | null; dangnian: { year: number }[] };
    const detail = async (collegeName: string, province: string) => {
      const c = store.colleges.find((x) => x.collegeName === collegeName)!;
      return (await call(s.app, '/api/Colleges/getCollegeDetail', { collegiate_id: c.collegiate_id, province })).data as Detail;
    };
    // 武汉大学 in 广东: real 2022–2024 lines; its 软科 rank is generated, so the detail as a whole stays 演示数据.
    const gd = await detail('武汉大学', '广东');
    expect(gd.dangnian.length).toBeGreaterThan(0);
    expect(gd.history_dataset).toBe('real');
    expect(gd.ruan_pai).not.toBeNull();
    expect(gd.dataset).toBe('demo');
    // In 四川 its lines are generated.
    const hb = await detail('武汉大学', '四川');
    expect(hb.dangnian.length).toBeGreaterThan(0);
    expect(hb.history_dataset).toBe('demo');
    expect(hb.dataset).toBe('demo');
  });

  it('lists a real college’s 开设专业 from its real plans and lines only: no 专业组 name, no major of a generated unit', async () => {
    type Detail = { major: { specialty_title: string }[] };
    const c = store.colleges.find((x) => x.collegeName === '中山大学')!;
    const d = (await call(s.app, '/api/Colleges/getCollegeDetail', { collegiate_id: c.collegiate_id, province: '广东' })).data as Detail;
    const titles = d.major.map((m) => m.specialty_title);
    expect(titles.length).toBeGreaterThan(10);
    expect(titles.filter((t) => /专业组$/.test(t))).toEqual([]);
    // Every major listed is offered by a real unit of the college.
    const real = new Set(store.allUnits.filter((u) => u.collegeName === '中山大学' && store.isRealUnit(u)).map((u) => u.specialty_title));
    expect(titles.filter((t) => !real.has(t))).toEqual([]);
    expect(titles).not.toContain('豪萨语');
    expect(titles).not.toContain('纤维艺术');
  });

  it('shows an unknown planned number of the enrolment plan as unknown, not 0', async () => {
    const login = await smsLogin(s);
    const list = async (group_d: string) =>
      (await call(s.app, '/api/RecruitData/index', { province: '广东', batch: '本科批', group_d, collegeName: '武汉大学', page: 1, limit: 100 }, { token: login.token })).data as {
        data: { recruitdata_id: number; planned_number: number | null }[];
      };
    // 广东 物理类: no 2025 plan in the sources (the 2024 results are carried over), and results without plan numbers.
    const wuli = await list('物理类');
    expect(wuli.data.length).toBeGreaterThan(0);
    for (const r of wuli.data) expect(r.planned_number).toBeNull();
    const det = (await call(s.app, '/api/RecruitData/detail', { recruitdata_id: wuli.data[0]!.recruitdata_id })).data as { history: { year: number; planned_number: number | null; score: number | null }[] };
    expect(det.history.find((h) => h.year === 2024)!.score).not.toBeNull();
    for (const h of det.history) expect(h.planned_number, String(h.year)).toBeNull();
    // 广东 历史类 2025: the published plan's numbers.
    const lishi = await list('历史类');
    expect(lishi.data.some((r) => (r.planned_number ?? 0) > 0)).toBe(true);
  });

  it('says what the enrolment plan\'s rows are and names their publications: a published plan (广东 历史类 2025) or the 投档 results carried over', async () => {
    const login = await smsLogin(s);
    type Page = { data: { data_kind: string; data_year: number }[]; sources: { kind: string; province: string; year: number; group_d: string; title: string; url: string }[] };
    const list = async (group_d: string) => (await call(s.app, '/api/RecruitData/index', { province: '广东', batch: '本科批', group_d, page: 1, limit: 100 }, { token: login.token })).data as Page;
    const wuli = await list('物理类');
    expect(new Set(wuli.data.map((r) => r.data_kind))).toEqual(new Set(['lines']));
    expect(wuli.sources.length).toBeGreaterThan(0);
    for (const p of wuli.sources) expect([p.kind, p.province, p.year, p.group_d]).toEqual(['lines', '广东', 2024, '物理类']);
    const lishi = await list('历史类');
    expect(new Set(lishi.data.map((r) => r.data_kind))).toEqual(new Set(['plan']));
    expect(lishi.sources.map((p) => [p.kind, p.title])).toEqual([['plan', '广东2025年历史类招生计划（汇编）']]);
    expect(lishi.sources[0]?.url).toMatch(/^https:\/\//);
  });

  it('gives a major\'s offering colleges one published plan\'s 计划人数 each, named (province, year, 科类, 出处), never a sum with generated plans', async () => {
    const philosophy = store.majors.find((m) => m.major_name === '哲学' && m.cengci === CENGCI.benke)!;
    type Row = { collegeName: string; planned_number: number | null; plan_province?: string; plan_year?: number; plan_group_d?: string; plan_sources?: { kind: string; title: string }[] };
    const r = (await call(s.app, '/api/Mojor/collegeList', { mojor_id: philosophy.mojor_id, page: 1, limit: 200 })).data as { total: number; data: Row[]; dataset: string };
    const row = (name: string) => r.data.find((x) => x.collegeName === name);
    // real/plans.csv: 广东 2025 历史类 华南师范大学 34, 北京师范大学 3 (the page showed 131, a sum with generated plans).
    expect(row('华南师范大学')).toMatchObject({ planned_number: 34, plan_province: '广东', plan_year: 2025, plan_group_d: '历史类' });
    expect(row('北京师范大学')).toMatchObject({ planned_number: 3, plan_province: '广东', plan_year: 2025 });
    expect(row('华南师范大学')?.plan_sources?.map((p) => p.title)).toEqual(['广东2025年历史类招生计划（汇编）']);
    for (const x of r.data) if (x.planned_number != null) expect([x.plan_province, x.plan_year], x.collegeName).toEqual(['广东', 2025]);
    else expect(x.plan_province, x.collegeName).toBeUndefined();
    expect(r.data.some((x) => x.planned_number == null)).toBe(true);
  });
});

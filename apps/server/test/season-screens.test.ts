import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SCORE_BAND, meetsSubjectRequirement, parseSubjectRequirement, riskBand, riskBandWithLine, subjectInitials, type RiskBand } from 'gaokao-domain';
import { sql } from 'kysely';
import { DEMO_VIDEO_URL, seedShellContent } from '../src/season/demo/shell';
import { DEMO_PLAN_YEAR } from '../src/season/demo/generate';
import { NON_VIP_ROWS } from '../src/season/calls';
import type { DbHandle } from '../src/db/connect';
import type { SeasonStore } from '../src/season/store';
import { startDemoSeason, type DemoSeasonServer, DEMO_SEASON_START_MS } from './demo-season';
import { call, smsLogin, type TestServer } from './helpers';

// One embedded database seeded with the demo set of 河北 only (over the real colleges and catalogue): the full
// default set's first start is measured by the bench and the README, not in the test line.
let s: TestServer;
let store: SeasonStore;
let handle: DbHandle;
let token: string;
let aspid: number;
const SCORE = 550;
const SUBJECT = '物理,化学,生物';

type Row = Record<string, unknown> & { yugu_score: number; code: string; specialty_code: string };
interface Screen {
  list: Row[];
  count: number;
  tianbaocount: number;
  min_score: number;
  max_score: number;
  object: { ming_year: number; current_year: number; qu_year: number; qian_year: number; data_years?: number[] };
  [k: string]: unknown;
}

let demo: DemoSeasonServer;
beforeAll(async () => {
  demo = await startDemoSeason({ score: SCORE, role: 2 });
  ({ s, store, handle, token, aspid } = demo);
}, DEMO_SEASON_START_MS);

afterAll(async () => {
  await demo?.close();
});

async function screen(path: string, body: Record<string, unknown>, t = token): Promise<Screen> {
  const r = await call(s.app, path, { aspid, ...body }, { token: t });
  expect(r.status, r.msg).toBe(200);
  return r.data as Screen;
}

describe('college_intell_screen (tab 1)', () => {
  it('returns the default band around the score, best line first, with the domain risk band', async () => {
    const d = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 500 });
    expect(d.min_score).toBe(SCORE - 200);
    expect(d.max_score).toBe(SCORE + 150);
    expect(d.count).toBeGreaterThan(500);
    expect(d.list).toHaveLength(500);
    expect(d.object).toEqual({ ming_year: 2025, current_year: 2024, qu_year: 2023, qian_year: 2022, data_years: [2022, 2023, 2024] });
    const subjects = subjectInitials(SUBJECT, '物理类');
    let prev = Infinity;
    for (const r of d.list) {
      expect(r.yugu_score).toBeLessThanOrEqual(SCORE + 150);
      expect(r.yugu_score).toBeGreaterThanOrEqual(SCORE - 200);
      expect(r.yugu_score).toBeLessThanOrEqual(prev);
      prev = r.yugu_score;
      expect(r.risk).toBe(riskBand(SCORE, r.yugu_score));
      expect(meetsSubjectRequirement(parseSubjectRequirement(String(r.the_second)), subjects)).toBe(true);
      expect(r.batch).toBe('本科批');
      expect(r.group_d).toBe('物理类');
    }
    // 硕士点/博士点 are not generated for real institutions: missing (null, shown as —), never an invented count or 0.
    for (const r of d.list) {
      expect(r.shuoshiNum, String(r.collegeName)).toBeNull();
      expect(r.boshiNum, String(r.collegeName)).toBeNull();
    }
    // Every VolunteerResult field of the spec is on the row.
    for (const f of ['volunteer_result_id', 'sort_id', 'volunteer_id', 'collegiate_id', 'mojor_id', 'collegeNature', 'collegeType', 'collegeProvince', 'collegeCity', 'collegeLevel', 'is985', 'is211', 'two_yiliu', 'isGuo', 'isBao', 'isGao', 'shuoshiNum', 'boshiNum', 'vr', 'ruan_pai', 'soft_ranking', 'specialty_title', 'major_field', 'major_remark', 'cengci', 'schooling_length', 'tuition_fee', 'planned_number', 'the_second', 'is_result', 'yugu_score', 'yugu_seat', 'current_year_red_score', 'current_year_min_score', 'current_year_min_beat', 'current_year_jihua', 'current_year_zhengji1', 'qu_year_zhengji2', 'qian_year_min_score', 'mingnian_one_zhengji', 'mingnian_two_zhengji', 'mingnian_seat', 'qunian_seat', 'qiannian_seat', 'ajia_major', 'c_jian_major', 'tese_major_lei', 'tw0_jianshe_lei', 'majors', 'batch', 'group_d']) {
      expect(d.list[0], f).toHaveProperty(f);
    }
    // A year's highest score is its own field (the demo set has one: max ≥ min); red_score is the red line, the lowest.
    for (const r of d.list) {
      if (r.current_year_min_score == null) continue;
      expect(r.current_year_red_score).toBe(r.current_year_min_score);
      expect(r.current_year_max_score as number).toBeGreaterThanOrEqual(r.current_year_min_score as number);
    }
    // The form-level statistics.
    for (const k of ['dangyear_benke_wuli_num', 'qunian_benke_lishi_num', 'qiannian_zhuanke_wuli_num', 'yugu_zhuanke_lishi_num', 'yugu_zhanshi', 'yugu_zhuanke']) expect(d).toHaveProperty(k);
    expect(d.dangyear_benke_wuli_num as number).toBeGreaterThan(0);
    expect(d.dataset).toBe('demo');
  });

  it('pages through the band without overlap, and a narrower band counts fewer rows', async () => {
    const p1 = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 50 });
    const p2 = await screen('/api/Volunteer/college_intell_screen', { page: 2, pageSize: 50 });
    expect(p2.list[0]!.yugu_score).toBeLessThanOrEqual(p1.list[49]!.yugu_score);
    const keys1 = new Set(p1.list.map((r) => `${r.code}|${r.specialty_code}`));
    expect(p2.list.some((r) => keys1.has(`${r.code}|${r.specialty_code}`))).toBe(false);
    const narrow = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 500, up_score: 10, down_score: 10 });
    expect(narrow.count).toBeLessThan(p1.count);
    expect(narrow.count).toBeGreaterThan(0);
    for (const r of narrow.list) expect(Math.abs(r.yugu_score - SCORE)).toBeLessThanOrEqual(10);
  });

  it('counts 冲/稳/保 over the whole screen by the domain rule, and filters the whole screen by one band (issue 14)', async () => {
    const all = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 50 });
    const counts = { 冲: all.chong_count, 稳: all.wen_count, 保: all.bao_count } as Record<RiskBand, number>;
    // Every row of the screen, not the page: the store's rows banded by the domain's rule.
    const v = await handle.db.selectFrom('volunteer').select(['volunteer_id', 'province', 'batch', 'score', 'group_d', 'subject']).where('volunteer_id', '=', aspid).executeTakeFirstOrThrow();
    const rows = store.intell({ ...v, score: Number(v.score) }, DEFAULT_SCORE_BAND, store.readScreens({})).rows;
    const expected = { 冲: 0, 稳: 0, 保: 0 };
    for (const u of rows) expected[riskBandWithLine(SCORE, u.yugu_score!, u.outlook?.line99 ?? null)] += 1;
    expect(counts).toEqual(expected);
    expect(counts.冲 + counts.稳 + counts.保).toBe(all.count);
    for (const band of ['冲', '稳', '保'] as const) {
      expect(counts[band], band).toBeGreaterThan(50);
      const p1 = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 50, band });
      const p2 = await screen('/api/Volunteer/college_intell_screen', { page: 2, pageSize: 50, band });
      // Paging runs over the band's rows; the counts stay those of the whole screen.
      expect(p1.count).toBe(counts[band]);
      expect([p1.chong_count, p1.wen_count, p1.bao_count]).toEqual([counts.冲, counts.稳, counts.保]);
      expect(p1.list).toHaveLength(50);
      for (const r of [...p1.list, ...p2.list]) expect(r.risk).toBe(band);
      const keys1 = new Set(p1.list.map((r) => `${r.code}|${r.specialty_code}`));
      expect(p2.list.some((r) => keys1.has(`${r.code}|${r.specialty_code}`))).toBe(false);
    }
    // A blank band is no filter (the cache keeps each band's answer apart).
    expect((await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 50, band: '' })).count).toBe(all.count);
  });

  it('orders 按匹配度 on request: every band on the first rows, the same rows as by line', async () => {
    const byLine = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 500, order: 'line' });
    const dflt = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 500 });
    expect(dflt.list.map((r) => r.code + r.specialty_code)).toEqual(byLine.list.map((r) => r.code + r.specialty_code));
    const match = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 9, order: 'match' });
    expect(match.count).toBe(byLine.count);
    expect(match.list.map((r) => r.risk)).toEqual(['冲', '稳', '保', '冲', '稳', '保', '冲', '稳', '保']);
    // 冲 the closest reach first, 稳 and 保 the highest line first.
    const chong = match.list.filter((r) => r.risk === '冲').map((r) => r.yugu_score);
    expect(chong).toEqual([...chong].sort((a, b) => a - b));
    expect(chong[0]).toBe(Math.min(...byLine.list.filter((r) => r.risk === '冲').map((r) => r.yugu_score), ...chong));
    const wen = match.list.filter((r) => r.risk === '稳').map((r) => r.yugu_score);
    expect(wen).toEqual([...wen].sort((a, b) => b - a));
    // The same rows, another order, with a band too.
    const matchBao = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 500, order: 'match', band: '保' });
    const lineBao = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 500, order: 'line', band: '保' });
    expect(matchBao.count).toBe(lineBao.count);
    expect(matchBao.list.every((r) => r.risk === '保')).toBe(true);
  });

  it('marks rows on the wish list and counts them', async () => {
    const d = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 20 });
    const pick = d.list[3]!;
    const add = await call(s.app, '/api/VolunteerResult/add', { volunteer_id: aspid, code: pick.code, specialty_code: pick.specialty_code }, { token });
    expect(add.status, add.msg).toBe(200);
    const after = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 20 });
    expect(after.tianbaocount).toBe(d.tianbaocount + 1);
    const row = after.list.find((r) => r.code === pick.code && r.specialty_code === pick.specialty_code)!;
    expect(row.is_result).toBe(1);
    expect(row.volunteer_result_id).toEqual(expect.any(Number));
    const res = await screen('/api/Volunteer/college_result_screen', { page: 1, pageSize: 96 });
    expect(res.list.map((r) => r.code)).toContain(pick.code);
    expect(res.list[0]!.yugu_score).toBe(pick.yugu_score);
  });

  it('applies the saved other, college and major filters', async () => {
    const save = (name: string, value: unknown) => call(s.app, '/api/Mojor/screenFindSave', { aspid, name, value: JSON.stringify(value) }, { token });
    expect((await save('other_screen', { min_score: '540', max_score: '560' })).status).toBe(200);
    let d = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 500 });
    expect(d.count).toBeGreaterThan(0);
    for (const r of d.list) expect(r.yugu_score >= 540 && r.yugu_score <= 560).toBe(true);
    const other = d.count;
    expect((await save('college_screen', { regions: ['北京'], types: [], natures: [], attributes: [], strengths: [] })).status).toBe(200);
    d = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 500 });
    expect(d.count).toBeLessThan(other);
    for (const r of d.list) expect(r.collegeProvince).toBe('北京');
    await save('college_screen', {});
    const name = String((await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 1 })).list[0]!.specialty_title);
    await save('major_screen', [{ major_name: name }]);
    d = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 500 });
    expect(d.count).toBeGreaterThan(0);
    for (const r of d.list) expect(r.specialty_title).toBe(name);
    await save('major_screen', []);
    await save('other_screen', {});
  });
});

describe('college search (tabs 2 and 3)', () => {
  it('filters by college name and province, and shows ordinary members only part of the rows', async () => {
    const vip = await screen('/api/Volunteer/college_search_screen', { collegeName: '大学', collegeProvince: '河北', page: 1, pageSize: 500 });
    expect(vip.count).toBeGreaterThan(NON_VIP_ROWS);
    for (const r of vip.list) {
      expect(String(r.collegeName)).toContain('大学');
      expect(r.collegeProvince).toBe('河北');
    }
    const free = await smsLogin(s);
    const add = await call(s.app, '/api/Volunteer/add', { province: '河北', score: SCORE, batch: '本科批', subject: ['物理', '化学', '生物'], group_d: '物理类' }, { token: free.token });
    expect(add.status, add.msg).toBe(200);
    const freePlan = await handle.db.selectFrom('volunteer').select('volunteer_id').where('memberuser_id', '=', free.id).executeTakeFirstOrThrow();
    const r = await call(s.app, '/api/Volunteer/college_screen', { aspid: freePlan.volunteer_id, collegeName: '大学', collegeProvince: '河北', page: 1, pageSize: 500 }, { token: free.token });
    const d = r.data as Screen;
    expect(d.count).toBe(vip.count);
    expect(d.list).toHaveLength(NON_VIP_ROWS);
    expect(d.limited).toBe(true);
  });

  it('tab 3 lists only first-time colleges', async () => {
    const d = await screen('/api/Volunteer/college_screen', { shouciZhao: '是', page: 1, pageSize: 500 });
    const all = await screen('/api/Volunteer/college_screen', { shouciZhao: '', page: 1, pageSize: 500 });
    expect(d.count).toBeLessThan(all.count);
    for (const r of d.list) expect(r.shouci).toBe('是');
  });

  it('another user’s plan is answered as missing', async () => {
    const other = await smsLogin(s);
    const r = await call(s.app, '/api/Volunteer/college_intell_screen', { aspid, page: 1, pageSize: 10 }, { token: other.token });
    expect(r.status).toBe(404);
  });
});

describe('getOnequarter and option lists', () => {
  it('returns the rank/score pairs of the user’s table', async () => {
    const r = await call(s.app, '/api/Volunteer/getOnequarter', { aspid }, { token });
    const d = r.data as { seat: { seat: number; score: number }[]; score_num: { score: number; num: number }[]; year: number };
    // 河北 2024 is the real table (the latest the plan's province has).
    expect(d.year).toBe(2024);
    expect(d.seat.length).toBeGreaterThan(300);
    for (let i = 1; i < d.seat.length; i++) {
      expect(d.seat[i]!.score).toBeLessThan(d.seat[i - 1]!.score);
      expect(d.seat[i]!.seat).toBe(d.seat[i - 1]!.seat + d.score_num[i]!.num);
    }
  });

  it('major cascade: categories, classes, majors of each level', async () => {
    const forms = (await call(s.app, '/api/Mojor/selectMajorForm', { cengci: '本科(普通教育)' })).data as { subject: string }[];
    expect(forms.map((f) => f.subject)).toContain('工学');
    const classes = (await call(s.app, '/api/Mojor/selectOneMajor', { subject: '工学', cengci: '本科(普通教育)' })).data as { majors: string }[];
    expect(classes.map((c) => c.majors)).toContain('计算机类');
    const majors = (await call(s.app, '/api/Mojor/selectMajorList', { subject: '工学', majors: '计算机类', major_name: '', cengci: '本科(普通教育)' })).data as { major_name: string }[];
    expect(majors.map((m) => m.major_name)).toContain('软件工程');
    const gz = (await call(s.app, '/api/Mojor/selectGaozhiList', { subject: '', majors: '', major_name: '技术', cengci: '' })).data as { cengci: string }[];
    expect(gz.length).toBeGreaterThan(10);
    for (const m of gz) expect(m.cengci).toBe('专科(高职教育)');
    const vz = (await call(s.app, '/api/Mojor/selectGzMajorForm', { cengci: '' })).data as unknown[];
    expect(vz.length).toBeGreaterThan(0);
  });

  it('query pages answer from the indexes', async () => {
    const oq = (await call(s.app, '/api/OneQuarter/index', { province: '河北', year: 2024, page: 1, limit: 20 })).data as { total: number; data: Record<string, number>[] };
    expect(oq.total).toBeGreaterThan(300);
    expect(oq.data[0]).toHaveProperty('wuliSum');
    const rd = (await call(s.app, '/api/RecruitData/index', { province: '河北', batch: '本科批', group_d: '物理类', page: 1, limit: 100 }, { token })).data as { total: number; data: { recruitdata_id: number }[] };
    expect(rd.total).toBeGreaterThan(500);
    const det = await call(s.app, '/api/RecruitData/detail', { recruitdata_id: rd.data[0]!.recruitdata_id });
    expect(det.status).toBe(200);
    const om = (await call(s.app, '/api/OmitData/index', { province: '河北', page: 1, limit: 20 })).data as { total: number };
    expect(om.total).toBe(6);
    const world = (await call(s.app, '/api/Zonghe/worldList', { page: 1, limit: 20, collegeName: '', country: '' })).data as { total: number; countries: string[] };
    expect(world.total).toBe(1000);
    expect(world.countries.length).toBe(62);
    const cl = (await call(s.app, '/api/Colleges/index', { page: 1, limit: 100, type: 4 })).data as { total: number; data: { ruan_pai: number }[] };
    expect(cl.data[0]!.ruan_pai).toBe(1);
    const missing = await call(s.app, '/api/Colleges/getCollegeDetail', { collegiate_id: 999999 });
    expect(missing.msg).toBe('院校不存在');
    const detail = (await call(s.app, '/api/Colleges/getCollegeDetail', { collegiate_id: 1 })).data as { collegeName: string; major: unknown[]; college_info: string };
    expect(detail.major.length).toBeGreaterThan(0);
    expect(detail.college_info).toContain(detail.collegeName);
    const seat = (await call(s.app, '/api/OneQuarter/seat', { province: '河北', group_d: '物理组合', score: 550 })).data as { seat: number; year: number; even_score: { year: number; score: number }[] };
    expect(seat.year).toBe(2024);
    expect(seat.seat).toBe(store.rankOf('河北', '物理类', 550)!.rank);
    expect(seat.even_score.map((e) => e.year)).toEqual([2023, 2022]);
    const zj = (await call(s.app, '/api/Collectionplan/index', { province: '河北', year: 2024, page: 1, limit: 20 })).data as { total: number; data: { one_zhengji: number | null; year: number }[]; current_year: number };
    expect(zj.total).toBeGreaterThan(0);
    expect(zj.current_year).toBe(2024);
    for (const r of zj.data) expect(r.year).toBe(2024);
    const major = (await call(s.app, '/api/Mojor/detail', { mojor_id: 1 })).data as { major_name: string; kecheng: string };
    expect(major.kecheng).toContain(major.major_name);
    expect((await call(s.app, '/api/Mojor/detail', { mojor_id: 99999 })).msg).toBe('专业不存在');
    const offering = (await call(s.app, '/api/Mojor/collegeList', { mojor_id: 1, page: 1, limit: 20 })).data as { total: number };
    expect(offering.total).toBeGreaterThan(0);
  });

  it('query lists say what their rows are; the ranking carries its composite score; 司法 schools are typed 司法院校', async () => {
    // Batch lines and supplementary rounds have no source: 演示数据 in every answer.
    const om = (await call(s.app, '/api/OmitData/index', { province: '河北', page: 1, limit: 20 })).data as { dataset: string };
    expect(om.dataset).toBe('demo');
    const cp = (await call(s.app, '/api/Collectionplan/index', { province: '河北', page: 1, limit: 20 })).data as { dataset: string };
    expect(cp.dataset).toBe('demo');
    const zj = (await call(s.app, '/api/Zonghe/zhengjiList', { province: '河北', page: 1, limit: 20 })).data as { dataset: string };
    expect(zj.dataset).toBe('demo');
    const ranking = (await call(s.app, '/api/Collegiate/paiListColl', {})).data as { ruan_pai: number; zonghe_score: number }[];
    expect(ranking[0]!.zonghe_score).toBe(100);
    for (let k = 1; k < ranking.length; k++) {
      expect(ranking[k]!.ruan_pai).toBeGreaterThanOrEqual(ranking[k - 1]!.ruan_pai);
      expect(ranking[k]!.zonghe_score).toBeLessThanOrEqual(ranking[k - 1]!.zonghe_score);
      expect(ranking[k]!.zonghe_score).toBeGreaterThan(0);
    }
    const military = (await call(s.app, '/api/Zonghe/junshi', { page: 1, limit: 3000 })).data as { data: { collegeName: string; type: string }[] };
    const justice = military.data.filter((m) => m.collegeName.includes('司法'));
    expect(justice.length).toBeGreaterThan(0);
    for (const m of justice) expect(m.type, m.collegeName).toBe('司法院校');
    for (const m of military.data.filter((x) => /公安|警察/.test(x.collegeName) && !x.collegeName.includes('司法'))) expect(m.type, m.collegeName).toBe('公安院校');
  });

  it('adds to the wish list by college name and title through the store lookups', async () => {
    const d = await screen('/api/Volunteer/college_intell_screen', { page: 1, pageSize: 40 });
    const pick = d.list[30]!;
    const add = await call(s.app, '/api/VolunteerResult/add', { volunteer_id: aspid, collegeName: pick.collegeName, specialty_title: pick.specialty_title }, { token });
    expect(add.status, add.msg).toBe(200);
    const row = add.data as Row;
    expect(row.code).toBe(pick.code);
    expect(row.yugu_score).toBe(pick.yugu_score);
    expect(row.risk).toBe(riskBand(SCORE, pick.yugu_score));
  });
});

describe('demo shell content', () => {
  it('fills the server’s empty news, video, link and about tables once', async () => {
    await seedShellContent(handle.db);
    await seedShellContent(handle.db);
    const news = (await call(s.app, '/api/InfoMation/index', { page: 1, limit: 12, isTuijian: 1, status: 1 })).data as { total: number; data: { title: string }[] };
    expect(news.data).toHaveLength(12);
    const n = await handle.db.selectFrom('infomation').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(36);
    const links = (await call(s.app, '/api/FriendUrl/index', { page: 1, limit: 30 })).data as { data: unknown[] };
    expect(links.data.length).toBeGreaterThan(0);
    const about = await call(s.app, '/api/AdbotDetail/getInfo', {});
    expect(JSON.stringify(about.data)).toContain('演示数据');
  });

  it('dates the demo news newest first and never after the data’s season', async () => {
    await seedShellContent(handle.db);
    const news = (await call(s.app, '/api/InfoMation/index', { page: 1, limit: 36 })).data as { data: { time: string }[] };
    const times = news.data.map((n) => Date.parse(n.time));
    expect(times).toHaveLength(36);
    for (let i = 1; i < times.length; i++) expect(times[i]!).toBeLessThan(times[i - 1]!);
    expect(new Date(times[0]!).getUTCFullYear()).toBe(DEMO_PLAN_YEAR);
    expect(times[0]!).toBeLessThanOrEqual(Date.UTC(DEMO_PLAN_YEAR, 5, 30));
  });

  it('plays the demo videos from the server itself: a WebM it serves, with ranges', async () => {
    await seedShellContent(handle.db);
    const list = (await call(s.app, '/api/VideoSeet/index', { page: 1, limit: 20, status: 1 })).data as { data: { video_url: string }[] };
    expect(list.data.length).toBeGreaterThan(0);
    for (const v of list.data) expect(v.video_url).toMatch(/^\/media\/[\w.-]+\.webm$/);
    const url = list.data[0]!.video_url;
    const whole = await s.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    // The EBML magic of a Matroska/WebM file.
    expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    expect(whole.rawPayload.length).toBeLessThan(100_000);
    const part = await s.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
  });

  it('makes no contact QR record (the footer shows one only when an operator sets it) and mends the old placeholder', async () => {
    await handle.db.insertInto('contant_user').values({ ercode: `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg><text>客服二维码1</text></svg>')}`, status: 1, type: 1, sort: 1 }).execute();
    await handle.db.insertInto('videoseet').values({ title: '旧演示', imgurl: '', video_url: 'https://media.example.com/demo/1.mp4', status: 1, sort: 0 }).execute();
    await seedShellContent(handle.db);
    const qr = await call(s.app, '/api/ContantUser/index', { page: 1, limit: 2, status: 1, type: 1 });
    expect(qr.data).toEqual([]);
    const old = await handle.db.selectFrom('videoseet').select('video_url').where('title', '=', '旧演示').executeTakeFirstOrThrow();
    expect(old.video_url).toBe(DEMO_VIDEO_URL);
  });
});

describe('reload', () => {
  it('rebuilds the indexes when season_meta.version changes', async () => {
    expect(await store.reloadIfChanged()).toBe(false);
    await sql`UPDATE season_unit SET planned_number = 999 WHERE unit_id = (SELECT min(unit_id) FROM season_unit WHERE year = 2025)`.execute(handle.db);
    await sql`UPDATE season_meta SET value = (value::int + 1)::text WHERE key = 'version'`.execute(handle.db);
    expect(await store.reloadIfChanged()).toBe(true);
    const first = await handle.db.selectFrom('season_unit').select('unit_id').where('year', '=', 2025).orderBy('unit_id').executeTakeFirstOrThrow();
    expect(store.unitById.get(first.unit_id)?.planned_number).toBe(999);
  }, 120_000);
});

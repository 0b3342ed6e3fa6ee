import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from 'gaokao-domain';
import { NON_VIP_ROWS } from '../src/season/calls';
import { startDemoSeason, type DemoSeasonServer, DEMO_SEASON_START_MS } from './demo-season';
import { call, smsLogin } from './helpers';

// The college and major libraries (part 2 §2, §6, §7): partial data for non-VIP viewers, the admission history of the
// student's province, and offering colleges without invented zeros. One embedded database with the 河北 demo set; the
// suite's member (a 河北 plan) is VIP.
let demo: DemoSeasonServer;
beforeAll(async () => {
  demo = await startDemoSeason({ score: 560, role: 2 });
}, DEMO_SEASON_START_MS);

afterAll(async () => {
  await demo?.close();
});

interface CollegePage {
  total: number;
  total_all: number;
  current: number;
  data: { collegiate_id: number; collegeName: string }[];
  limited: boolean;
  tip?: string;
}

const list = async (body: Record<string, unknown>, token?: string) => {
  const r = await call(demo.s.app, '/api/Colleges/index', body, token ? { token } : {});
  expect(r.status, r.msg).toBe(200);
  return r.data as CollegePage;
};

describe('college library: 非VIP会员仅展示部分数据', () => {
  it('gives VIP members every row of a view, paged by 100', async () => {
    const vip = await list({ page: 1, limit: 100, type: 1 }, demo.token);
    expect(vip.limited).toBe(false);
    expect(vip.tip).toBeUndefined();
    expect(vip.total).toBe(vip.total_all);
    expect(vip.total).toBeGreaterThan(1000);
    expect(vip.data).toHaveLength(100);
    const second = await list({ page: 2, limit: 100, type: 1 }, demo.token);
    expect(second.data[0]!.collegiate_id).not.toBe(vip.data[0]!.collegiate_id);
  });

  it('caps visitors and ordinary members at the first rows of the same list, with the note', async () => {
    const vip = await list({ page: 1, limit: 100, type: 11 }, demo.token);
    const free = await smsLogin(demo.s);
    for (const token of [undefined, free.token]) {
      const d = await list({ page: 1, limit: 100, type: 11 }, token);
      expect(d.limited).toBe(true);
      expect(d.tip).toBe(MSG.nonVipPartialData);
      expect(d.total_all).toBe(vip.total);
      expect(d.total).toBe(NON_VIP_ROWS);
      expect(d.data.map((c) => c.collegiate_id)).toEqual(vip.data.slice(0, NON_VIP_ROWS).map((c) => c.collegiate_id));
      // No page past the cap carries rows.
      expect((await list({ page: 2, limit: NON_VIP_ROWS, type: 11 }, token)).data).toEqual([]);
    }
  });

  it('filters before capping: a name search finds colleges beyond the first rows', async () => {
    const d = await list({ page: 1, limit: 100, type: 1, collegeName: '河北' });
    expect(d.data.length).toBeGreaterThan(0);
    for (const c of d.data) expect(c.collegeName).toContain('河北');
  });
});

interface Detail {
  collegeName: string;
  history_province: string;
  dangnian: { year: number; min_score: number }[];
  qunian: { year: number }[];
  qiannian: { year: number }[];
}

describe('college detail: admission history of the student’s province', () => {
  it('uses the province the page sends for a visitor, and 河北 without one', async () => {
    const hebei = (await call(demo.s.app, '/api/Colleges/getCollegeDetail', { collegiate_id: 1, isCha: 1 })).data as Detail;
    expect(hebei.history_province).toBe('河北');
    expect(hebei.dangnian.length).toBeGreaterThan(0);
    const years = [hebei.dangnian, hebei.qunian, hebei.qiannian].map((rows) => new Set(rows.map((r) => r.year)));
    for (const y of years) expect(y.size).toBe(1);
    expect([...years[0]!][0]).toBeGreaterThan([...years[1]!][0]!);
    // The demo set has no units in 北京: the answer says so by empty years instead of another province's lines.
    const beijing = (await call(demo.s.app, '/api/Colleges/getCollegeDetail', { collegiate_id: 1, province: '北京' })).data as Detail;
    expect(beijing.history_province).toBe('北京');
    expect([...beijing.dangnian, ...beijing.qunian, ...beijing.qiannian]).toEqual([]);
    const unknown = (await call(demo.s.app, '/api/Colleges/getCollegeDetail', { collegiate_id: 1, province: '火星' })).data as Detail;
    expect(unknown.history_province).toBe('河北');
  });

  it('uses the signed-in member’s plan province over the one sent', async () => {
    const d = (await call(demo.s.app, '/api/Colleges/getCollegeDetails', { collegiate_id: 1, province: '北京' }, { token: demo.token })).data as Detail;
    expect(d.history_province).toBe('河北');
    expect(d.dangnian.length).toBeGreaterThan(0);
  });
});

describe('major library', () => {
  it('lists offering colleges with a planned number or null, never an invented 0', async () => {
    const r = (await call(demo.s.app, '/api/Mojor/collegeList', { mojor_id: 411, page: 1, limit: 200 })).data as {
      total: number;
      data: { planned_number: number | null; collegiate_id: number; recruitdata_id: number }[];
    };
    expect(r.total).toBeGreaterThan(0);
    for (const row of r.data) {
      expect(row.planned_number === null || row.planned_number > 0).toBe(true);
      expect(row.collegiate_id).toBeGreaterThan(0);
    }
    // A planned number is a published plan's (its province, year and 科类 named); the demo set publishes none, so no
    // generated figure is shown.
    expect(r.data.every((row) => row.planned_number === null)).toBe(true);
  });

  it('says what the detail texts are', async () => {
    const d = (await call(demo.s.app, '/api/Mojor/detail', { mojor_id: 411, isCha: 1 })).data as { major_name: string; dataset: string };
    expect(d.major_name).toBe('计算机科学与技术');
    expect(d.dataset).toBe('demo');
  });
});

describe('filters on facts nobody has', () => {
  it('names the 办学性质 the colleges have, so the filters leave out 独立学院 and 内地与港澳台地区合作办学 (none in the Ministry list)', async () => {
    const dict = (await call(demo.s.app, '/api/Admin.Config/dictionary', {})).data as { college_natures: string[] };
    expect(dict.college_natures).toEqual(['公办', '民办', '解放军院校', '中外合作办学']);
    // What the dictionary leaves out finds nothing; what it names finds colleges.
    for (const nature of ['独立学院', '内地与港澳台地区合作办学']) expect((await list({ page: 1, limit: 10, type: 1, collegeNature: nature }, demo.token)).total, nature).toBe(0);
    for (const nature of dict.college_natures) expect((await list({ page: 1, limit: 10, type: 1, collegeNature: nature }, demo.token)).total, nature).toBeGreaterThan(0);
  });

  it('marks the generated ratings of the demo set in the library and a college detail (ratings_dataset)', async () => {
    const page = (await call(demo.s.app, '/api/Colleges/index', { page: 1, limit: 10, type: 4 }, { token: demo.token })).data as { ratings_dataset: string; data: { ruan_pai: number | null }[] };
    expect(page.data[0]!.ruan_pai).not.toBeNull();
    expect(page.ratings_dataset).toBe('demo');
  });
});

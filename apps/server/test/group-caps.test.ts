import * as XLSX from '@e965/xlsx';
import { sheetToItems, type ImportCell } from 'gaokao-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, smsLogin, startServer, type TestServer } from './helpers';
import { GuangdongSeason, guangdongGroups } from './guangdong-season';

/**
 * The FakeSeason's 河北 units (C001…C150, one major each), plus a 广东 物理类 本科批 slice of 院校专业组: colleges
 * G01…G50, each with group 201 of majors 01…08 (8 > the 6 a 广东 group lists).
 */
const guangdong = () => new GuangdongSeason(guangdongGroups(50, 650));
let s: TestServer;
beforeAll(async () => {
  s = await startServer({ season: guangdong() });
}, 60_000);
afterAll(async () => {
  await s?.close();
});

type Row = { volunteer_result_id: number; code: string; specialty_code: string; sort_id: number; group_code?: string };
type Plan = { token: string; aspid: number };

async function planOf(province: '广东' | '河北'): Promise<Plan> {
  const u = await smsLogin(s);
  const r = await call(s.app, '/api/Volunteer/add', { province, score: 620, batch: '本科批', subject: ['物理', '化学', '生物'], group_d: '物理类' }, { token: u.token });
  expect(r.status, r.msg).toBe(200);
  return { token: u.token, aspid: (r.data as { volunteer_id: number }).volunteer_id };
}

async function list(p: Plan): Promise<Row[]> {
  const r = await call(s.app, '/api/Volunteer/college_result_screen', { aspid: p.aspid, page: 1, pageSize: 300 }, { token: p.token });
  expect(r.status, r.msg).toBe(200);
  return (r.data as { list: Row[] }).list;
}

const gd = (college: number, major: number) => ({ code: `G${String(college).padStart(2, '0')}`, specialty_code: `201${String(major).padStart(2, '0')}` });
const hb = (i: number) => ({ code: `C${String(i).padStart(3, '0')}`, specialty_code: '01' });

const addOne = (p: Plan, unit: { code: string; specialty_code: string }) => call(s.app, '/api/VolunteerResult/add', { volunteer_id: p.aspid, ...unit }, { token: p.token });
const addAll = (p: Plan, units: { code: string; specialty_code: string }[]) =>
  call(s.app, '/api/Volunteer/addAll', { arr: JSON.stringify(units.map((u) => ({ volunteer_id: p.aspid, ...u }))) }, { token: p.token });
const order = (rows: Row[]) => rows.map((r) => `${r.code}:${r.specialty_code}`);

describe('given a 广东 plan (院校专业组: 45 groups, 6 majors each)', () => {
  it('should put a major of a group already on the list right after that group’s majors, the reply as the spec’s add', async () => {
    const p = await planOf('广东');
    for (const u of [gd(1, 1), gd(2, 1), gd(1, 2)]) {
      const r = await addOne(p, u);
      expect(r.status, r.msg).toBe(200);
      expect(r.data).toMatchObject({ ...u, is_result: 1 });
      expect(typeof (r.data as Row).volunteer_result_id).toBe('number');
    }
    const rows = await list(p);
    expect(order(rows)).toEqual(['G01:20101', 'G01:20102', 'G02:20101']);
    expect(rows.map((r) => r.sort_id)).toEqual([1, 2, 3]);
  });

  it('should refuse a 7th major in a group with the group message and change nothing', async () => {
    const p = await planOf('广东');
    expect((await addAll(p, [1, 2, 3, 4, 5, 6].map((m) => gd(1, m)))).status).toBe(200);
    const before = await list(p);
    const r = await addOne(p, gd(1, 7));
    expect(r.status).toBe(400);
    expect(r.msg).toBe('每个院校专业组最多填报6个专业，请先移除一个再添加。');
    expect(await list(p)).toEqual(before);
  });

  it('should refuse a whole addAll that puts 7 majors in one group, adding none of them', async () => {
    const p = await planOf('广东');
    const r = await addAll(p, [gd(2, 1), ...[1, 2, 3, 4, 5, 6, 7].map((m) => gd(1, m))]);
    expect(r.status).toBe(400);
    expect(r.msg).toBe('每个院校专业组最多填报6个专业，请先移除一个再添加。');
    expect(await list(p)).toEqual([]);
  });

  it('should hold 45 groups of 3 majors (135 rows, past the flat 96), refuse a 46th group and still open a listed group', async () => {
    const p = await planOf('广东');
    const units = Array.from({ length: 45 }, (_, c) => [1, 2, 3].map((m) => gd(c + 1, m))).flat();
    // addAll takes at most 96 units a call: two calls.
    expect((await addAll(p, units.slice(0, 90))).status).toBe(200);
    expect((await addAll(p, units.slice(90))).status).toBe(200);
    const count = await call(s.app, '/api/Volunteer/currentCount', { aspid: p.aspid }, { token: p.token });
    expect((count.data as { count: number }).count).toBe(135);

    const refused = await addOne(p, gd(46, 1));
    expect(refused.status).toBe(400);
    expect(refused.msg).toBe('志愿单最多填报45个院校专业组，请先移除一个再添加。');
    const refusedAll = await addAll(p, [gd(3, 4), gd(46, 1)]);
    expect(refusedAll.status).toBe(400);
    expect(refusedAll.msg).toBe('志愿单最多填报45个院校专业组，请先移除一个再添加。');
    expect((await list(p)).length).toBe(135);

    const opened = await addOne(p, gd(3, 4));
    expect(opened.status, opened.msg).toBe(200);
    const rows = await list(p);
    expect(rows.length).toBe(136);
    expect(order(rows).slice(6, 10)).toEqual(['G03:20101', 'G03:20102', 'G03:20103', 'G03:20104']);
    expect(rows.map((r) => r.sort_id)).toEqual(rows.map((_, i) => i + 1));
  }, 60_000);

  it('should sort a list longer than 96 rows with updateAll (the whole list reversed)', async () => {
    const p = await planOf('广东');
    const units = Array.from({ length: 20 }, (_, c) => [1, 2, 3, 4, 5].map((m) => gd(c + 1, m))).flat();
    expect((await addAll(p, units.slice(0, 50))).status).toBe(200);
    expect((await addAll(p, units.slice(50))).status).toBe(200);
    const rows = await list(p);
    expect(rows.length).toBe(100);
    const reversed = [...rows].reverse().map((r, i) => ({ volunteer_result_id: r.volunteer_result_id, sort_id: i + 1 }));
    const r = await call(s.app, '/api/VolunteerResult/updateAll', { list: JSON.stringify(reversed) }, { token: p.token });
    expect(r.status, r.msg).toBe(200);
    expect(order(await list(p))).toEqual(order(rows).reverse());
  }, 60_000);
});

describe('given a 广东 plan of 45 groups with ordered majors and 服从调剂 choices', () => {
  it('should export it in the official order and import it back unchanged (rows, order and 服从调剂), past 96 rows', async () => {
    const p = await planOf('广东');
    // 45 groups of 3 majors, each group's majors in a family order (3, 1, 2), every third group 不服从调剂.
    const units = Array.from({ length: 45 }, (_, c) => [3, 1, 2].map((m) => gd(c + 1, m))).flat();
    expect((await addAll(p, units.slice(0, 90))).status).toBe(200);
    expect((await addAll(p, units.slice(90))).status).toBe(200);
    for (let c = 1; c <= 45; c += 3) {
      const r = await call(s.app, '/api/VolunteerResult/groupFucong', { volunteer_id: p.aspid, code: gd(c, 1).code, group_code: '201', fucong: '0' }, { token: p.token });
      expect(r.status, r.msg).toBe(200);
    }
    const shape = (rows: (Row & { fucong?: unknown })[]) => rows.map((r) => `${r.code}:${r.specialty_code}:${String(r.fucong ?? '') === '0' ? '否' : '是'}`);
    const before = shape(await list(p));
    expect(before).toHaveLength(135);
    expect(before.slice(0, 4)).toEqual(['G01:20103:否', 'G01:20101:否', 'G01:20102:否', 'G02:20103:是']);

    const ex = await call(s.app, '/api/Volunteer/exportResultData', { aspid: p.aspid }, { token: p.token });
    expect(ex.status, ex.msg).toBe(200);
    const wb = XLSX.read(Buffer.from((ex.data as { file: string }).file.split(',')[1] ?? '', 'base64'), { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<ImportCell[]>(wb.Sheets[wb.SheetNames[0] as string]!, { header: 1, defval: '' });
    const head = sheet.findIndex((r) => r[0] === '志愿序号');
    // 志愿序号 counts groups: the last row is the 45th 志愿, its third major.
    expect([sheet.at(-1)?.[0], sheet.at(-1)?.[4]]).toEqual([45, 3]);
    expect(sheet.length - head - 1).toBe(135);

    expect((await call(s.app, '/api/Volunteer/deleteAll', { aspid: p.aspid }, { token: p.token })).status).toBe(200);
    const items = sheetToItems(sheet, p.aspid);
    expect(items).not.toBeNull();
    // The site sends the rows in batches of 100.
    for (let i = 0; i < items!.length; i += 100) {
      const r = await call(s.app, '/api/Volunteer/importResultData', { list: items!.slice(i, i + 100) }, { token: p.token });
      expect(r.status, r.msg).toBe(200);
    }
    expect(shape(await list(p))).toEqual(before);
  }, 120_000);
});

describe('given a 河北 plan (院校+专业: 96 rows, one major each)', () => {
  it('should keep one row per college and major, in the order added', async () => {
    const p = await planOf('河北');
    for (const u of [hb(1), hb(2), hb(3)]) expect((await addOne(p, u)).status).toBe(200);
    expect(order(await list(p))).toEqual(['C001:01', 'C002:01', 'C003:01']);
  });

  it('should hold 96 rows and refuse the 97th with the 96 message, changing nothing', async () => {
    const p = await planOf('河北');
    expect((await addAll(p, Array.from({ length: 96 }, (_, i) => hb(i + 1)))).status).toBe(200);
    const r = await addOne(p, hb(97));
    expect(r.status).toBe(400);
    expect(r.msg).toBe('志愿单最多填报96个专业');
    const rows = await list(p);
    expect(rows.length).toBe(96);
    expect(rows.some((row) => row.code === 'C097')).toBe(false);
  }, 60_000);
});

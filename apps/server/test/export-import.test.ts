import * as XLSX from '@e965/xlsx';
import { MSG, sheetToItems, type ImportCell } from 'gaokao-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, smsLogin, startServer, type TestServer } from './helpers';
import { GuangdongSeason, guangdongGroups, type GuangdongRow } from './guangdong-season';

/**
 * The FakeSeason's 河北 units, plus a 广东 物理类 本科批 slice of 院校专业组: colleges G1…G3, groups 201 and 202, majors
 * 01…04 each, with lines (group 201 of G1: majors 640/630/625/610) and an unknown fee (−1) on major 04. 广东 is 演示数据.
 */
class GroupSeason extends GuangdongSeason {
  constructor() {
    const rows: GuangdongRow[] = [];
    for (const c of ['G1', 'G2', 'G3']) {
      for (const g of ['201', '202']) {
        ['01', '02', '03', '04'].forEach((m, i) => {
          rows.push({
            code: c,
            group_code: g,
            specialty_code: `${g}${m}`,
            collegeName: `广东测试大学${c}`,
            specialty_title: `专业${g}-${m}`,
            yugu_score: [640, 630, 625, 610][i]! - (g === '202' ? 20 : 0) - (c === 'G2' ? 5 : c === 'G3' ? 10 : 0),
            tuition_fee: m === '04' ? -1 : 6850,
            luqu_gailv: 0.4,
          });
        });
      }
    }
    // Colleges G01…G30 (group 201, majors 01…08 each): lists of more than one import part of 100 rows.
    super([...rows, ...guangdongGroups(30, 700)], 20);
  }
  datasetOf(plan: { province: string }): 'demo' | 'real' {
    return plan.province === '广东' ? 'demo' : 'real';
  }
}

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ season: new GroupSeason() });
});
afterAll(async () => {
  await s?.close();
});

type Row = Record<string, unknown> & { volunteer_result_id: number; code: string; specialty_code: string; sort_id: number };

async function planOf(province: '广东' | '河北') {
  const u = await smsLogin(s);
  const r = await call(s.app, '/api/Volunteer/add', { province, score: 620, batch: '本科批', subject: ['物理', '化学', '生物'], group_d: '物理类' }, { token: u.token });
  expect(r.status, r.msg).toBe(200);
  return { token: u.token, aspid: (r.data as { volunteer_id: number }).volunteer_id };
}

async function list(p: { token: string; aspid: number }): Promise<Row[]> {
  const r = await call(s.app, '/api/Volunteer/college_result_screen', { aspid: p.aspid, page: 1, pageSize: 300 }, { token: p.token });
  expect(r.status, r.msg).toBe(200);
  return (r.data as { list: Row[] }).list;
}

async function exported(p: { token: string; aspid: number }): Promise<ImportCell[][]> {
  const r = await call(s.app, '/api/Volunteer/exportResultData', { aspid: p.aspid }, { token: p.token });
  expect(r.status, r.msg).toBe(200);
  const wb = XLSX.read(Buffer.from((r.data as { file: string }).file.split(',')[1] ?? '', 'base64'), { type: 'buffer' });
  return XLSX.utils.sheet_to_json<ImportCell[]>(wb.Sheets[wb.SheetNames[0] as string]!, { header: 1, defval: '' });
}

async function importSheet(p: { token: string; aspid: number }, sheet: ImportCell[][]) {
  const items = sheetToItems(sheet, p.aspid);
  expect(items).not.toBeNull();
  return call(s.app, '/api/Volunteer/importResultData', { list: items }, { token: p.token });
}

const byHeader = (sheet: ImportCell[][], ...headers: string[]) => {
  const at = sheet.findIndex((r) => r[0] === '志愿序号');
  const head = sheet[at] ?? [];
  return sheet.slice(at + 1).map((r) => headers.map((h) => r[head.indexOf(h)]));
};

describe('the exported wish list, and importing it back', () => {
  it('广东: exports the official form’s order and columns, and an import of the file restores the same list', async () => {
    const p = await planOf('广东');
    // Added out of group order: G1-201 01, G2-201 01, G1-201 02, G3-202 04.
    for (const [code, major] of [['G1', '20101'], ['G2', '20101'], ['G1', '20102'], ['G3', '20204']] as const) {
      const r = await call(s.app, '/api/VolunteerResult/add', { volunteer_id: p.aspid, code, specialty_code: major }, { token: p.token });
      expect(r.status, r.msg).toBe(200);
    }
    const g2 = (await list(p)).find((r) => r.code === 'G2')!;
    expect(await call(s.app, '/api/VolunteerResult/updateExt', { volunteer_result_id: g2.volunteer_result_id, name: 'fucong', value: '0' }, { token: p.token })).toMatchObject({ status: 200 });

    const first = await exported(p);
    expect(first[0]?.[0]).toBe(MSG.demoDataNotice);
    // A 志愿 of 广东 is the group: its band, line and 录取概率 on each of its rows, then the major's own line.
    expect(first[1]?.slice(0, 12)).toEqual(['志愿序号', '院校代码', '院校名称', '院校专业组代码', '专业序号', '专业代码', '专业名称', '服从调剂', '冲/稳/保（院校专业组）', '组预估线', '录取概率（院校专业组）', '专业预估线']);
    expect(byHeader(first, '志愿序号', '院校代码', '院校专业组代码', '专业序号', '专业代码', '服从调剂', '冲/稳/保（院校专业组）', '组预估线', '录取概率（院校专业组）', '专业预估线', '学费')).toEqual([
      [1, 'G1', '201', 1, '20101', '是', '冲', 630, '40%', 640, '6850元/年'],
      [1, 'G1', '201', 2, '20102', '是', '冲', 630, '40%', 630, '6850元/年'],
      [2, 'G2', '201', 1, '20101', '否', '冲', 635, '40%', 635, '6850元/年'],
      [3, 'G3', '202', 1, '20204', '是', '保', 580, '40%', 580, '待定'],
    ]);
    expect(first.flat()).not.toContain(-1);

    expect(await call(s.app, '/api/Volunteer/deleteAll', { aspid: p.aspid }, { token: p.token })).toMatchObject({ status: 200 });
    expect(await list(p)).toEqual([]);
    expect(await importSheet(p, first)).toMatchObject({ status: 200, msg: MSG.importDone, data: { imported: 4, skipped: 0 } });

    const back = await list(p);
    expect(back.map((r) => `${r.sort_id} ${r.code} ${r.specialty_code} ${String(r.fucong ?? '')}`)).toEqual(['1 G1 20101 1', '2 G1 20102 1', '3 G2 20101 0', '4 G3 20204 1']);
    expect(await exported(p)).toEqual(first);
  });

  it('河北: one row per 志愿 in list order, and the import restores it', async () => {
    const p = await planOf('河北');
    for (const i of [5, 2, 9]) {
      const r = await call(s.app, '/api/VolunteerResult/add', { volunteer_id: p.aspid, code: `C00${i}`, specialty_code: '01' }, { token: p.token });
      expect(r.status, r.msg).toBe(200);
    }
    const first = await exported(p);
    expect(first[0]?.[0]).toBe('志愿序号');
    expect(byHeader(first, '志愿序号', '院校代码', '专业序号', '服从调剂')).toEqual([
      [1, 'C005', '', ''],
      [2, 'C002', '', ''],
      [3, 'C009', '', ''],
    ]);
    expect(await call(s.app, '/api/Volunteer/deleteAll', { aspid: p.aspid }, { token: p.token })).toMatchObject({ status: 200 });
    expect(await importSheet(p, first)).toMatchObject({ status: 200, data: { imported: 3 } });
    expect((await list(p)).map((r) => r.code)).toEqual(['C005', 'C002', 'C009']);
    expect(await exported(p)).toEqual(first);
  });

  it('lands whole or not at all: one unknown row refuses the file and adds nothing', async () => {
    const p = await planOf('广东');
    const r = await call(s.app, '/api/VolunteerResult/add', { volunteer_id: p.aspid, code: 'G1', specialty_code: '20101' }, { token: p.token });
    expect(r.status, r.msg).toBe(200);
    const sheet = await exported(p);
    await call(s.app, '/api/Volunteer/deleteAll', { aspid: p.aspid }, { token: p.token });
    const head = sheet[1]!;
    const bad = [...sheet, head.map((h) => (h === '志愿序号' ? 2 : h === '院校代码' ? 'G9' : h === '专业代码' ? '99999' : h === '院校名称' ? '不存在的大学' : h === '专业名称' ? '不存在的专业' : ''))];
    const refused = await importSheet(p, bad);
    expect(refused.status).toBe(404);
    expect(refused.msg).toContain('第2行');
    expect(await list(p)).toEqual([]);
  });

  it('refuses a 服从调剂 value other than 0 or 1', async () => {
    const p = await planOf('广东');
    const bad = await call(s.app, '/api/Volunteer/importResultData', { list: [{ aspid: p.aspid, code: 'G1', specialty_code: '20101', fucong: '2' }] }, { token: p.token });
    expect(bad.status).toBe(400);
    expect(await list(p)).toEqual([]);
  });
});

/** As the site sends a file: parts of 100 rows, each naming the file's import (additive `import_id`, `total`). */
async function importInParts(p: { token: string; aspid: number }, sheet: ImportCell[][], importId: string) {
  const items = sheetToItems(sheet, p.aspid)!;
  const replies = [];
  for (let i = 0; i < items.length; i += 100) {
    const r = await call(s.app, '/api/Volunteer/importResultData', { list: items.slice(i, i + 100), import_id: importId, total: items.length }, { token: p.token });
    replies.push(r);
    if (r.status !== 200) break;
  }
  return replies;
}

/** A 广东 list of 30 groups × 6 majors (180 rows: two import parts), exported. */
async function bigList() {
  const p = await planOf('广东');
  const arr = Array.from({ length: 30 }, (_, c) => Array.from({ length: 6 }, (_, m) => ({ volunteer_id: p.aspid, code: `G${String(c + 1).padStart(2, '0')}`, specialty_code: `2010${m + 1}` }))).flat();
  expect(await call(s.app, '/api/Volunteer/addAll', { arr }, { token: p.token })).toMatchObject({ status: 200, data: { added: 180 } });
  const sheet = await exported(p);
  expect(await call(s.app, '/api/Volunteer/deleteAll', { aspid: p.aspid }, { token: p.token })).toMatchObject({ status: 200 });
  return { p, sheet };
}

describe('a file of more than 100 rows, sent in parts of 100', () => {
  it('lands whole, in the file’s order', async () => {
    const { p, sheet } = await bigList();
    const replies = await importInParts(p, sheet, 'whole-1');
    expect(replies.map((r) => [r.status, r.data])).toEqual([
      [200, { imported: 0, staged: 100 }],
      [200, { imported: 180, skipped: 0 }],
    ]);
    expect(replies[1]?.msg).toBe(MSG.importDone);
    expect((await list(p)).length).toBe(180);
    expect(await exported(p)).toEqual(sheet);
  });

  it('lands nothing when a row of the second part is unknown, and names that row of the file (第150行)', async () => {
    const { p, sheet } = await bigList();
    const head = sheet[1]!;
    // Data row 150 (the sheet's row 152 under the 演示数据 notice and the header): a unit the season does not have.
    const edited = sheet.map((r, i) =>
      i === 151 ? r.map((c, j) => ({ 院校代码: '99999', 院校名称: '不存在大学XYZ', 专业代码: '9999', 专业名称: '不存在专业' } as Record<string, string>)[String(head[j])] ?? c) : r,
    );
    const replies = await importInParts(p, edited, 'bad-1');
    expect(replies.map((r) => r.status)).toEqual([200, 404]);
    expect(replies[1]?.msg).toBe('第150行：该院校专业不存在');
    expect(await list(p)).toEqual([]);
    // The refused import's first part is not kept: the same id again starts a fresh import, which lands whole.
    expect((await importInParts(p, sheet, 'bad-1')).map((r) => r.status)).toEqual([200, 200]);
    expect((await list(p)).length).toBe(180);
  });

  it('lands nothing of a file whose client stopped after its first part, and a new import is not mixed with it', async () => {
    const { p, sheet } = await bigList();
    const items = sheetToItems(sheet, p.aspid)!;
    expect(await call(s.app, '/api/Volunteer/importResultData', { list: items.slice(0, 100), import_id: 'stopped', total: 180 }, { token: p.token })).toMatchObject({ status: 200, data: { imported: 0, staged: 100 } });
    expect(await list(p)).toEqual([]);
    expect((await importInParts(p, sheet, 'again')).map((r) => r.status)).toEqual([200, 200]);
    expect((await list(p)).length).toBe(180);
    // More rows than the import said: refused, nothing more lands.
    const over = await call(s.app, '/api/Volunteer/importResultData', { list: items.slice(100, 180), import_id: 'stopped', total: 150 }, { token: p.token });
    expect(over.status).toBe(400);
    expect((await list(p)).length).toBe(180);
  });
});

describe('服从调剂 of a whole 院校专业组 (groupFucong)', () => {
  it('sets every row of the group and no other, and the export says so', async () => {
    const p = await planOf('广东');
    for (const [code, major] of [['G1', '20101'], ['G1', '20202'], ['G1', '20103'], ['G2', '20101']] as const) {
      expect((await call(s.app, '/api/VolunteerResult/add', { volunteer_id: p.aspid, code, specialty_code: major }, { token: p.token })).status).toBe(200);
    }
    const no = await call(s.app, '/api/VolunteerResult/groupFucong', { volunteer_id: p.aspid, code: 'G1', group_code: '201', fucong: '0' }, { token: p.token });
    expect(no).toMatchObject({ status: 200, msg: MSG.saved, data: { updated: 2 } });
    // A major of a group already on the list is placed after that group's majors: the flat list keeps groups together.
    expect((await list(p)).map((r) => `${r.code}/${r.specialty_code}:${String(r.fucong ?? '')}`)).toEqual(['G1/20101:0', 'G1/20103:0', 'G1/20202:', 'G2/20101:']);
    expect(byHeader(await exported(p), '志愿序号', '院校专业组代码', '专业代码', '服从调剂')).toEqual([
      [1, '201', '20101', '否'],
      [1, '201', '20103', '否'],
      [2, '202', '20202', '是'],
      [3, '201', '20101', '是'],
    ]);
    const yes = await call(s.app, '/api/VolunteerResult/groupFucong', { volunteer_id: p.aspid, code: 'G1', group_code: '201', fucong: '1' }, { token: p.token });
    expect(yes).toMatchObject({ status: 200, data: { updated: 2 } });
    expect(byHeader(await exported(p), '服从调剂')).toEqual([['是'], ['是'], ['是'], ['是']]);
  });

  it('answers 404 for a group the list does not hold and a bad value 400, changing nothing', async () => {
    const p = await planOf('广东');
    expect((await call(s.app, '/api/VolunteerResult/add', { volunteer_id: p.aspid, code: 'G1', specialty_code: '20101' }, { token: p.token })).status).toBe(200);
    expect(await call(s.app, '/api/VolunteerResult/groupFucong', { volunteer_id: p.aspid, code: 'G1', group_code: '202', fucong: '0' }, { token: p.token })).toMatchObject({ status: 404, msg: '志愿单中没有这个院校专业组或专业' });
    expect((await call(s.app, '/api/VolunteerResult/groupFucong', { volunteer_id: p.aspid, code: 'G1', group_code: '201', fucong: 'x' }, { token: p.token })).status).toBe(400);
    expect((await list(p)).map((r) => r.fucong ?? null)).toEqual([null]);
  });
});

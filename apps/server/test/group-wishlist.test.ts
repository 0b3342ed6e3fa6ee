import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { picksOf, sheetToItems, wishListSheet } from 'gaokao-domain';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DbHandle } from '../src/db/connect';
import { importPaths } from '../src/season/import/run';
import { seasonHandlers } from '../src/season/calls';
import { SeasonStore } from '../src/season/store';
import { RecordingSms, call, smsLogin, type TestServer } from './helpers';
import { describeReal } from './real-data';
import { openSeeded } from './seeded';

type Row = Record<string, unknown> & { code: string; specialty_code: string; collegeName: string; specialty_title: string };

describeReal('a 江苏 专业组 on the wish list, exported over HTTP', () => {
  let h: DbHandle;
  let store: SeasonStore;
  let s: TestServer;
  let token: string;
  let aspid: number;

  beforeAll(async () => {
    // A copy of the run's import of colleges.csv and real-provinces (test/seeded.ts).
    h = await openSeeded('real-provinces');
    store = await SeasonStore.open(h.db, { seedDemo: false, pollSeconds: 0 });
    const sms = new RecordingSms();
    const app = await buildApp({ db: h.db, sms, season: store, seasonCalls: seasonHandlers(store, h.db) });
    await app.ready();
    s = { app, handle: h, sms, clock: { offsetMs: 0 }, close: async () => app.close() };
    const login = await smsLogin(s);
    token = login.token;
    const add = await call(s.app, '/api/Volunteer/add', { province: '江苏', score: 620, batch: '本科批', subject: ['物理', '化学', '生物'], group_d: '物理类' }, { token });
    expect(add.status, add.msg).toBe(200);
    const plan = await h.db.selectFrom('volunteer').select('volunteer_id').where('memberuser_id', '=', login.id).executeTakeFirstOrThrow();
    aspid = plan.volunteer_id;
  }, 240_000);

  afterAll(async () => {
    await s?.app.close();
    store?.close();
    await h?.close();
  });

  it('adds two colleges’ 03 专业组 that share an institution code as two rows and exports them with 专业组 headers', async () => {
    const unit = (collegeName: string) => store.findUnitByTitle({ province: '江苏', batch: '本科批', group_d: '物理类', collegeName, specialty_title: '03专业组' });
    const main = unit('合肥工业大学');
    const campus = unit('合肥工业大学(宣城校区)');
    expect(main && campus).toBeTruthy();
    expect(main!.code).not.toBe(campus!.code);
    for (const u of [main!, campus!]) {
      const r = await call(s.app, '/api/VolunteerResult/add', { volunteer_id: aspid, code: u.code, specialty_code: u.specialty_code, collegeName: u.collegeName, specialty_title: u.specialty_title }, { token });
      expect(r.status, r.msg).toBe(200);
      const row = r.data as Row;
      expect(row.collegeName).toBe(u.collegeName);
      expect(row.specialty_title).toBe('03专业组');
      expect(row.group_code).toBe('03');
    }

    const ex = await call(s.app, '/api/Volunteer/exportResultData', { aspid }, { token });
    expect(ex.status, ex.msg).toBe(200);
    const { file, filename } = ex.data as { file: string; filename: string };
    expect(filename).toContain('江苏');
    const wb = XLSX.read(Buffer.from(file.split(',')[1] ?? '', 'base64'), { type: 'buffer' });
    const sheet = wb.Sheets[wb.SheetNames[0] as string]!;
    const [head, ...rows] = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
    // The official form's columns; a whole-group unit names its group as its 专业, and 组内专业 follows.
    expect(head?.slice(0, 8)).toEqual(['志愿序号', '院校代码', '院校名称', '院校专业组代码', '专业序号', '专业代码', '专业名称', '服从调剂']);
    expect(head?.at(-1)).toBe('组内专业');
    expect(rows.map((r) => [r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7]])).toEqual([
      ['1', main!.code, '合肥工业大学', '03', '1', '03', '03专业组', '是'],
      ['2', campus!.code, '合肥工业大学(宣城校区)', '03', '1', '03', '03专业组', '是'],
    ]);
  });

  it('lets the family pick a 专业组’s majors from the college’s 开设专业 where 江苏 publishes none (group_picks), checked and exported 以招生计划为准', async () => {
    // The college's catalogue: majors its per-major units offer (here a 广东 plan of 合肥工业大学's).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gk-catalogue-'));
    const head = 'province,year,batch,group_d,code,collegeName,group_code,specialty_code,specialty_title,the_second,min_score';
    const line = (code: string, title: string) => `广东,2024,本科批,物理类,10359,合肥工业大学,201,${code},${title},物,600`;
    fs.writeFileSync(path.join(dir, 'catalogue.csv'), [head, line('01', '车辆工程'), line('02', '机械类'), line('03', '软件工程'), ''].join('\n'));
    await importPaths(h.db, [dir]);
    expect(await store.reloadIfChanged()).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });

    const list = async () => {
      const r = await call(s.app, '/api/Volunteer/college_result_screen', { aspid, page: 1, pageSize: 100 }, { token });
      expect(r.status, r.msg).toBe(200);
      return (r.data as { list: Row[] }).list;
    };
    const row = (await list()).find((r) => r.collegeName === '合肥工业大学' && r.specialty_title === '03专业组')! as Row & { volunteer_result_id: number };
    expect(row.group_majors).toEqual([]);
    expect(Number(row.collegiate_id)).toBeGreaterThan(0);
    const detail = await call(s.app, '/api/Colleges/getCollegeDetail', { collegiate_id: row.collegiate_id }, {});
    expect(detail.status, detail.msg).toBe(200);
    const catalogue = (detail.data as { major: { specialty_title: string }[] }).major.map((m) => m.specialty_title);
    expect(catalogue).toEqual(expect.arrayContaining(['车辆工程', '机械类', '软件工程']));
    expect(catalogue.some((t) => t.endsWith('专业组'))).toBe(false);

    const pick = (value: string) => call(s.app, '/api/VolunteerResult/updateExt', { volunteer_result_id: row.volunteer_result_id, name: 'group_picks', value }, { token });
    const saved = await pick(JSON.stringify(['软件工程', '车辆工程']));
    expect(saved.status, saved.msg).toBe(200);
    const after = (await list()).find((r) => r.volunteer_result_id === row.volunteer_result_id)!;
    expect(picksOf(after)).toEqual(['软件工程', '车辆工程']);

    // Refused whole: a title the college does not offer, seven majors of 6, a title twice, not a list.
    for (const [value, msg] of [
      [JSON.stringify(['天文学']), '该院校的开设专业中没有这个专业'],
      [JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f', 'g']), '每个院校专业组最多填报6个专业，请先移除一个再添加。'],
      [JSON.stringify(['机械类', '机械类']), '该专业已在这个院校专业组中'],
      ['机械类', '参数错误'],
    ] as const) {
      const refused = await pick(value);
      expect(refused.status).toBe(400);
      expect(refused.msg).toBe(msg);
    }
    expect(picksOf((await list()).find((r) => r.volunteer_result_id === row.volunteer_result_id)!)).toEqual(['软件工程', '车辆工程']);

    const ex = await call(s.app, '/api/Volunteer/exportResultData', { aspid }, { token });
    const wb = XLSX.read(Buffer.from((ex.data as { file: string }).file.split(',')[1] ?? '', 'base64'), { type: 'buffer' });
    const [sheetHead, ...sheetRows] = XLSX.utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0] as string]!, { header: 1, raw: false, defval: '' });
    const at = sheetHead!.indexOf('组内专业');
    expect(sheetRows.find((r) => r[2] === '合肥工业大学')?.[at]).toBe('软件工程（以招生计划为准）、车辆工程（以招生计划为准）');

    // The exported sheet imported into an emptied list gives the picks back; a pick the college does not offer is refused.
    const items = sheetToItems([sheetHead!, ...sheetRows], aspid)!;
    expect(items.find((i) => i.collegeName === '合肥工业大学')?.group_picks).toBe('["软件工程","车辆工程"]');
    expect((await call(s.app, '/api/Volunteer/deleteAll', { aspid }, { token })).status).toBe(200);
    const bad = items.map((i) => (i.collegeName === '合肥工业大学' ? { ...i, group_picks: '["天文学"]' } : i));
    const refused = await call(s.app, '/api/Volunteer/importResultData', { list: JSON.stringify(bad) }, { token });
    expect(refused.status).toBe(400);
    expect(refused.msg).toContain('该院校的开设专业中没有这个专业');
    const imported = await call(s.app, '/api/Volunteer/importResultData', { list: JSON.stringify(items) }, { token });
    expect(imported.status, imported.msg).toBe(200);
    const back = (await list()).find((r) => r.collegeName === '合肥工业大学' && r.specialty_title === '03专业组')!;
    expect(picksOf(back)).toEqual(['软件工程', '车辆工程']);
    row.volunteer_result_id = Number(back.volunteer_result_id);

    // An empty value clears the picks.
    expect((await pick('')).status).toBe(200);
    expect(picksOf((await list()).find((r) => r.volunteer_result_id === row.volunteer_result_id)!)).toEqual([]);
    expect((await pick(JSON.stringify(['机械类']))).status).toBe(200);
  }, 120_000);

  it('holds at most 40 专业组 on a 江苏 本科批 list (the province’s size, not the default 96)', async () => {
    const more = store.slice('江苏', '本科批', '物理类')!.rows.filter((u) => !u.collegeName.startsWith('合肥工业大学')).slice(0, 39);
    const arr = (units: typeof more) => JSON.stringify(units.map((u) => ({ volunteer_id: aspid, code: u.code, specialty_code: u.specialty_code })));
    // 2 on the list + 39 = 41: refused whole.
    const over = await call(s.app, '/api/Volunteer/addAll', { arr: arr(more) }, { token });
    expect(over.status).not.toBe(200);
    expect(over.msg).toBe('志愿单最多填报40个院校专业组，请先移除一个再添加。');
    const fits = await call(s.app, '/api/Volunteer/addAll', { arr: arr(more.slice(0, 38)) }, { token });
    expect(fits.status, fits.msg).toBe(200);
    const count = await call(s.app, '/api/Volunteer/currentCount', { aspid }, { token });
    expect((count.data as { count: number }).count).toBe(40);
  });

  it('lists the majors a plan names inside a 专业组 on the group’s row, in the tables and the export', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gk-group-majors-'));
    const head = 'province,year,batch,group_d,code,collegeName,group_code,specialty_code,specialty_title,the_second,min_score';
    const line = (code: string, title: string) => `江苏,2024,本科批,物理类,4134010359,合肥工业大学,04,${code},${title},化学,625`;
    fs.writeFileSync(path.join(dir, 'majors-of-group.csv'), [head, line('01', '计算机科学与技术'), line('02', '电气工程及其自动化'), ''].join('\n'));
    await importPaths(h.db, [dir]);
    expect(await store.reloadIfChanged()).toBe(true);
    const g = store.findUnitByTitle({ province: '江苏', batch: '本科批', group_d: '物理类', collegeName: '合肥工业大学', specialty_title: '04专业组' })!;
    expect(g.wire.group_majors).toEqual(['计算机科学与技术', '电气工程及其自动化']);
    const other = store.findUnitByTitle({ province: '江苏', batch: '本科批', group_d: '物理类', collegeName: '合肥工业大学', specialty_title: '03专业组' })!;
    expect(other.wire.group_majors).toEqual([]);
    const sheet = wishListSheet([{ ...(g.wire as Row), sort_id: 1 }], { province: '江苏', score: 620 });
    const at = sheet[0]?.indexOf('组内专业') ?? -1;
    expect(at).toBeGreaterThan(0);
    expect(sheet[1]?.[at]).toBe('计算机科学与技术、电气工程及其自动化');
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);
});

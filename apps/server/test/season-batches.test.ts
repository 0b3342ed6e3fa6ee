import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from 'gaokao-domain';
import { buildApp } from '../src/app';
import type { DbHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { SeasonStore } from '../src/season/store';
import { generateDemo, DEMO_SEED } from '../src/season/demo/generate';
import { seasonHandlers } from '../src/season/calls';
import { readAdmission } from '../src/season/import/kinds';
import { RecordingSms, call, smsLogin, type TestServer } from './helpers';
import { openSeeded } from './seeded';

// A province that names its own batches (上海 本科普通批 / 专科普通批) over the demo set, which is keyed by 本科批 / 专科批.
let handle: DbHandle;
let store: SeasonStore;
let s: TestServer;
let token: string;
let aspid: number;

beforeAll(async () => {
  handle = await openSeeded('migrated');
  await migrateToLatest(handle.db);
  store = await SeasonStore.open(handle.db, { seedInBackground: false, dataset: () => generateDemo(DEMO_SEED, { provinces: ['上海'] }) });
  const sms = new RecordingSms();
  const app = await buildApp({ db: handle.db, sms, season: store, seasonCalls: seasonHandlers(store, handle.db) });
  await app.ready();
  s = { app, handle, sms, clock: { offsetMs: 0 }, close: async () => app.close() };
  const login = await smsLogin(s);
  await handle.db.updateTable('member_user').set({ role: 2 }).where('memberuser_id', '=', login.id).execute();
  token = login.token;
  const add = await call(s.app, '/api/Volunteer/add', { province: '上海', score: 520, batch: '本科普通批', subject: ['物理', '化学', '地理'] }, { token });
  expect(add.status, add.msg).toBe(200);
  aspid = (add.data as { volunteer_id: number }).volunteer_id;
}, 240_000);

afterAll(async () => {
  await s?.app.close();
  store?.close();
  await handle?.close();
});

describe('the batch options call (groupFind)', () => {
  it.each([
    { body: { batch_type: '普通类' }, want: ['本科批', '专科批'] },
    { body: { batch_type: '高职单招' }, want: ['专科批'] },
    { body: { batch_type: '普通类', province: '' }, want: ['本科批', '专科批'] },
    { body: { batch_type: '普通类', province: '河北' }, want: ['本科批', '专科批'] },
    { body: { batch_type: '普通类', province: '上海' }, want: ['本科普通批', '专科普通批'] },
    { body: { batch_type: '高职单招', province: '上海' }, want: ['专科普通批'] },
    { body: { batch_type: '普通类', province: '浙江' }, want: ['普通类一段', '普通类二段'] },
    { body: { batch_type: '普通类', province: '天津' }, want: ['普通本科批A阶段', '普通本科批B阶段', '高职（专科）批'] },
  ])('answers $body with $want', async ({ body, want }) => {
    expect((await call(s.app, '/api/Admin.Config/groupFind', body)).data).toEqual({ batch_arr: want });
  });
});

describe('a plan in a province’s own batch', () => {
  it('refuses the spec’s 本科批 for a new 上海 plan (上海 names it 本科普通批)', async () => {
    const other = await smsLogin(s);
    const r = await call(s.app, '/api/Volunteer/add', { province: '上海', score: 520, batch: '本科批', subject: ['物理', '化学', '地理'] }, { token: other.token });
    expect(r).toMatchObject({ status: 400, msg: MSG.batchRequired });
  });

  it('reads the 本科批 data: tab 1, a row added by code and the result screen', async () => {
    const slice = store.slice('上海', '本科批', '综合');
    expect(slice?.rows.length).toBeGreaterThan(0);
    expect(store.slice('上海', '本科普通批', '综合')).toBe(slice);
    const tab1 = await call(s.app, '/api/Volunteer/college_intell_screen', { aspid, page: 1, pageSize: 20 }, { token });
    expect(tab1.status, tab1.msg).toBe(200);
    const first = (tab1.data as { list: { code: string; specialty_code: string; batch: string }[]; count: number }).list[0]!;
    expect(first.batch).toBe('本科批');
    const added = await call(s.app, '/api/VolunteerResult/add', { volunteer_id: aspid, code: first.code, specialty_code: first.specialty_code }, { token });
    expect(added.status, added.msg).toBe(200);
    const list = await call(s.app, '/api/Volunteer/college_result_screen', { aspid, page: 1, pageSize: 50 }, { token });
    expect((list.data as { list: { code: string; yugu_score: unknown }[] }).list).toMatchObject([{ code: first.code, yugu_score: expect.any(Number) }]);
  });

  it('keeps a plan saved as 本科批 before the provinces’ names working: same rows, editable, renamed without emptying the list', async () => {
    const before = await call(s.app, '/api/Volunteer/college_intell_screen', { aspid, page: 1, pageSize: 20 }, { token });
    await handle.db.updateTable('volunteer').set({ batch: '本科批' }).where('volunteer_id', '=', aspid).execute();
    const after = await call(s.app, '/api/Volunteer/college_intell_screen', { aspid, page: 1, pageSize: 20 }, { token });
    expect((after.data as { count: number }).count).toBe((before.data as { count: number }).count);
    const profile = { volunteer_id: aspid, name: '张三', sex: 1, province: '上海', score: 520, subject: ['物理', '化学', '地理'], group_d: '综合' };
    const kept = await call(s.app, '/api/Volunteer/update', { ...profile, batch: '本科批' }, { token });
    expect(kept.status, kept.msg).toBe(200);
    // 本科批 → 本科普通批 is the same data: the row stays without clear_list.
    const renamed = await call(s.app, '/api/Volunteer/update', { ...profile, batch: '本科普通批' }, { token });
    expect(renamed).toMatchObject({ status: 200, data: { batch: '本科普通批' } });
    const rows = await call(s.app, '/api/Volunteer/college_result_screen', { aspid, page: 1, pageSize: 50 }, { token });
    expect((rows.data as { list: unknown[] }).list).toHaveLength(1);
    // Back to 本科批 once renamed: 上海 does not offer it.
    const back = await call(s.app, '/api/Volunteer/update', { ...profile, batch: '本科批' }, { token });
    expect(back).toMatchObject({ status: 400, msg: MSG.batchRequired });
  });
});

describe('the importer', () => {
  it('stores a province’s batch name as the batch the data is keyed by', () => {
    const values = {
      province: '上海', year: '2024', batch: '本科普通批', group_d: '综合', code: '10001', collegeName: '北京大学',
      specialty_code: '01', specialty_title: '数学类', min_score: '600',
    };
    expect(readAdmission('a.csv', { line: 2, values }).batch).toBe('本科批');
    expect(readAdmission('a.csv', { line: 2, values: { ...values, province: '浙江', batch: '普通类二段' } }).batch).toBe('专科批');
    expect(readAdmission('a.csv', { line: 2, values: { ...values, batch: '本科提前批' } }).batch).toBe('本科提前批');
  });
});

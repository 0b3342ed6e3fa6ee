import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Domain from 'gaokao-domain';
import { buildApp } from '../src/app';
import { openDatabase, type DbHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { SeasonStore } from '../src/season/store';
import { generateDemo, DEMO_SEED } from '../src/season/demo/generate';
import { seasonRoutes } from '../src/season/routes';
import { RecordingSms, call, smsLogin, type TestServer } from './helpers';

// The screen's default band is the domain's DEFAULT_SCORE_BAND, not numbers of the server's own: with the domain's
// default changed here, a request without a band follows it.
const BAND = vi.hoisted(() => ({ up: 17, down: 23 }));
vi.mock('gaokao-domain', async (importOriginal) => ({ ...(await importOriginal<typeof Domain>()), DEFAULT_SCORE_BAND: BAND }));

const SCORE = 550;
let s: TestServer;
let store: SeasonStore;
let handle: DbHandle;
let token: string;
let aspid: number;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db as never);
  store = await SeasonStore.open(handle.db, { seedInBackground: false, dataset: () => generateDemo(DEMO_SEED, { provinces: ['河北'] }) });
  const sms = new RecordingSms();
  const app = await buildApp({ db: handle.db, sms, season: store, seasonRoutes });
  await app.ready();
  s = { app, handle, sms, clock: { offsetMs: 0 }, close: async () => app.close() };
  const login = await smsLogin(s);
  token = login.token;
  const add = await call(s.app, '/api/Volunteer/add', { province: '河北', score: SCORE, batch: '本科批', subject: ['物理', '化学', '生物'], group_d: '物理类' }, { token });
  expect(add.status, add.msg).toBe(200);
  aspid = (await handle.db.selectFrom('volunteer').select('volunteer_id').where('memberuser_id', '=', login.id).executeTakeFirstOrThrow()).volunteer_id;
}, 240_000);

afterAll(async () => {
  await s?.close();
  store?.close();
  await handle?.close();
});

describe('college_intell_screen without a band', () => {
  it("uses the domain's DEFAULT_SCORE_BAND", async () => {
    const r = await call(s.app, '/api/Volunteer/college_intell_screen', { aspid, page: 1, pageSize: 20 }, { token });
    expect(r.status, r.msg).toBe(200);
    const d = r.data as { min_score: number; max_score: number; list: { yugu_score: number }[] };
    expect([d.min_score, d.max_score]).toEqual([SCORE - BAND.down, SCORE + BAND.up]);
    for (const row of d.list) expect(row.yugu_score).toBeLessThanOrEqual(SCORE + BAND.up);
  });
});

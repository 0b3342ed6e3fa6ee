import { buildApp } from '../src/app';
import { openDatabase, type DbHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { SeasonStore } from '../src/season/store';
import { generateDemo, DEMO_SEED } from '../src/season/demo/generate';
import { seasonHandlers } from '../src/season/calls';
import { RecordingSms, call, smsLogin, type TestServer } from './helpers';
import { existingDump, openSeeded, saveDump } from './seeded';

export interface DemoSeasonServer {
  s: TestServer;
  store: SeasonStore;
  handle: DbHandle;
  /** A member with a 河北 物理类 plan (化学, 生物) at `score`. */
  token: string;
  memberId: number;
  aspid: number;
  close(): Promise<void>;
}

/**
 * How long a suite's start (startDemoSeason in its beforeAll) may take: the run's first such suite seeds the 河北 demo
 * season, about 35 s on an idle 2-core machine and over 240 s once beside the run's three other busy lanes.
 */
export const DEMO_SEASON_START_MS = 600_000;

/**
 * The 河北 demo season: a copy of the run's `demo-hebei` dump, the store opening as on a restart (from the tables);
 * or, for the first suite of the run, seeded here as before (the store built from the generated set) and dumped for
 * the later ones.
 */
async function demoHebei(): Promise<{ handle: DbHandle; store: SeasonStore }> {
  if (await existingDump('demo-hebei')) {
    const handle = await openSeeded('demo-hebei');
    return { handle, store: await SeasonStore.open(handle.db) };
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  const store = await SeasonStore.open(handle.db, { seedInBackground: false, dataset: () => generateDemo(DEMO_SEED, { provinces: ['河北'] }) });
  await saveDump('demo-hebei', handle);
  return { handle, store };
}

/**
 * One embedded database seeded with the demo set of 河北 only (over the real colleges and catalogue), the real season
 * routes, and a member with a plan: the setup the season screen suites share. The database is a copy of the run's
 * `demo-hebei` template (test/seeded.ts), so the store opens as on a restart: from the tables.
 */
export async function startDemoSeason(opts: { score: number; role?: 1 | 2 | 3 }): Promise<DemoSeasonServer> {
  const { handle, store } = await demoHebei();
  const sms = new RecordingSms();
  const app = await buildApp({ db: handle.db, sms, season: store, seasonCalls: seasonHandlers(store, handle.db) });
  await app.ready();
  const s: TestServer = { app, handle, sms, clock: { offsetMs: 0 }, close: async () => app.close() };
  const login = await smsLogin(s);
  if (opts.role && opts.role !== 1) await handle.db.updateTable('member_user').set({ role: opts.role }).where('memberuser_id', '=', login.id).execute();
  const add = await call(s.app, '/api/Volunteer/add', { province: '河北', score: opts.score, batch: '本科批', subject: ['物理', '化学', '生物'], group_d: '物理类' }, { token: login.token });
  if (add.status !== 200) throw new Error(`Volunteer/add: ${add.msg}`);
  const plan = await handle.db.selectFrom('volunteer').select('volunteer_id').where('memberuser_id', '=', login.id).executeTakeFirstOrThrow();
  return {
    s,
    store,
    handle,
    token: login.token,
    memberId: login.id,
    aspid: plan.volunteer_id,
    close: async () => {
      await app.close();
      store.close();
      await handle.close();
    },
  };
}

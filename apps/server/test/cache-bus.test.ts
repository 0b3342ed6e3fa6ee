import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, writeWatchOf, type DbHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { ReadCache, requestScope, type WriteWatch } from '../src/db/write-watch';
import { BUS_APPLICATION_NAME, MAX_LAG_MS } from '../src/db/cache-bus';
import { registry } from '../src/metrics';
import { call, createTempPgDatabase, findPgAdmin, skipUnlessCI, smsLogin, startServer, type TestServer } from './helpers';

const pgAdmin = await findPgAdmin();

/** Sum of one counter's samples whose labels include `labels`. */
async function counter(name: string, labels: Record<string, string>): Promise<number> {
  const m = (await registry.getMetricsAsJSON()).find((x) => x.name === name) as { values: { value: number; labels: Record<string, string> }[] } | undefined;
  return (m?.values ?? []).filter((v) => Object.entries(labels).every(([k, x]) => v.labels[k] === x)).reduce((a, v) => a + v.value, 0);
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<number> {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    if (await check()) return performance.now() - t0;
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error(`not true within ${timeoutMs} ms`);
}

describe.skipIf(skipUnlessCI('cross-instance cache invalidation (LISTEN/NOTIFY)', pgAdmin.reason))('cache invalidation across instances on PostgreSQL', () => {
  let url: string;
  let drop: (() => Promise<void>) | undefined;
  let a: DbHandle;
  let b: DbHandle;
  let wa: WriteWatch;
  let wb: WriteWatch;
  const members: number[] = [];

  beforeAll(async () => {
    const tmp = await createTempPgDatabase(pgAdmin.url!);
    url = tmp.url;
    drop = tmp.drop;
    a = await openDatabase({ databaseUrl: url });
    b = await openDatabase({ databaseUrl: url });
    await migrateToLatest(a.db);
    await Promise.all([a.bus!.ready, b.bus!.ready]);
    wa = writeWatchOf(a.db)!;
    wb = writeWatchOf(b.db)!;
    for (const phone of ['13900000001', '13900000002']) {
      const r = await a.db.insertInto('member_user').values({ phone, username: phone, password_hash: null, vip_expire_time: null, openid: null, code: `c${phone}`, pid: null }).returning('memberuser_id').executeTakeFirstOrThrow();
      members.push(r.memberuser_id);
    }
    await until(() => a.bus!.live() && b.bus!.live());
    // The inserts' notifications reach b before its own heartbeat sent now (one listener gets them in commit order):
    // otherwise a late one could drop an entry the first test has just cached.
    await requestScope.run({ wrote: true }, () => wb.settle());
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  const nickname = (h: DbHandle, id: number) => async () =>
    (await h.db.selectFrom('member_user').select('nickname').where('memberuser_id', '=', id).executeTakeFirstOrThrow()).nickname;

  it('given one member written through one instance, should drop that member on the other within the bound and keep the rest', async () => {
    const [x, y] = members as [number, number];
    const cache = new ReadCache<number, string>(wb, ['member_user'], 100, (id) => id);
    let reads = 0;
    const load = (id: number) => cache.load(id, async () => (reads++, nickname(b, id)()));
    expect(await load(x)).toBe('');
    await load(y);
    await load(x);
    await load(y);
    expect(reads).toBe(2);

    const t0 = performance.now();
    await requestScope.run({ wrote: false }, async () => {
      await a.db.updateTable('member_user').set({ nickname: 'changed' }).where('memberuser_id', '=', x).execute();
      // The writing instance answers once its own notification is back.
      await wa.settle();
    });
    const acked = performance.now() - t0;
    const seen = await until(() => cache.get(x) === undefined, MAX_LAG_MS);
    console.log(`[bound] write acknowledged in ${acked.toFixed(1)} ms; the other instance dropped it ${seen.toFixed(1)} ms later (bound ${MAX_LAG_MS} ms)`);
    expect(seen).toBeLessThan(MAX_LAG_MS);
    expect(await load(x)).toBe('changed');
    // The other member's entry was not touched.
    const before = reads;
    await load(y);
    expect(reads).toBe(before);
  });

  it('given a wish-list row written for one member, should drop that member\'s plan on every instance (row trigger finds the member)', async () => {
    const [x, y] = members as [number, number];
    const plan = await a.db
      .insertInto('volunteer')
      .values({ memberuser_id: x, province: '河北', score: 600, batch: '本科批', subject: '物理,化学,生物', group_d: '物理类' } as never)
      .returning('volunteer_id')
      .executeTakeFirstOrThrow();
    const tables = ['volunteer', 'volunteer_result', 'volunteer_screen', 'member_user'];
    const cache = new ReadCache<string, number>(wb, tables, 100, (k) => k.split('|')[0]);
    let reads = 0;
    const load = (k: string) => cache.load(k, async () => ++reads);
    await until(() => wb.enabled());
    await load(`${x}|${plan.volunteer_id}`);
    await load(`${y}|0`);
    await a.db.insertInto('volunteer_screen').values({ volunteer_id: plan.volunteer_id, name: 'f', value: '1' } as never).execute();
    await until(() => cache.get(`${x}|${plan.volunteer_id}`) === undefined, MAX_LAG_MS);
    expect(cache.get(`${y}|0`)).toBe(2);
  });

  it('given the listening connection killed, should serve nothing kept until it is back, then drop everything it held', async () => {
    const cache = new ReadCache<number, string>(wb, ['member_user'], 100, (id) => id, 'test-outage');
    const [x] = members as [number];
    let reads = 0;
    const load = () => cache.load(x, async () => (reads++, nickname(b, x)()));
    await load();
    await load();
    expect(reads).toBe(1);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const killed = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`, [BUS_APPLICATION_NAME]);
    await admin.end();
    expect(killed.rowCount).toBe(2);
    await until(() => !b.bus!.live(), 2000);
    const off = await counter('gaokao_cache_lookups_total', { cache: 'test-outage', result: 'off' });
    await load();
    await load();
    expect(reads).toBe(3);
    expect(await counter('gaokao_cache_lookups_total', { cache: 'test-outage', result: 'off' })).toBe(off + 2);
    // Back within the reconnect delay; what was kept before the outage is not served again.
    await until(() => b.bus!.live(), 5000);
    await load();
    expect(reads).toBe(4);
    await load();
    expect(reads).toBe(4);
    expect(await counter('gaokao_cache_bus_disconnects_total', {})).toBeGreaterThanOrEqual(2);
  });
});

describe.skipIf(skipUnlessCI('sessions kept per instance on PostgreSQL', pgAdmin.reason))('sessions kept by two instances on PostgreSQL', () => {
  let s1: TestServer;
  let s2: TestServer;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const tmp = await createTempPgDatabase(pgAdmin.url!);
    drop = tmp.drop;
    s1 = await startServer({ databaseUrl: tmp.url });
    s2 = await startServer({ databaseUrl: tmp.url });
    await until(() => s1.handle.bus!.live() && s2.handle.bus!.live());
  });
  afterAll(async () => {
    await s1?.close();
    await s2?.close();
    await drop?.();
  });

  it('given a session kept by both, should answer from memory, and refuse it on the other once logged out (within the bound)', async () => {
    const u = await smsLogin(s1);
    const hits = () => counter('gaokao_cache_lookups_total', { cache: 'sessions', result: 'hit' });
    for (const s of [s1, s2, s1, s2]) expect((await call(s.app, '/api/MemberUser/detail', {}, { token: u.token })).status).toBe(200);
    const before = await hits();
    for (const s of [s1, s2]) expect((await call(s.app, '/api/MemberUser/detail', {}, { token: u.token })).status).toBe(200);
    expect(await hits()).toBe(before + 2);

    expect((await call(s1.app, '/api/MemberUser/logout', {}, { token: u.token })).status).toBe(200);
    // The instance that wrote refuses at once (its answer waited for the notification).
    expect((await call(s1.app, '/api/MemberUser/detail', {}, { token: u.token })).status).toBe(101);
    const ms = await until(async () => (await call(s2.app, '/api/MemberUser/detail', {}, { token: u.token })).status === 101, MAX_LAG_MS);
    console.log(`[bound] logout on one instance refused on the other after ${ms.toFixed(1)} ms`);
  });
});

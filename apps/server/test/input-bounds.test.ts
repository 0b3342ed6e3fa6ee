import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from 'gaokao-domain';
import { SAMPLE_VALUES, SERVER_MSG, calls, leaves, sample, withValue, type CallName, type Leaf } from 'gaokao-contract';
import { buildApp } from '../src/app';
import type { DbHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { SeasonStore } from '../src/season/store';
import { generateDemo, DEMO_SEED } from '../src/season/demo/generate';
import { loadShipped } from '../src/season/real/shipped';
import { seasonHandlers } from '../src/season/calls';
import { RecordingSms, call, freshIp, smsLogin, startServer, type TestServer } from './helpers';
import { openSeeded } from './seeded';
import { opsToken } from './ops-suite';

/**
 * Every route of the contract (aliases too), every field: integers from 2^31 up, -1 and 1.5, and text holding NUL or
 * another control character must never reach a query that fails. The reply is a handled one (HTTP < 500, envelope
 * status not 500); where the contract refuses the value it is the validation envelope {status: 400, msg} in Chinese.
 * Runs on the embedded engine (PostgreSQL 18 in WASM: it refuses NUL in text and out-of-range int4 like the server).
 */

const NUMBERS = [2 ** 31, 2 ** 53, -1, 1.5] as const;
const TEXTS = ['a\u0000', '\u0000', 'a\u0000b\u0001'] as const;

interface Field {
  name: CallName;
  url: string;
  leaf: Leaf;
}
const FIELDS: Field[] = (Object.keys(calls) as CallName[]).flatMap((name) => {
  const def = calls[name];
  const urls: string[] = [def.path, ...(('aliases' in def && def.aliases) || [])];
  return urls.flatMap((url) => leaves(def.request).filter((leaf) => leaf.kind === 'number' || leaf.kind === 'string').map((leaf) => ({ name, url, leaf })));
});

interface Target {
  s: TestServer;
  token: string;
  /** An operator's token, for the console's calls (`auth: 'ops'`). */
  opsToken: string;
  named: Record<string, unknown>;
}

/** A role-2 member (so VIP calls get past the role check) with a plan and one wish-list row: ids that exist. */
async function member(s: TestServer): Promise<Target> {
  const u = await smsLogin(s);
  await s.handle.db.updateTable('member_user').set({ role: 2, vip_expire_time: new Date(Date.now() + 86_400_000) }).where('memberuser_id', '=', u.id).execute();
  const plan = await call(s.app, '/api/Volunteer/add', { province: '河北', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'], group_d: '物理类' }, { token: u.token });
  expect(plan.status, plan.msg).toBe(200);
  const planId = (plan.data as { volunteer_id: number }).volunteer_id;
  const row = await s.handle.db.selectFrom('volunteer_result').select('volunteer_result_id').where('volunteer_id', '=', planId).executeTakeFirst();
  return {
    s,
    token: u.token,
    opsToken: (await opsToken(s)).token,
    named: { ...SAMPLE_VALUES, aspid: planId, volunteer_id: planId, volunteer_result_id: row?.volunteer_result_id ?? 1, memberuser_id: u.id },
  };
}

async function send(t: Target, f: Field, value: unknown) {
  const body = withValue(sample(calls[f.name].request, t.named) as Record<string, unknown>, f.leaf.path, value);
  const method = calls[f.name].method;
  const token = calls[f.name].auth === 'ops' ? t.opsToken : t.token;
  if (method === 'GET') {
    // A query string carries text: the value as it would arrive.
    const flat = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]));
    return call(t.s.app, f.url, flat, { token, ip: freshIp(), method });
  }
  return call(t.s.app, f.url, body, { token, ip: freshIp() });
}

const label = (f: Field, v: unknown) => `${f.url} ${f.leaf.path.join('.')}=${JSON.stringify(v)}`;

function suite(get: () => Target) {
  it('walks every route: each number field gets 2^31, 2^53, -1 and 1.5, each text field NUL; no reply is a 500', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const f of FIELDS) {
      for (const v of f.leaf.kind === 'number' ? NUMBERS : TEXTS) {
        const r = await send(get(), f, v);
        sent++;
        if (r.http >= 500 || r.status === 500) failures.push(`${label(f, v)} → HTTP ${r.http} ${r.status} ${r.msg}`);
        // Refused by the contract → the validation envelope, with a message a person can read (a call this server
        // does not answer yet says 501 before reading its body).
        if (get().s.app.unimplemented.includes(f.name) && r.status === 501) continue;
        if (!calls[f.name].request.safeParse(withValue(sample(calls[f.name].request, get().named) as Record<string, unknown>, f.leaf.path, v)).success) {
          if (r.status !== 400 || !/[\u4e00-\u9fa5]/.test(r.msg)) failures.push(`${label(f, v)} → ${r.status} ${r.msg} (expected 400 with a message)`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  });

  it('random integers beyond int4 and text with a random control character never get a 500 (property)', async () => {
    const numberFields = FIELDS.filter((f) => f.leaf.kind === 'number');
    const textFields = FIELDS.filter((f) => f.leaf.kind === 'string');
    const beyond = fc.oneof(fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -(2 ** 31) - 1 }));
    const controlText = fc
      .tuple(fc.string({ maxLength: 3 }), fc.integer({ min: 0, max: 0x1f }).filter((c) => ![9, 10, 13].includes(c)), fc.string({ maxLength: 3 }))
      .map(([a, c, b]) => `x${a}${String.fromCharCode(c)}${b}x`); // x at both ends: required() trims (\v and \f too)
    const probe = fc.oneof(
      fc.tuple(fc.constantFrom(...numberFields), beyond.map((n): unknown => n)),
      fc.tuple(fc.constantFrom(...textFields), controlText.map((s): unknown => s)),
    );
    await fc.assert(
      fc.asyncProperty(probe, async ([f, v]) => {
        const r = await send(get(), f, v);
        expect(r.http, label(f, v)).toBeLessThan(500);
        if (!(get().s.app.unimplemented.includes(f.name) && r.status === 501)) expect(r, label(f, v)).toMatchObject({ status: 400 });
      }),
      { numRuns: 300 },
    );
  });

  it('the repro requests of the issue answer 400 with a message', async () => {
    const { s } = get();
    expect(await call(s.app, '/api/InfoMation/detail', { infomation_id: 2147483648 })).toMatchObject({ http: 200, status: 400, msg: MSG.articleNotFound });
    expect(await call(s.app, '/api/MemberUser/login', { username: 'a\u0000', password: 'x' }, { ip: freshIp() })).toMatchObject({ http: 200, status: 400, msg: SERVER_MSG.controlCharacters });
    // Form-encoded bodies carry the same values as text.
    const form = await s.app.inject({ method: 'POST', url: '/api/MemberUser/login', payload: 'username=a%00&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.json()).toMatchObject({ status: 400, msg: SERVER_MSG.controlCharacters });
    const big = await s.app.inject({ method: 'POST', url: '/api/VideoSeet/detail', payload: 'videoseet_id=2147483648', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(big.json()).toMatchObject({ status: 400 });
  });

  it('the largest int4 id is still a valid id (answered as not found, not refused)', async () => {
    const t = get();
    expect(await call(t.s.app, '/api/InfoMation/detail', { infomation_id: 2147483647 })).toMatchObject({ status: 404, msg: MSG.articleNotFound });
    expect(await call(t.s.app, '/api/VolunteerResult/delete', { volunteer_result_id: 2147483647 }, { token: t.token })).toMatchObject({ status: 404 });
  });
}

describe('fallback handlers (no season routes)', () => {
  let t: Target;
  beforeAll(async () => {
    const s = await startServer();
    t = await member(s);
  });
  afterAll(async () => {
    await t?.s.close();
  });
  suite(() => t);
});

describe('with the season routes on a small demo season', () => {
  let t: Target;
  let handle: DbHandle;
  let store: SeasonStore;
  beforeAll(async () => {
    handle = await openSeeded('migrated');
    await migrateToLatest(handle.db);
    store = await SeasonStore.open(handle.db, { seedInBackground: false, dataset: () => generateDemo(DEMO_SEED, { provinces: ['河北'], base: { ...loadShipped(), colleges: loadShipped().colleges.filter((c) => c.collegeProvince === '河北省').slice(0, 60) } }) });
    const sms = new RecordingSms();
    const app = await buildApp({ db: handle.db, sms, season: store, seasonCalls: seasonHandlers(store, handle.db) });
    await app.ready();
    const s: TestServer = { app, handle, sms, clock: { offsetMs: 0 }, close: async () => app.close() };
    t = await member(s);
  }, 240_000);
  afterAll(async () => {
    await t?.s.close();
    store?.close();
    await handle?.close();
  });
  suite(() => t);
});

import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type RootOperationNode } from 'kysely';
import { STATUS_LOGIN, STATUS_VIP } from 'gaokao-contract';
import type { Database } from '../src/db/types';
import { ReadCache, WriteWatch, writtenTables } from '../src/db/write-watch';
import { writeWatchOf } from '../src/db/connect';
import { call, smsLogin, startServer, type TestServer } from './helpers';

// Builds statements without a database, to read which tables they write.
const q = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const tables = (node: { toOperationNode(): unknown }) => {
  const w = writtenTables(node.toOperationNode() as RootOperationNode);
  return w === 'all' ? 'all' : [...w].sort();
};

describe('writtenTables', () => {
  it('finds no write in selects, including row locks', () => {
    expect(tables(q.selectFrom('volunteer').selectAll().where('volunteer_id', '=', 1))).toEqual([]);
    expect(tables(q.selectFrom('volunteer').selectAll().forUpdate())).toEqual([]);
    expect(tables(sql`SELECT * FROM volunteer v WHERE v.volunteer_id = ${1} FOR UPDATE`)).toEqual([]);
    expect(tables(sql`SELECT row_to_json(v) FROM volunteer v WHERE is_update = ${1}`)).toEqual([]);
  });

  it('names the table of each kind of write built with the query builder', () => {
    expect(tables(q.insertInto('volunteer_result').values({ volunteer_id: 1, sort_id: 1, code: 'a', specialty_code: 'b', snapshot: '{}' }))).toEqual(['volunteer_result']);
    expect(tables(q.updateTable('member_user as u').set({ role: 2 }).where('u.memberuser_id', '=', 1))).toEqual(['member_user']);
    expect(tables(q.deleteFrom('member_session').where('session_id', '=', 1))).toEqual(['member_session']);
    expect(tables(q.with('gone', (db) => db.deleteFrom('volunteer_screen').where('volunteer_id', '=', 1).returning('name')).selectFrom('gone').selectAll())).toEqual([
      'volunteer_screen',
    ]);
  });

  it('names the tables of raw writes, and counts what it cannot read as a write to everything', () => {
    expect(tables(sql`UPDATE member_session SET last_seen_time = now() WHERE session_id = ${1}`)).toEqual(['member_session']);
    expect(tables(sql`update "volunteer" as v set score = ${1}`)).toEqual(['volunteer']);
    expect(tables(sql`INSERT INTO public.volunteer_result (volunteer_id) VALUES (${1})`)).toEqual(['volunteer_result']);
    expect(tables(sql`WITH d AS (DELETE FROM volunteer_result WHERE volunteer_id = ${1} RETURNING 1) SELECT count(*) FROM d`)).toEqual(['volunteer_result']);
    expect(tables(sql`TRUNCATE TABLE member_session`)).toEqual(['member_session']);
    expect(tables(sql`CREATE TABLE x (a int)`)).toBe('all');
    expect(tables(sql`DO $$ BEGIN PERFORM 1; END $$`)).toBe('all');
    expect(tables(q.schema.alterTable('volunteer').addColumn('x', 'integer'))).toBe('all');
  });
});

describe('ReadCache', () => {
  const write = (watch: WriteWatch, table: 'volunteer' | 'member_user') =>
    watch.transformQuery({ queryId: { queryId: 'w' }, node: q.updateTable(table).set({ memberuser_id: 1 }).toOperationNode() });

  it('keeps a value until one of its tables is written, and only those tables', async () => {
    const watch = new WriteWatch();
    const cache = new ReadCache<string, number>(watch, ['volunteer']);
    let reads = 0;
    const read = async () => ++reads;
    expect(await cache.load('k', read)).toBe(1);
    expect(await cache.load('k', read)).toBe(1);
    write(watch, 'member_user');
    expect(await cache.load('k', read)).toBe(1);
    write(watch, 'volunteer');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.load('k', read)).toBe(2);
  });

  it('does not keep a value read while a write to its tables started', async () => {
    const watch = new WriteWatch();
    const cache = new ReadCache<string, string>(watch, ['volunteer']);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const pending = cache.load('k', async () => {
      await gate;
      return 'before the write';
    });
    write(watch, 'volunteer');
    release();
    expect(await pending).toBe('before the write');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.load('k', async () => 'after the write')).toBe('after the write');
  });

  it('does not keep misses, and holds at most max entries', async () => {
    const watch = new WriteWatch();
    const cache = new ReadCache<number, string | undefined>(watch, ['volunteer'], 3);
    expect(await cache.load(0, async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
    for (let i = 1; i <= 5; i++) await cache.load(i, async () => `v${i}`);
    expect(cache.size).toBe(3);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(5)).toBe('v5');
  });
});

describe('sessions kept in memory on the embedded engine', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => s?.close());

  it('has a write watch on the embedded engine', () => {
    expect(writeWatchOf(s.handle.db)).toBeInstanceOf(WriteWatch);
  });

  it('given a session deleted in the database, should reject its token on the next request', async () => {
    const u = await smsLogin(s);
    expect((await call(s.app, '/api/MemberUser/detail', {}, { token: u.token })).status).toBe(200);
    expect((await call(s.app, '/api/MemberUser/detail', {}, { token: u.token })).status).toBe(200);
    await s.handle.db.deleteFrom('member_session').where('memberuser_id', '=', u.id).execute();
    expect((await call(s.app, '/api/MemberUser/detail', {}, { token: u.token })).status).toBe(STATUS_LOGIN);
  });

  it('given a VIP whose role is taken back, should refuse VIP calls on the next request', async () => {
    const u = await smsLogin(s);
    await s.handle.db.updateTable('member_user').set({ role: 2 }).where('memberuser_id', '=', u.id).execute();
    expect((await call(s.app, '/api/MemberUser/is_vip_login', {}, { token: u.token })).status).toBe(200);
    expect((await call(s.app, '/api/Evaluation.MebiMember/lookDetailCengping', {}, { token: u.token })).status).not.toBe(STATUS_VIP);
    await sql`UPDATE member_user SET role = 1 WHERE memberuser_id = ${u.id}`.execute(s.handle.db);
    expect((await call(s.app, '/api/Evaluation.MebiMember/lookDetailCengping', {}, { token: u.token })).status).toBe(STATUS_VIP);
  });

  it("given one user's once-a-minute touch, should keep the other users' sessions and move its own idle clock", async () => {
    const a = await smsLogin(s);
    const b = await smsLogin(s);
    const kept = s.app.ctx.caches!.sessions;
    const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
    expect((await call(s.app, '/api/MemberUser/detail', {}, { token: a.token })).status).toBe(200);
    expect((await call(s.app, '/api/MemberUser/detail', {}, { token: b.token })).status).toBe(200);
    expect(kept.get(hashOf(a.token))).toBeDefined();
    s.clock.offsetMs = 2 * 60_000;
    try {
      // B's request is more than a minute after B's last one: its idle clock is written.
      expect((await call(s.app, '/api/MemberUser/detail', {}, { token: b.token })).status).toBe(200);
      const expected = Date.now() + s.clock.offsetMs;
      const stored = await s.handle.db.selectFrom('member_session').select('last_seen_time').where('memberuser_id', '=', b.id).executeTakeFirstOrThrow();
      expect(Math.abs(new Date(stored.last_seen_time).getTime() - expected)).toBeLessThan(5_000);
      expect(Math.abs(new Date(kept.get(hashOf(b.token))!.last_seen_time).getTime() - expected)).toBeLessThan(5_000);
      expect(kept.get(hashOf(a.token))).toBeDefined();
    } finally {
      s.clock.offsetMs = 0;
    }
  });

  it('given an idle session, should expire it by the clock even when kept in memory', async () => {
    const u = await smsLogin(s);
    expect((await call(s.app, '/api/MemberUser/detail', {}, { token: u.token })).status).toBe(200);
    s.clock.offsetMs = 8 * 24 * 3600_000;
    try {
      expect((await call(s.app, '/api/MemberUser/detail', {}, { token: u.token })).status).toBe(STATUS_LOGIN);
    } finally {
      s.clock.offsetMs = 0;
    }
  });
});

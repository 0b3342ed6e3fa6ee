/**
 * pnpm run bench:api [--fresh] [--keep-answer] [--seconds 10]
 *
 * Starts the server on the demo data (embedded database under $TMPDIR/gaokao-bench-api; --fresh seeds it anew and so
 * measures a first start) and measures with autocannon over loopback, 50 connections, 10 s each:
 *   (a) college_intell_screen for a 河北 物理类 student at 550, page size 500, served from the in-memory indexes;
 *   (b) the same answer built by SQL per request on the machine's PostgreSQL (a throw-away database, dropped after);
 *   (c) a fastify route returning the same bytes, precomputed (raw and gzipped, as (a) keeps them);
 *   (a') as (a) with the server's user data on PostgreSQL instead of the embedded engine (extra, for the diagnosis).
 * and, beside them, the national data set (the default set's 10 provinces at once, as bench:data: 广东, 江苏, 湖北, 湖南,
 * 河北, 北京, 上海, 重庆, 河南, 四川; one plan each, every connection cycling through the 10):
 *   (a-national) college_intell_screen of the 10 plans, page size 500, from the same server as (a);
 *   (c-national) the same 10 answers as precomputed bytes, picked by the request's aspid.
 * Every request sends Accept-Encoding as browsers do. (a) is measured on a later start, after a first start has written
 * the demo rows. Prints req/s, p50 and p99 of each and the ratios a/b, a/c and, for the national set, a/c again.
 * Not part of the test line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { SeasonStore } from '../src/season/store';
import { parseArgs } from './cli-args';
import { NATIONAL_PLANS } from './national-plans';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const { flags } = parseArgs(process.argv.slice(2));
const dataDir = path.join(os.tmpdir(), 'gaokao-bench-api');
if (flags.has('fresh')) fs.rmSync(dataDir, { recursive: true, force: true });
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
const PHONE = '13800000550';
const PHONE_NATIONAL = '13800000552';
const SECONDS = Number(flags.get('seconds') ?? 10);
const NATIONAL = NATIONAL_PLANS;
const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));

function startChild(args: string[], env: Record<string, string> = {}): Promise<{ child: ChildProcess; port: number; ms: number; output: () => string }> {
  const t0 = performance.now();
  const child = spawn('pnpm', ['exec', 'tsx', ...args], { cwd: serverDir, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let port = 0;
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /running at http:\/\/127\.0\.0\.1:(\d+)|LISTENING (\d+)/.exec(out);
      if (m && !port) {
        port = Number(m[1] ?? m[2]);
        resolve({ child, port, ms: Math.round(performance.now() - t0), output: () => out });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`child exited ${code}: ${out.slice(-2000)}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// Browsers always send Accept-Encoding; so does every measured request here (autocannon does not decompress, it counts
// the bytes that crossed the socket).
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' };

/** 50 connections for SECONDS; with several bodies every connection sends them in turn. */
async function load(name: string, port: number, body: string | string[], token?: string) {
  const headers = { 'content-type': 'application/json', ...ACCEPT, ...(token ? { authorization: token } : {}) };
  const r = await autocannon({
    url: `http://127.0.0.1:${port}/api/Volunteer/college_intell_screen`,
    method: 'POST',
    headers,
    ...(typeof body === 'string' ? { body } : { requests: body.map((b) => ({ method: 'POST' as const, body: b, headers })) }),
    connections: 50,
    duration: SECONDS,
  });
  const row = { name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
  console.error(`${name}: ${JSON.stringify(row)}`);
  return row;
}

/** The size of the answer as it crosses the socket when the client accepts gzip (fetch would decompress it). */
function wireBytes(port: number, body: string, token?: string): Promise<{ bytes: number; encoding: string | null }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/Volunteer/college_intell_screen', headers: { 'content-type': 'application/json', ...ACCEPT, ...(token ? { authorization: token } : {}) } }, (res) => {
      let n = 0;
      res.on('data', (d: Buffer) => (n += d.length));
      res.on('end', () => resolve({ bytes: n, encoding: (res.headers['content-encoding'] as string | undefined) ?? null }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

// 1. A VIP user with a plan, written before the server takes the directory lock.
const token = crypto.randomBytes(32).toString('base64url');
const nationalToken = crypto.randomBytes(32).toString('base64url');
const nationalAspids: number[] = [];
let aspid: number;
let firstStart: boolean;
{
  const h = await openDatabase({ dataDir });
  await migrateToLatest(h.db);
  let user = await h.db.selectFrom('member_user').select('memberuser_id').where('phone', '=', PHONE).executeTakeFirst();
  if (!user) user = await h.db.insertInto('member_user').values({ phone: PHONE, username: PHONE, password_hash: null, code: 'BENCH550', role: 2 }).returning('memberuser_id').executeTakeFirstOrThrow();
  await h.db.insertInto('member_session').values({ token_hash: crypto.createHash('sha256').update(token).digest('hex'), memberuser_id: user.memberuser_id, expire_time: new Date(Date.now() + 86400_000) }).execute();
  let plan = await h.db.selectFrom('volunteer').select('volunteer_id').where('memberuser_id', '=', user.memberuser_id).executeTakeFirst();
  if (!plan) plan = await h.db.insertInto('volunteer').values({ memberuser_id: user.memberuser_id, province: '河北', batch: '本科批', score: 550, subject: '物理,化学,生物', group_d: '物理类' }).returning('volunteer_id').executeTakeFirstOrThrow();
  aspid = plan.volunteer_id;
  // The national set's member: a plan in each of the 10 provinces.
  let nat = await h.db.selectFrom('member_user').select('memberuser_id').where('phone', '=', PHONE_NATIONAL).executeTakeFirst();
  if (!nat) nat = await h.db.insertInto('member_user').values({ phone: PHONE_NATIONAL, username: PHONE_NATIONAL, password_hash: null, code: 'BENCH552', role: 2 }).returning('memberuser_id').executeTakeFirstOrThrow();
  await h.db.insertInto('member_session').values({ token_hash: crypto.createHash('sha256').update(nationalToken).digest('hex'), memberuser_id: nat.memberuser_id, expire_time: new Date(Date.now() + 86400_000) }).execute();
  const natPlans = await h.db.selectFrom('volunteer').select(['volunteer_id', 'province']).where('memberuser_id', '=', nat.memberuser_id).orderBy('volunteer_id').execute();
  for (const [province, group_d, score] of NATIONAL) {
    let p = natPlans.find((x) => x.province === province);
    if (!p) {
      const subject = group_d === '历史类' ? '历史,政治,地理' : '物理,化学,生物';
      const batch = province === '北京' || province === '上海' ? '本科普通批' : '本科批';
      p = await h.db.insertInto('volunteer').values({ memberuser_id: nat.memberuser_id, province, batch, score, subject, group_d }).returning(['volunteer_id', 'province']).executeTakeFirstOrThrow();
    }
    nationalAspids.push(p.volunteer_id);
  }
  const seeded = await sql<{ n: number }>`SELECT count(*)::int AS n FROM season_meta WHERE key = 'dataset'`.execute(h.db);
  firstStart = !seeded.rows[0]?.n;
  console.error(firstStart ? '空库：服务器首次启动会生成并写入演示数据' : '演示数据已在库中（再次启动）');
  await h.close();
}
const serverArgs = ['src/main.ts', '--data-dir', dataDir, '--port', '0', '--host', '127.0.0.1', '--site-dir', path.join(os.tmpdir(), 'no-site')];
// A first start serves at once and writes the demo rows behind the first requests (~50 s of database work): measure
// only after they are in, on a later start, so (a) is the steady state a family meets.
let firstStartMs: number | null = null;
let seedMs: number | null = null;
if (firstStart) {
  const f = await startChild(serverArgs, { LOG_LEVEL: 'info' });
  firstStartMs = f.ms;
  const t0 = performance.now();
  while (!f.output().includes('演示数据已写入数据库')) {
    if (f.child.exitCode !== null) throw new Error(`server stopped before the demo rows were written: ${f.output().slice(-2000)}`);
    await new Promise((res) => setTimeout(res, 200));
  }
  seedMs = Math.round(performance.now() - t0);
  console.error(`first start answered after ${f.ms} ms; demo rows written ${seedMs} ms after that`);
  await stop(f.child);
}
const body = JSON.stringify({ aspid, page: 1, pageSize: 500 });

// 2. (a) the server.
const a = await startChild(serverArgs);
console.error(`server ready in ${a.ms} ms`);
const first = await fetch(`http://127.0.0.1:${a.port}/api/Volunteer/college_intell_screen`, { method: 'POST', body, headers: { 'content-type': 'application/json', authorization: token } });
const bytes = Buffer.from(await first.arrayBuffer());
const wire = await wireBytes(a.port, body, token);
console.error(`on the wire with Accept-Encoding: ${wire.bytes} bytes (${wire.encoding ?? 'identity'})`);
const parsedA = JSON.parse(bytes.toString()) as { status: number; data: { count: number; list: { code: string; specialty_code: string }[] } };
if (parsedA.status !== 200) throw new Error(`screen answered ${bytes.toString().slice(0, 300)}`);
console.error(`answer: ${parsedA.data.list.length} rows of ${parsedA.data.count}, ${bytes.length} bytes`);
const ra = await load('(a) in-memory', a.port, body, token);

// (a-national): the 10 provinces' plans at once, on the same server.
const nationalBodies = nationalAspids.map((id) => JSON.stringify({ aspid: id, page: 1, pageSize: 500 }));
const nationalAnswers: Buffer[] = [];
let nationalReal = 0;
for (const [i, b] of nationalBodies.entries()) {
  const r = await fetch(`http://127.0.0.1:${a.port}/api/Volunteer/college_intell_screen`, { method: 'POST', body: b, headers: { 'content-type': 'application/json', authorization: nationalToken } });
  const raw = Buffer.from(await r.arrayBuffer());
  const j = JSON.parse(raw.toString()) as { status: number; msg?: string; data?: { dataset?: string; count: number } };
  if (j.status !== 200) throw new Error(`national set, ${NATIONAL[i]![0]}: tab 1 answered ${raw.toString().slice(0, 300)}`);
  if (j.data?.dataset === 'real') nationalReal++;
  nationalAnswers.push(raw);
}
const raNat = await load('(a-national) in-memory, 10 provinces', a.port, nationalBodies, nationalToken);
await stop(a.child);

// 3. (c) precomputed bytes.
const file = path.join(os.tmpdir(), `gaokao-bench-${process.pid}.json`);
fs.writeFileSync(file, bytes);
const c = await startChild(['scripts/bench-static.ts', file]);
const rc = await load('(c) precomputed', c.port, body);
await stop(c.child);
if (flags.has('keep-answer')) console.error(`answer kept in ${file}`);
else fs.rmSync(file, { force: true });

// (c-national): the 10 answers as precomputed bytes, by aspid.
const natFiles = nationalAnswers.map((bytesOf, i) => {
  const f = path.join(os.tmpdir(), `gaokao-bench-${process.pid}-national-${nationalAspids[i]}.json`);
  fs.writeFileSync(f, bytesOf);
  return `${nationalAspids[i]}=${f}`;
});
const cNat = await startChild(['scripts/bench-static.ts', ...natFiles]);
const rcNat = await load('(c-national) precomputed, 10 provinces', cNat.port, nationalBodies);
await stop(cNat.child);
for (const f of natFiles) fs.rmSync(f.slice(f.indexOf('=') + 1), { force: true });

// 4. (b) SQL per request on PostgreSQL.
let rb: Awaited<ReturnType<typeof load>> | null = null;
let bNote: string;
const dbName = `gaokao_bench_${process.pid}`;
const admin = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${dbName}`;
  const h = await openDatabase({ dataDir });
  const store = await SeasonStore.open(h.db, { seedDemo: false, pollSeconds: 0 });
  const planRow = await h.db.selectFrom('volunteer').selectAll().where('volunteer_id', '=', aspid).executeTakeFirstOrThrow();
  await h.close();
  const p = await openDatabase({ databaseUrl: url.toString() });
  await migrateToLatest(p.db);
  await sql`CREATE TABLE bench_unit (province text, batch text, group_d text, code text, specialty_code text, yugu_score int, wire jsonb)`.execute(p.db);
  const units = [...store.slices.values()].flatMap((s) => s.rows).filter((u) => u.yugu_score != null);
  for (let i = 0; i < units.length; i += 2000) {
    const chunk = units.slice(i, i + 2000).map((u) => ({ province: u.province, batch: u.batch, group_d: u.group_d, code: u.code, specialty_code: u.specialty_code, yugu_score: u.yugu_score, wire: u.wire }));
    await sql`INSERT INTO bench_unit SELECT * FROM jsonb_populate_recordset(NULL::bench_unit, ${JSON.stringify(chunk)}::jsonb)`.execute(p.db);
  }
  await sql`CREATE INDEX bench_unit_band ON bench_unit (province, batch, group_d, yugu_score DESC)`.execute(p.db);
  await sql`ANALYZE bench_unit`.execute(p.db);
  const user = await p.db.insertInto('member_user').values({ phone: PHONE, username: PHONE, password_hash: null, code: 'BENCH550', role: 2 }).returning('memberuser_id').executeTakeFirstOrThrow();
  await sql`INSERT INTO volunteer (volunteer_id, memberuser_id, province, batch, score, subject, group_d) VALUES (${aspid}, ${user.memberuser_id}, ${planRow.province}, ${planRow.batch}, ${planRow.score}, ${planRow.subject}, ${planRow.group_d})`.execute(p.db);
  await p.close();
  store.close();
  const b = await startChild(['scripts/bench-sql.ts'], { DATABASE_URL: url.toString() });
  const check = (await (await fetch(`http://127.0.0.1:${b.port}/api/Volunteer/college_intell_screen`, { method: 'POST', body, headers: { 'content-type': 'application/json' } })).json()) as typeof parsedA;
  const same = check.data.count === parsedA.data.count && check.data.list.map((r) => `${r.code}|${r.specialty_code}`).join() === parsedA.data.list.map((r) => `${r.code}|${r.specialty_code}`).join();
  bNote = same ? 'same rows in the same order as (a)' : `rows differ from (a): count ${check.data.count} vs ${parsedA.data.count}`;
  rb = await load('(b) SQL per request (PostgreSQL)', b.port, body);
  await stop(b.child);
} catch (err) {
  bNote = `PostgreSQL unavailable (${(err as Error).message}); (b) not measured — no embedded fallback, PGlite serves one query at a time`;
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
}

// 5. (a') the same server with user data on PostgreSQL (DATABASE_URL): the screen still comes from memory, but the
// per-request session and plan lookups no longer queue on the single-connection embedded engine.
let ra2: Awaited<ReturnType<typeof load>> | null = null;
const dbName2 = `gaokao_bench_srv_${process.pid}`;
const admin2 = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 3000 });
try {
  await admin2.connect();
  await admin2.query(`CREATE DATABASE ${dbName2}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${dbName2}`;
  const p = await openDatabase({ databaseUrl: url.toString() });
  await migrateToLatest(p.db);
  const user = await p.db.insertInto('member_user').values({ phone: PHONE, username: PHONE, password_hash: null, code: 'BENCH550', role: 2 }).returning('memberuser_id').executeTakeFirstOrThrow();
  await p.db.insertInto('member_session').values({ token_hash: crypto.createHash('sha256').update(token).digest('hex'), memberuser_id: user.memberuser_id, expire_time: new Date(Date.now() + 86400_000) }).execute();
  const plan = await p.db.insertInto('volunteer').values({ memberuser_id: user.memberuser_id, province: '河北', batch: '本科批', score: 550, subject: '物理,化学,生物', group_d: '物理类' }).returning('volunteer_id').executeTakeFirstOrThrow();
  const a2 = await startChild(['src/main.ts', '--port', '0', '--host', '127.0.0.1', '--site-dir', path.join(os.tmpdir(), 'no-site')], { DATABASE_URL: url.toString() });
  console.error(`server on PostgreSQL ready in ${a2.ms} ms; waiting for the demo rows to be written`);
  for (let i = 0; i < 600; i++) {
    const r = await sql<{ n: number }>`SELECT count(*)::int AS n FROM season_meta WHERE key = 'dataset'`.execute(p.db);
    if (r.rows[0]?.n) break;
    await new Promise((res) => setTimeout(res, 1000));
  }
  await p.close();
  ra2 = await load("(a') in-memory, user data on PostgreSQL", a2.port, JSON.stringify({ aspid: plan.volunteer_id, page: 1, pageSize: 500 }), token);
  await stop(a2.child);
} catch (err) {
  console.error(`(a') not measured: ${(err as Error).message}`);
} finally {
  await admin2.query(`DROP DATABASE IF EXISTS ${dbName2} WITH (FORCE)`).catch(() => {});
  await admin2.end().catch(() => {});
}

const ratio = (x: number, y: number | undefined) => (y ? Math.round((x / y) * 100) / 100 : null);
const report = {
  answer_bytes: bytes.length,
  wire_bytes: wire.bytes,
  wire_encoding: wire.encoding,
  rows: parsedA.data.list.length,
  count: parsedA.data.count,
  server_start_ms: a.ms,
  first_start_ms: firstStartMs,
  first_start_seed_ms: seedMs,
  a: ra,
  b: rb,
  c: rc,
  a_pg: ra2,
  'a/b': ratio(ra.rps, rb?.rps),
  'a/c': ratio(ra.rps, rc.rps),
  national: {
    provinces: NATIONAL.map((p) => p[0]).join(' '),
    real_lines: nationalReal,
    answer_bytes_mean: Math.round(nationalAnswers.reduce((x, b) => x + b.length, 0) / nationalAnswers.length),
    a: raNat,
    c: rcNat,
    'a/c': ratio(raNat.rps, rcNat.rps),
  },
  b_note: bNote,
  targets: { 'a/b': '>= 5', 'a/c': '>= 0.3', a_p99_ms: '<= 50', 'national a/c': '>= 0.3' },
  met: { 'a/b': (ratio(ra.rps, rb?.rps) ?? 0) >= 5, 'a/c': (ratio(ra.rps, rc.rps) ?? 0) >= 0.3, a_p99_ms: ra.p99 <= 50, 'national a/c': (ratio(raNat.rps, rcNat.rps) ?? 0) >= 0.3 },
  load: os.loadavg().map((x) => Math.round(x * 10) / 10),
};
console.log(JSON.stringify(report, null, 2));
const line = (n: string, x: { rps: number; p50: number; p99: number }) => `${n.padEnd(34)} ${String(x.rps).padStart(7)} req/s  p50 ${x.p50} ms  p99 ${x.p99} ms`;
console.log('\nside by side (50 connections, page size 500):');
console.log(`${line('(a) in-memory, 河北 550', ra)}   |   ${line('(a-national) 10 provinces', raNat)}`);
console.log(`${line('(c) precomputed bytes', rc)}   |   ${line('(c-national) precomputed bytes', rcNat)}`);
console.log(`a/c ${ratio(ra.rps, rc.rps)}   |   national a/c ${ratio(raNat.rps, rcNat.rps)} (${nationalReal} of 10 provinces with real lines)`);
process.exit(0);

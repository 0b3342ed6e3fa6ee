import net from 'node:net';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import { openDatabase, type DbHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import type { SmsProvider } from '../src/accounts/sms-provider';
import { openSeeded } from './seeded';
import type { SeasonPort, SeasonUnit, PlanForRow, UnitKey, UnitTitleKey } from '../src/season-port';

/** Admin URLs tried in turn; `TEST_PG_ADMIN_URL` replaces them (e.g. another port). */
export const PG_ADMIN_URLS = process.env.TEST_PG_ADMIN_URL
  ? [process.env.TEST_PG_ADMIN_URL]
  : ['postgres://root@127.0.0.1:5432/test', 'postgres://postgres@127.0.0.1:5432/postgres'];
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** True on CI (`CI` set to anything but empty, `0` or `false`), where every service a suite needs must be there. */
export function onCI(env: NodeJS.ProcessEnv = process.env): boolean {
  const ci = env.CI?.trim().toLowerCase();
  return ci !== undefined && ci !== '' && ci !== '0' && ci !== 'false';
}

/**
 * Whether a suite that needs something of the machine (PostgreSQL, Redis, ../shared/data) should skip: `reason` says
 * what is missing, undefined when nothing is. Locally it skips and prints the reason; under CI=true it throws, so
 * the file fails instead of passing by skipping. Use as `describe.skipIf(skipUnlessCI('…', reason))(…)`.
 */
export function skipUnlessCI(suite: string, reason: string | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  if (reason === undefined) return false;
  if (onCI(env)) throw new Error(`${suite} cannot run: ${reason} (under CI=true what a suite needs must be there: it fails instead of skipping)`);
  console.log(`[skip] ${suite}: ${reason}`);
  return true;
}

/** TCP probe, so unreachable services skip fast with a reason instead of timing out. */
export function reachable(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host, port });
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(timeoutMs, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

/** An admin URL of the machine's PostgreSQL that accepts a connection, or a reason why none does. */
export async function findPgAdmin(): Promise<{ url?: string; reason?: string }> {
  const first = new URL(PG_ADMIN_URLS[0]!);
  const where = `${first.hostname}:${first.port || 5432}`;
  if (!(await reachable(first.hostname, Number(first.port || 5432)))) return { reason: `PostgreSQL is not reachable at ${where}` };
  for (const url of PG_ADMIN_URLS) {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    try {
      await c.connect();
      await c.query('SELECT 1');
      return { url };
    } catch {
      // try the next role
    } finally {
      await c.end().catch(() => {});
    }
  }
  return { reason: `PostgreSQL at ${where} refused ${PG_ADMIN_URLS.map((u) => new URL(u).username || '(no user)').join(' and ')}` };
}

/** Creates a uniquely named database and returns its URL and a dropper. */
export async function createTempPgDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** Records the codes instead of sending them. */
export class RecordingSms implements SmsProvider {
  readonly name = 'recording';
  readonly sent: { phone: string; code: string; purpose: string }[] = [];
  async send(phone: string, code: string, purpose: 'login' | 'reset') {
    this.sent.push({ phone, code, purpose });
  }
  last(phone: string) {
    return [...this.sent].reverse().find((s) => s.phone === phone);
  }
}

/**
 * A small season: batch 本科批, group 物理类, units C001..C150 with major 01, in 河北 and in 辽宁 (whose 本科 form holds
 * 112 志愿, more than the spec's 96).
 */
export class FakeSeason implements SeasonPort {
  readonly units = new Map<string, SeasonUnit>();
  constructor(n = 150) {
    for (let i = 1; i <= n; i++) {
      const code = `C${String(i).padStart(3, '0')}`;
      const row = {
        code,
        specialty_code: '01',
        collegeName: `测试大学${i}`,
        specialty_title: i === 7 ? '=HYPERLINK("http://x")' : `专业${i}`,
        yugu_score: 700 - i,
      };
      for (const province of ['河北', '辽宁']) this.units.set(`${province}|本科批|物理类|${code}|01`, { ...row, wire: row });
    }
  }
  findUnit(k: UnitKey) {
    return this.units.get(`${k.province}|${k.batch}|${k.group_d}|${k.code}|${k.specialty_code}`);
  }
  findUnitByTitle(k: UnitTitleKey) {
    for (const [key, u] of this.units) {
      if (key.startsWith(`${k.province}|${k.batch}|${k.group_d}|`) && u.collegeName === k.collegeName && u.specialty_title === k.specialty_title) return u;
    }
    return undefined;
  }
  /** Small question banks: MBTI 8 questions (2 per dimension), Holland 12 (2 per type). */
  list(kind: string): Record<string, unknown>[] {
    const dims = [['E', 'I'], ['S', 'N'], ['T', 'F'], ['J', 'P']];
    if (kind === 'mbti_question') return [...dims, ...dims].map(([a, b], i) => ({ title: `题${i + 1}`, A: a, B: b, select_a: a, select_b: b, sort: i + 1 }));
    if (kind === 'mbti_result') return ['ESTJ', 'INFP'].map((iden) => ({ iden, TITLE: `${iden}（测试）`, gexing: `${iden}的个性` }));
    const types = ['R', 'I', 'A', 'S', 'E', 'C'];
    if (kind === 'holland_question') return [...types, ...types].map((t, i) => ({ title: `我喜欢${i}`, yes: t, sort: i + 1 }));
    if (kind === 'holland_result') return types.map((t) => ({ type: t, typeName: t, zhiye: `${t}职业`, cankao: `${t}专业` }));
    return [];
  }
  groupsOf(province: string): string[] {
    if (province === '上海') return ['综合'];
    return ['河北', '辽宁', '山东', '广东', '江苏', '北京'].includes(province) ? ['物理类', '历史类'] : [];
  }
  rankOf(province: string, group_d: string, score: number) {
    return province === '河北' && group_d === '物理类' ? { rank: (750 - score) * 100, same: 100, year: 2025 } : null;
  }
  toResultRow(unit: SeasonUnit, plan: PlanForRow) {
    return { ...unit.wire, collegeProvince: '河北', collegeNature: '公办', band: (unit.yugu_score ?? 0) > plan.score ? '冲' : '稳', ming_year: 2026 };
  }
}

export type Engine = 'pglite' | 'postgres';

export interface TestServer {
  app: FastifyInstance;
  handle: DbHandle;
  sms: RecordingSms;
  clock: { offsetMs: number };
  close(): Promise<void>;
}

export async function startServer(
  opts: { databaseUrl?: string; dataDir?: string } & Partial<BuildOptions> = {},
): Promise<TestServer> {
  const { databaseUrl, dataDir, ...rest } = opts;
  // In memory: a copy of the run's migrated template (test/seeded.ts) instead of initdb and every migration again.
  const handle = databaseUrl ? await openDatabase({ databaseUrl, connectTimeoutMs: 2000 }) : dataDir ? await openDatabase({ dataDir }) : await openSeeded('migrated');
  await migrateToLatest(handle.db);
  const sms = new RecordingSms();
  const clock = { offsetMs: 0 };
  const app = await buildApp({
    db: handle.db,
    sms,
    season: new FakeSeason(),
    now: () => new Date(Date.now() + clock.offsetMs),
    ...rest,
  });
  await app.ready();
  return {
    app,
    handle,
    sms,
    clock,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

export interface Reply {
  status: number;
  msg: string;
  data?: unknown;
  key?: string;
}

let ipSeq = 1;
/** A fresh client address, so per-IP limits of one test do not leak into another. */
export function freshIp(): string {
  ipSeq++;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

export async function call(
  app: FastifyInstance,
  path: string,
  body: Record<string, unknown> = {},
  opts: { token?: string; ip?: string; method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
): Promise<Reply & { http: number }> {
  const req: InjectOptions = {
    method: opts.method ?? 'POST',
    url: path,
    ...(opts.method === 'GET' ? { query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])) } : { payload: body }),
    headers: { ...opts.headers, ...(opts.token ? { authorization: opts.token } : {}) },
    remoteAddress: opts.ip ?? '127.0.0.1',
  };
  const res = await app.inject(req);
  return { ...(res.json() as Reply), http: res.statusCode };
}

let phoneSeq = 0;
export function freshPhone(): string {
  phoneSeq++;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

/**
 * Sends a code as if the per-phone minute window had passed (tests sign the same phone in several times; the minute
 * limit itself is tested on its own).
 */
export async function sendCode(s: TestServer, phone: string, type: 'login' | 'reset' = 'login'): Promise<{ key: string; code: string }> {
  await s.app.ctx.limiter.reset(`sms:phone:${phone}:60000`);
  const sent = await call(s.app, '/api/MemberUser/sendSms', { mobile: phone, type }, { ip: freshIp() });
  if (sent.status !== 200) throw new Error(`sendSms: ${sent.msg}`);
  return { key: sent.key!, code: s.sms.last(phone)?.code ?? '' };
}

/** Signs in by SMS (creating the account on first use); returns the token and user id. */
export async function smsLogin(s: TestServer, phone = freshPhone(), scene = ''): Promise<{ token: string; id: number; phone: string }> {
  const sent = await sendCode(s, phone);
  const r = await call(s.app, '/api/MemberUser/loginCode', { mobile: phone, verify_id: sent.key, verify: sent.code, scene });
  if (r.status !== 200) throw new Error(`loginCode: ${r.msg}`);
  const d = r.data as { token: string; userinfo: { memberuser_id: number } };
  return { token: d.token, id: d.userinfo.memberuser_id, phone };
}

/** Signed in with a plan (河北 本科批 物理类, 600). */
export async function userWithPlan(s: TestServer, role: 1 | 2 | 3 = 1) {
  const u = await smsLogin(s);
  if (role !== 1) await s.handle.db.updateTable('member_user').set({ role }).where('memberuser_id', '=', u.id).execute();
  const r = await call(s.app, '/api/Volunteer/add', { province: '河北', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'] }, { token: u.token });
  if (r.status !== 200) throw new Error(`Volunteer/add: ${r.msg}`);
  return { ...u, planId: (r.data as { volunteer_id: number }).volunteer_id };
}

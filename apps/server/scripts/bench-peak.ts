/**
 * pnpm run bench:peak [--seconds 20] [--families 40] [--instances 1,3] [--baseline REV] [--tab1 site|apart|spec] [--quick]
 *
 * The score-release peak on the production topology (scripts/topology.ts: nginx from Debian with the deploy/ site,
 * `node dist/main.js` instances on one PostgreSQL and one Redis), first with 1 instance, then with 3, in one run —
 * each topology twice, side by side: once on this checkout's code ("new") and once on the code of the baseline
 * revision (`--baseline REV`, default cd0e895: the code before tab 1's shared screens, issue 31), which is checked
 * out with `git worktree add` into a temporary directory, installed from the pnpm store (offline), built, and removed
 * at the end. Each side gets its own database, so each runs its own migrations.
 * `--families` families at a time (default 40) each: send an SMS code and sign in with it, smart-fill a plan
 * (Volunteer/add), then open tab 1 (college_intell_screen, 50 rows, brotli as browsers ask) and add the rows it shows to
 * the wish list, ten times, then leave; a new family takes its place until `--seconds` (default 20) have passed.
 * Tab 1 is asked for as the site asks for it (`--tab1 site`, the default): on a visit's first open the flag-free
 * screen (`flags: 'apart'`) and the plan's flags (college_intell_flags) at once, merged; on its later opens (after
 * each add) the flags only, merged into the screen the visit holds, as the site keeps it. `--tab1 apart` asks for both
 * at every open; `--tab1 spec` asks every side for the spec's shape (the server puts the plan's flags into the kept
 * screen and compresses per request). A side whose server answers without `flags_apart` (code before issue 31) is
 * asked the spec's shape from then on, as the site reads such a server.
 * Every family comes from its own address (X-Forwarded-For; the instances run with TRUST_PROXY=2, as behind a CDN),
 * so the per-IP SMS limits do not stop the bench; each run gets its own Redis prefix, and when the hour's codes near
 * the count from which the server asks for a proof-of-work challenge (400), further families are families already
 * signed in coming back.
 * `--quick` is a check that the command works end to end: 3 s per side, 8 families, 1 instance.
 *
 * A visit never picks a row it added itself (the site shows its own adds at once); the bench counts the tab-1 opens
 * whose rows missed one of them — answered by an instance the add's notification had not reached yet, which the
 * cross-instance bound allows for up to 2 s (db/cache-bus.ts).
 * Prints, per topology and side: requests per second, p50/p99 per call, errors, families served, the machine's load
 * (1-minute load average and CPU busy share over the run) and the CPU time each request cost the instances, PostgreSQL
 * and nginx (what a request costs does not depend on what else runs on the machine; req/s does); then the 3/1 ratio
 * of each side, and last the instance CPU per request over all topologies of each side:
 * `instance CPU per request: NEW ms vs BEFORE ms (ratio R)` (R = NEW / BEFORE). Needs nginx (nginx-light and
 * libnginx-mod-http-brotli-static), openssl, git, PostgreSQL and Redis on loopback. Not part of the test line.
 */
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { parseArgs } from './cli-args';
import { SMS_LIMITS } from '../src/accounts/service';
import { buildServer, repoDir, request, serverDir, startTopology, tlsAgent, topologyMissing, type JsonReply, type Topology } from './topology';

const { flags } = parseArgs(process.argv.slice(2));
const QUICK = flags.has('quick');
const SECONDS = Number(flags.get('seconds') ?? (QUICK ? 3 : 20));
const FAMILIES = Number(flags.get('families') ?? (QUICK ? 8 : 40));
const TOPOLOGIES = String(flags.get('instances') ?? (QUICK ? '1' : '1,3'))
  .split(',')
  .map(Number)
  .filter((n) => n >= 1);
/** The code before tab 1's shared screens (issue 31). */
const BASELINE = typeof flags.get('baseline') === 'string' ? (flags.get('baseline') as string) : 'cd0e895';
/** How tab 1 is asked for: as the site does (the screen once a visit, the flags at each open), screen and flags at each open, or the spec's shape. */
const TAB1_MODE: 'site' | 'apart' | 'spec' = flags.get('tab1') === 'spec' ? 'spec' : flags.get('tab1') === 'apart' ? 'apart' : 'site';
const ROUNDS = 10;
/**
 * Sign-ins by SMS per run: below the count from which the server asks for a proof-of-work challenge with each code
 * (accounts/service.ts SMS_LIMITS.challengeFrom, 400 an hour), which the bench does not solve.
 */
const SMS_BUDGET = SMS_LIMITS.challengeFrom - 10;
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

type CallName = 'sendSms' | 'loginCode' | 'Volunteer/add' | 'tab1' | 'tab1 screen' | 'tab1 flags' | 'VolunteerResult/add';
const CALLS: CallName[] = ['sendSms', 'loginCode', 'Volunteer/add', 'tab1', 'tab1 screen', 'tab1 flags', 'VolunteerResult/add'];

interface RunResult {
  instances: number;
  seconds: number;
  requests: number;
  errors: Record<string, number>;
  /** Tab-1 opens whose rows missed a row the visit had added (another instance answered before its notification came). */
  behind: number;
  latency: Record<CallName, number[]>;
  signIns: number;
  families: number;
  /** How tab 1 was asked for on this side: 'apart' (screen + flags) or 'spec'. */
  tab1Mode: 'apart' | 'spec';
  load1: number;
  cpuBusy: number;
  /** CPU milliseconds per request: the instances, PostgreSQL (every backend of the machine), nginx. */
  cpuPerRequest: { instances: number; postgres: number; nginx: number };
}

function cpuTimes(): { idle: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = (line[3] ?? 0) + (line[4] ?? 0);
  return { idle, total: line.reduce((a, b) => a + b, 0) };
}

const CLK_TCK = 100;
/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat. */
function cpuOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / CLK_TCK;
  } catch {
    return 0;
  }
}
/** CPU seconds used by every process whose command is `name` (PostgreSQL backends, nginx workers). */
function cpuOfCommand(name: string): number {
  let total = 0;
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (fs.readFileSync(`/proc/${d}/comm`, 'utf8').trim() === name) total += cpuOf(Number(d));
    } catch {
      // gone
    }
  }
  return total;
}

function pct(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(instances: number, databaseUrl: string, runNo: number, codeDir: string): Promise<RunResult> {
  const prefix = `gaokao-bench:${process.pid}:${runNo}:`;
  const topo: Topology = await startTopology({
    instances,
    codeDir,
    databaseUrl,
    redisUrl: REDIS_URL,
    redisPrefix: prefix,
    env: { LOG_LEVEL: 'warn', TRUST_PROXY: '2' },
  });
  // The development SMS provider logs each code (masked phone): phones differ in their last four digits per run.
  const codes = new Map<string, string>();
  for (const inst of topo.instances) {
    let rest = '';
    inst.child.stdout!.on('data', (d: Buffer) => {
      rest += d.toString();
      const lines = rest.split('\n');
      rest = lines.pop() ?? '';
      for (const l of lines) {
        const m = /SMS code for (\d{3})\*\*\*\*(\d{4}): (\d{6})/.exec(l);
        if (m) codes.set(`${m[1]}${m[2]}`, m[3]!);
      }
    });
  }
  const agent = tlsAgent(FAMILIES * 2);
  const latency = Object.fromEntries(CALLS.map((c) => [c, [] as number[]])) as Record<CallName, number[]>;
  const errors: Record<string, number> = {};
  let requests = 0;
  let signIns = 0;
  let families = 0;
  let behind = 0;
  const signedIn: { token: string; aspid: number; ip: string; added: number }[] = [];

  const call = async (name: CallName, path: string, body: unknown, ip: string, token?: string): Promise<JsonReply | undefined> => {
    let r: JsonReply;
    try {
      r = await request(topo.url, path, { body, agent, ...(token ? { token } : {}), headers: { 'x-forwarded-for': ip, 'accept-encoding': 'br, gzip' } });
    } catch (err) {
      errors[`${name}: ${(err as Error).message}`] = (errors[`${name}: ${(err as Error).message}`] ?? 0) + 1;
      return undefined;
    }
    requests++;
    latency[name].push(r.ms);
    if (r.http !== 200 || r.body.status !== 200) {
      const k = `${name}: HTTP ${r.http} status ${r.body.status} ${r.body.msg}`.slice(0, 120);
      errors[k] = (errors[k] ?? 0) + 1;
      return undefined;
    }
    return r;
  };

  // Tab 1 as the page asks for it (50 rows, brotli); the replies are decoded because the bench picks rows from them.
  // `site`: the first open of a visit asks for the flag-free screen and the plan's flags at once; the later opens of the
  // visit ask for the flags only and merge them into the screen the visit holds (the site keeps the screen until its
  // inputs change; an add changes only the flags). `apart`: screen and flags at every open. `spec`: the spec's shape at
  // every open. Tab 1's time is until the page's data is there; `tab1 screen` and `tab1 flags` time each request. A
  // server that answers without `flags_apart` is asked the spec's shape from then on (as the site reads it).
  type Tab1Row = { code: string; specialty_code: string; is_result?: number };
  type Visit = { token: string; aspid: number; ip: string; screen?: Tab1Row[]; added: Set<string> };
  const seen: { tab1Mode: 'apart' | 'spec' | 'unknown' } = { tab1Mode: TAB1_MODE === 'spec' ? 'spec' : 'unknown' };
  const flagsOf = (v: Visit) => call('tab1 flags', '/api/Volunteer/college_intell_flags', { aspid: v.aspid }, v.ip, v.token);
  const tab1 = async (v: Visit): Promise<{ list: Tab1Row[] } | undefined> => {
    const body = { aspid: v.aspid, page: 1, pageSize: 50 };
    const t0 = performance.now();
    // One request: `call` times it as tab 1.
    if (seen.tab1Mode === 'spec') return (await call('tab1', '/api/Volunteer/college_intell_screen', body, v.ip, v.token))?.body.data as { list: Tab1Row[] } | undefined;
    const keep = TAB1_MODE === 'site' && v.screen !== undefined;
    const flagsReply = seen.tab1Mode === 'apart' ? flagsOf(v) : undefined;
    if (!keep) {
      const screen = await call('tab1 screen', '/api/Volunteer/college_intell_screen', { ...body, flags: 'apart' }, v.ip, v.token);
      const data = screen?.body.data as { list: Tab1Row[]; flags_apart?: boolean } | undefined;
      if (!data) return undefined;
      if (!data.flags_apart) {
        seen.tab1Mode = 'spec';
        latency.tab1.push(performance.now() - t0);
        return data;
      }
      seen.tab1Mode = 'apart';
      v.screen = data.list;
    }
    const fl = (await (flagsReply ?? flagsOf(v)))?.body.data as { on_list: [string, string, number, number][] } | undefined;
    if (!fl) return undefined;
    latency.tab1.push(performance.now() - t0);
    const on = new Set(fl.on_list.map(([c, sc]) => `${c}\0${sc}`));
    return { list: v.screen!.map((r) => ({ ...r, is_result: on.has(`${r.code}\0${r.specialty_code}`) ? 1 : 0 })) };
  };

  const deadline = () => performance.now() >= end;
  let end = Number.POSITIVE_INFINITY;

  const family = async (n: number) => {
    families++;
    let f: { token: string; aspid: number; ip: string; added: number } | undefined;
    if (signIns < SMS_BUDGET || signedIn.length === 0) {
      signIns++;
      const ip = `10.${runNo}.${(n >> 8) & 255}.${n & 255}`;
      const phone = `13${runNo}${crypto.randomInt(1000, 9999)}${String(n % 10000).padStart(4, '0')}`;
      const sent = await call('sendSms', '/api/MemberUser/sendSms', { mobile: phone }, ip);
      if (!sent) return;
      const masked = `${phone.slice(0, 3)}${phone.slice(7)}`;
      let code: string | undefined;
      for (let i = 0; i < 200 && !(code = codes.get(masked)); i++) await new Promise((r) => setTimeout(r, 10));
      if (!code) {
        errors['sendSms: no code in the log'] = (errors['sendSms: no code in the log'] ?? 0) + 1;
        return;
      }
      const login = await call('loginCode', '/api/MemberUser/loginCode', { mobile: phone, verify_id: sent.body.key, verify: code }, ip);
      if (!login) return;
      const token = (login.body.data as { token: string }).token;
      const plan = await call('Volunteer/add', '/api/Volunteer/add', { province: '河北', score: 520 + (n % 80), batch: '本科批', subject: ['物理', '化学', '生物'] }, ip, token);
      if (!plan) return;
      f = { token, aspid: (plan.body.data as { volunteer_id: number }).volunteer_id, ip, added: 0 };
      signedIn.push(f);
    } else {
      // A family already signed in comes back, one that is not on the site right now (else two visits of one family
      // would add the same row at once).
      const at = n % signedIn.length;
      for (let i = 0; i < signedIn.length && !f; i++) {
        const c = signedIn[(at + i) % signedIn.length]!;
        if (!active.has(c)) f = c;
      }
      if (!f) return;
    }
    active.add(f);
    try {
      await visit(f);
    } finally {
      active.delete(f);
    }
  };
  const active = new Set<object>();
  const visit = async (f: { token: string; aspid: number; ip: string; added: number }) => {
    const v: Visit = { token: f.token, aspid: f.aspid, ip: f.ip, added: new Set() };
    for (let round = 0; round < ROUNDS && !deadline(); round++) {
      const page = await tab1(v);
      if (!page) return;
      // The site shows the visit's own adds at once (its optimistic update, kept when the add is answered); an open
      // whose rows miss one was answered by an instance its notification had not reached yet (the bound: 2 s).
      const unit = (r: Tab1Row) => `${r.code}\0${r.specialty_code}`;
      if (page.list.some((r) => r.is_result === 0 && v.added.has(unit(r)))) behind++;
      const pick = page.list.find((r) => r.is_result === 0 && !v.added.has(unit(r)));
      if (!pick || f.added >= 90) continue;
      f.added++;
      v.added.add(unit(pick));
      await call('VolunteerResult/add', '/api/VolunteerResult/add', { volunteer_id: f.aspid, code: pick.code, specialty_code: pick.specialty_code }, f.ip, f.token);
    }
  };

  // Warm-up: one family per instance slot, not measured.
  await Promise.all(Array.from({ length: 3 }, (_, i) => family(9000 + i)));
  for (const k of Object.keys(latency) as CallName[]) latency[k] = [];
  for (const k of Object.keys(errors)) delete errors[k];
  requests = 0;
  families = 0;
  behind = 0;

  const cpu0 = cpuTimes();
  const inst0 = topo.instances.reduce((a, i) => a + cpuOf(i.child.pid), 0);
  const pg0 = cpuOfCommand('postgres');
  const nginx0 = cpuOfCommand('nginx');
  const t0 = performance.now();
  end = t0 + SECONDS * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: FAMILIES }, async () => {
      while (!deadline()) await family(next++);
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const cpu1 = cpuTimes();
  const inst1 = topo.instances.reduce((a, i) => a + cpuOf(i.child.pid), 0);
  const pg1 = cpuOfCommand('postgres');
  const nginx1 = cpuOfCommand('nginx');
  const load1 = os.loadavg()[0]!;
  agent.destroy();
  await topo.stop();
  const r = new Redis(REDIS_URL);
  const keys = await r.keys(`${prefix}*`);
  if (keys.length) await r.del(...keys);
  r.disconnect();
  return {
    instances,
    seconds,
    requests,
    errors,
    latency,
    signIns,
    families,
    behind,
    tab1Mode: seen.tab1Mode === 'apart' ? 'apart' : 'spec',
    load1,
    cpuBusy: 1 - (cpu1.idle - cpu0.idle) / Math.max(1, cpu1.total - cpu0.total),
    cpuPerRequest: {
      instances: ((inst1 - inst0) * 1000) / Math.max(1, requests),
      postgres: ((pg1 - pg0) * 1000) / Math.max(1, requests),
      nginx: ((nginx1 - nginx0) * 1000) / Math.max(1, requests),
    },
  };
}

function report(side: string, r: RunResult): void {
  console.log(`\n── ${side}: ${r.instances} instance${r.instances > 1 ? 's' : ''} behind nginx: ${(r.requests / r.seconds).toFixed(0)} req/s over ${r.seconds.toFixed(1)} s (${r.requests} requests, ${r.families} family visits, ${r.signIns} sign-ins in all); tab 1 ${r.tab1Mode === 'apart' ? `flag-free screen + flags, merged (--tab1 ${TAB1_MODE})` : "in the spec's shape"}`);
  console.log('   call                    count    p50 ms   p99 ms');
  for (const c of CALLS) {
    const s = [...r.latency[c]].sort((a, b) => a - b);
    if (s.length === 0 && c.startsWith('tab1 ')) continue;
    console.log(`   ${c.padEnd(22)} ${String(s.length).padStart(6)} ${pct(s, 50).toFixed(1).padStart(9)} ${pct(s, 99).toFixed(1).padStart(8)}`);
  }
  const errs = Object.entries(r.errors);
  console.log(`   errors: ${errs.length === 0 ? 'none' : errs.map(([k, v]) => `${v} × ${k}`).join('; ')}`);
  console.log(`   tab-1 opens that missed the visit's own add (another instance, before the add's notification reached it): ${r.behind}`);
  console.log(`   machine: load average ${r.load1.toFixed(2)} (1 min), CPU busy ${(r.cpuBusy * 100).toFixed(0)} % of ${os.cpus().length} cores`);
  const c = r.cpuPerRequest;
  console.log(
    `   CPU per request: instances ${c.instances.toFixed(2)} ms, PostgreSQL ${c.postgres.toFixed(1)} ms (every backend of the machine), nginx ${c.nginx.toFixed(1)} ms → at most ~${Math.floor(1000 / (c.instances + c.postgres + c.nginx))} req/s per free core`,
  );
}

/** A checkout of `rev` in a temporary directory, installed from the pnpm store and built; its server directory. */
function checkoutBaseline(rev: string, dir: string): string {
  execFileSync('git', ['worktree', 'add', '--detach', dir, rev], { cwd: repoDir, stdio: 'pipe' });
  execFileSync('npx', ['-y', 'pnpm@12.21.0', 'install', '--frozen-lockfile', '--offline'], { cwd: dir, stdio: 'pipe' });
  const server = path.join(dir, 'apps/server');
  buildServer(server);
  return server;
}

function removeBaseline(dir: string): void {
  try {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: repoDir, stdio: 'pipe' });
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune'], { cwd: repoDir, stdio: 'pipe' });
  }
}

async function main(): Promise<void> {
  const missing = topologyMissing();
  if (missing) {
    console.error(`bench:peak: ${missing}`);
    process.exit(1);
  }
  const rev = execFileSync('git', ['rev-parse', '--short', `${BASELINE}^{commit}`], { cwd: repoDir, encoding: 'utf8' }).trim();
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoDir, encoding: 'utf8' }).trim();
  console.log(
    `bench:peak: ${FAMILIES} families at a time, ${SECONDS} s per topology and side, tab 1 ${TAB1_MODE === 'site' ? 'as the site asks (the screen once a visit, the flags at each open)' : TAB1_MODE === 'apart' ? 'as screen and flags at each open' : "in the spec's shape"}, topologies ${TOPOLOGIES.join(', ')} instance(s), ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), node ${process.version}; new = this checkout (${head}${execFileSync('git', ['status', '--porcelain'], { cwd: repoDir, encoding: 'utf8' }).trim() ? ' with local changes' : ''}), before = ${rev}`,
  );
  buildServer();
  const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-bench-peak-base-'));
  fs.rmSync(baseDir, { recursive: true });
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  const names: string[] = [];
  const dbUrl = async (side: string) => {
    const name = `bench_peak_${process.pid}_${Date.now()}_${side}`;
    await admin.query(`CREATE DATABASE ${name}`);
    names.push(name);
    const u = new URL(PG_ADMIN);
    u.pathname = `/${name}`;
    return u.toString();
  };
  try {
    const t0 = performance.now();
    const baseServer = checkoutBaseline(rev, baseDir);
    console.log(`before: ${rev} checked out, installed and built in ${((performance.now() - t0) / 1000).toFixed(0)} s (${baseDir})`);
    const sides = [
      { name: 'new', dir: serverDir, url: await dbUrl('new'), runs: [] as RunResult[] },
      { name: `before (${rev})`, dir: baseServer, url: await dbUrl('before'), runs: [] as RunResult[] },
    ];
    let runNo = 0;
    // Side by side per topology: new, then before, on the same machine minutes apart.
    for (const n of TOPOLOGIES) {
      for (const side of sides) {
        const r = await run(n, side.url, ++runNo, side.dir);
        side.runs.push(r);
        report(side.name, r);
      }
    }
    console.log('');
    for (const side of sides) {
      const [one, three] = [side.runs.find((r) => r.instances === 1), side.runs.find((r) => r.instances === 3)];
      if (!one || !three) continue;
      console.log(`${side.name}: scale-out: 3 instances serve ${(three.requests / three.seconds / (one.requests / one.seconds)).toFixed(2)}× the requests per second of 1`);
      for (const c of ['tab1', 'VolunteerResult/add'] as const) {
        const a = [...one.latency[c]].sort((x, y) => x - y);
        const b = [...three.latency[c]].sort((x, y) => x - y);
        console.log(`  ${c}: p99 ${pct(a, 99).toFixed(1)} ms → ${pct(b, 99).toFixed(1)} ms`);
      }
    }
    // Over every topology of a side: all the instance CPU over all the requests.
    const perRequest = (runs: RunResult[]) => runs.reduce((a, r) => a + r.cpuPerRequest.instances * r.requests, 0) / Math.max(1, runs.reduce((a, r) => a + r.requests, 0));
    const [now, before] = sides.map((s) => perRequest(s.runs)) as [number, number];
    // The same CPU per tab-1 open (each open is one round of the mix: tab 1, then an add), whatever number of requests
    // a side makes of it: the site's way is two requests per open.
    const perOpen = (runs: RunResult[]) => runs.reduce((a, r) => a + r.cpuPerRequest.instances * r.requests, 0) / Math.max(1, runs.reduce((a, r) => a + r.latency.tab1.length, 0));
    const [nowOpen, beforeOpen] = sides.map((s) => perOpen(s.runs)) as [number, number];
    console.log(`instance CPU per tab-1 open (all the mix's CPU over the tab-1 opens): ${nowOpen.toFixed(2)} ms vs ${beforeOpen.toFixed(2)} ms (ratio ${(beforeOpen > 0 ? nowOpen / beforeOpen : Number.NaN).toFixed(2)})`);
    console.log(`instance CPU per request: ${now.toFixed(2)} ms vs ${before.toFixed(2)} ms (ratio ${(before > 0 ? now / before : Number.NaN).toFixed(2)})`);
  } finally {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    if (fs.existsSync(baseDir)) removeBaseline(baseDir);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

/**
 * pnpm run bench:data [--baseline REV] [--current FILE]
 *
 * The default data set's cost, against an earlier revision's default data set (REV, default 5e4dad6: two real
 * provinces' lines) in the same run, each on a fresh embedded database under $TMPDIR:
 * - the size of the committed file (brotli);
 * - the first start: until the server answers on its port (`running at`: decode, demo generation, index build), and
 *   until the set is written to the database (`演示数据已写入数据库`);
 * - a later start on the same directory (read back and index) until it answers;
 * - the resident memory (VmRSS) of the server after the later start, and after 100 tab-1 requests
 *   (college_intell_screen) across 10 provinces (10 plans, 10 requests each, each with another band, so none is a cache
 *   hit).
 * Prints one line per set and the ratios current / baseline. Targets (issue 27): RSS ≤ 1.5 GB; a later start ≤ 15 s;
 * the first start ≤ 2× the baseline's. Not part of the test line.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { SHIPPED_FILE } from '../src/season/real/shipped';
import { parseArgs } from './cli-args';
import { NATIONAL_PLANS } from './national-plans';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '..');
const repoDir = path.resolve(serverDir, '../..');
const { flags } = parseArgs(process.argv.slice(2));
const baselineRev = typeof flags.get('baseline') === 'string' ? (flags.get('baseline') as string) : '5e4dad6';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-bench-data-'));
const children: ChildProcess[] = [];
process.on('exit', () => {
  children.forEach((c) => c.exitCode === null && c.kill('SIGKILL'));
  fs.rmSync(work, { recursive: true, force: true });
});

const PLANS = NATIONAL_PLANS;

function startServer(dataDir: string, env: Record<string, string>): Promise<{ child: ChildProcess; port: number; ms: number; output: () => string }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--data-dir', dataDir, '--port', '0', '--host', '127.0.0.1', '--site-dir', path.join(work, 'no-site')], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let done = false;
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = /running at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m && !done) {
        done = true;
        resolve({ child, port: Number(m[1]), ms: Math.round(performance.now() - t0), output: () => out });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => !done && reject(new Error(`server exited ${code}: ${out.slice(-2000)}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function rssMb(pid: number | undefined): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(m?.[1] ?? 0) / 1024);
}

interface Figures {
  name: string;
  sizeKb: number;
  firstStartMs: number;
  seedMs: number;
  laterStartMs: number;
  rssStartMb: number;
  rssAfterMb: number;
  realSlices: number;
}

async function measure(name: string, file: string): Promise<Figures> {
  const dataDir = path.join(work, name);
  // A VIP member with a plan in each province, written before the server takes the directory lock.
  const token = crypto.randomBytes(32).toString('base64url');
  const aspids: number[] = [];
  {
    const h = await openDatabase({ dataDir });
    await migrateToLatest(h.db);
    const user = await h.db.insertInto('member_user').values({ phone: '13800000551', username: '13800000551', password_hash: null, code: 'BENCHDATA', role: 2 }).returning('memberuser_id').executeTakeFirstOrThrow();
    await h.db.insertInto('member_session').values({ token_hash: crypto.createHash('sha256').update(token).digest('hex'), memberuser_id: user.memberuser_id, expire_time: new Date(Date.now() + 86400_000) }).execute();
    for (const [province, group_d, score] of PLANS) {
      const subject = group_d === '历史类' ? '历史,政治,地理' : '物理,化学,生物';
      const batch = province === '北京' || province === '上海' ? '本科普通批' : '本科批';
      const p = await h.db.insertInto('volunteer').values({ memberuser_id: user.memberuser_id, province, batch, score, subject, group_d }).returning('volunteer_id').executeTakeFirstOrThrow();
      aspids.push(p.volunteer_id);
    }
    await h.close();
  }
  const env = { GAOKAO_DEFAULT_DATASET: file };
  const first = await startServer(dataDir, env);
  const t0 = performance.now();
  while (!first.output().includes('演示数据已写入数据库')) {
    if (first.child.exitCode !== null) throw new Error(`server stopped before the set was written: ${first.output().slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const seedMs = first.ms + Math.round(performance.now() - t0);
  await stop(first.child);
  const later = await startServer(dataDir, env);
  const rssStartMb = rssMb(later.child.pid);
  let realSlices = 0;
  for (let i = 0; i < 100; i++) {
    const aspid = aspids[i % aspids.length] as number;
    const body = JSON.stringify({ aspid, page: 1, pageSize: 500, up_score: 20 + Math.floor(i / 10) * 5, order: 'match' });
    const r = await fetch(`http://127.0.0.1:${later.port}/api/Volunteer/college_intell_screen`, { method: 'POST', body, headers: { 'content-type': 'application/json', authorization: token } });
    const j = (await r.json()) as { status: number; data?: { dataset?: string } };
    if (j.status !== 200) throw new Error(`tab 1 answered ${JSON.stringify(j).slice(0, 300)}`);
    if (i < 10 && j.data?.dataset === 'real') realSlices++;
  }
  const rssAfterMb = rssMb(later.child.pid);
  await stop(later.child);
  return { name, sizeKb: Math.round(fs.statSync(file).size / 1024), firstStartMs: first.ms, seedMs, laterStartMs: later.ms, rssStartMb, rssAfterMb, realSlices };
}

const baselineFile = path.join(work, `default-dataset-${baselineRev}.json.br`);
fs.writeFileSync(baselineFile, execFileSync('git', ['show', `${baselineRev}:apps/server/data/default-dataset.json.br`], { cwd: repoDir, maxBuffer: 1 << 28 }));
const base = await measure(`baseline ${baselineRev}`, baselineFile);
const currentFile = typeof flags.get('current') === 'string' ? path.resolve(flags.get('current') as string) : SHIPPED_FILE;
const cur = await measure('current', currentFile);
const cols: (keyof Figures)[] = ['sizeKb', 'firstStartMs', 'seedMs', 'laterStartMs', 'rssStartMb', 'rssAfterMb', 'realSlices'];
console.log(['set', ...cols].join('\t'));
for (const f of [base, cur]) console.log([f.name, ...cols.map((c) => f[c])].join('\t'));
console.log(['current / baseline', ...cols.map((c) => (Number(base[c]) ? (Number(cur[c]) / Number(base[c])).toFixed(2) : '—'))].join('\t'));
console.log(
  `targets: RSS after 100 requests ${cur.rssAfterMb} MB ≤ 1536 MB: ${cur.rssAfterMb <= 1536 ? 'met' : 'NOT met'}; later start ${(cur.laterStartMs / 1000).toFixed(1)} s ≤ 15 s: ${cur.laterStartMs <= 15000 ? 'met' : 'NOT met'}; first start ${(cur.firstStartMs / base.firstStartMs).toFixed(2)}× ≤ 2×: ${cur.firstStartMs <= 2 * base.firstStartMs ? 'met' : 'NOT met'} (seed included: ${(cur.seedMs / base.seedMs).toFixed(2)}×)`,
);
process.exit(0);

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDirLock, DataDirLockedError } from '../src/db/connect';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Proc {
  child: ChildProcess;
  out: () => string;
  exited: Promise<number | null>;
}

/** The server from source through tsx (default), or any other entry (`['dist/main.js']`: the compiled build). */
function startProcess(args: string[], env: NodeJS.ProcessEnv = {}, entry: string[] = ['--import', 'tsx', 'src/main.ts']): Proc {
  let out = '';
  const child = spawn(process.execPath, [...entry, ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', GAOKAO_SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, out: () => out, exited };
}

async function waitForAddress(p: Proc, timeoutMs = 90_000): Promise<string> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const m = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(p.out());
    if (m) return m[1]!;
    if (p.child.exitCode !== null) throw new Error(`server exited early:\n${p.out()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start:\n${p.out()}`);
}

const started: Proc[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const p of started) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('data directory lock (in process)', () => {
  it('given a held lock, a second open refuses with a clear message; a stale lock is taken over', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-lock-'));
    dirs.push(dir);
    const release = acquireDirLock(dir);
    expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDirLock(dir)).toThrow(/正在被另一个服务器进程使用/);
    release();
    // A lock file left by a process that no longer exists.
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const again = acquireDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    again();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});

describe('server process', () => {
  it('starts on the embedded database, refuses a second server on the same directory, stops on SIGTERM and keeps its data', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-proc-'));
    dirs.push(dir);
    // The site folder given relative to the working directory (the static file server wants an absolute path).
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-site-'));
    dirs.push(site);
    fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><html><body>site-dir marker</body></html>');
    const first = startProcess(['--data-dir', dir, '--port', '0', '--site-dir', path.relative(serverDir, site)]);
    started.push(first);
    const base = await waitForAddress(first);
    expect(first.out()).toContain('高考志愿填报助手 running at http://127.0.0.1:');
    expect(await (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text()).toContain('site-dir marker');
    expect((await (await fetch(`${base}/health`)).json()) as object).toMatchObject({ status: 200, data: { db: true } });
    const sent = (await (await fetch(`${base}/api/MemberUser/sendSms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '13811112222' }) })).json()) as { key: string };
    // The development provider's dedicated log line, the only place a code appears.
    await expect.poll(() => /SMS code for 138\*\*\*\*2222: \d{6}/.test(first.out()), { timeout: 20_000 }).toBe(true);
    const code = /SMS code for 138\*\*\*\*2222: (\d{6})/.exec(first.out())![1]!;
    const login = (await (await fetch(`${base}/api/MemberUser/loginCode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '13811112222', verify_id: sent.key, verify: code }) })).json()) as { status: number };
    expect(login.status).toBe(200);

    const second = startProcess(['--data-dir', dir, '--port', '0']);
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.out()).toMatch(/数据目录 .* 正在被另一个服务器进程使用（pid \d+）/);

    // A request in flight when SIGTERM arrives is finished before the process exits: its headers are sent first,
    // its body only after the signal.
    const sock = net.connect(Number(new URL(base).port), '127.0.0.1');
    let response = '';
    sock.on('data', (d: Buffer) => (response += d.toString()));
    const closed = new Promise<void>((r) => sock.once('close', () => r()));
    await new Promise<void>((r) => sock.once('connect', () => r()));
    sock.write('POST /api/Colleges/getProvince HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n');
    await new Promise((r) => setTimeout(r, 500));
    first.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(first.child.exitCode).toBeNull();
    sock.write('{}');
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('北京');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);

    // Restart on the same directory: the account made before is still there (password login is refused for it,
    // since first SMS login sets no password, with the same reply as for unknown accounts).
    const third = startProcess(['--data-dir', dir, '--port', '0']);
    started.push(third);
    const base3 = await waitForAddress(third);
    const sent3 = (await (await fetch(`${base3}/api/MemberUser/sendSms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '13811112222' }) })).json()) as { key: string };
    await expect.poll(() => /SMS code for 138\*\*\*\*2222: \d{6}/.test(third.out()), { timeout: 20_000 }).toBe(true);
    const code3 = /SMS code for 138\*\*\*\*2222: (\d{6})/.exec(third.out())![1]!;
    const login3 = (await (await fetch(`${base3}/api/MemberUser/loginCode`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mobile: '13811112222', verify_id: sent3.key, verify: code3 }) })).json()) as { data: { userinfo: { memberuser_id: number } } };
    expect(login3.data.userinfo.memberuser_id).toBe(1);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 240_000);
});

describe('production configuration', () => {
  it('given NODE_ENV=production without a real SMS provider, refuses to start (codes would go to the log) and leaves the data directory unlocked', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-prod-'));
    dirs.push(dir);
    const p = startProcess(['--data-dir', dir, '--port', '0'], { NODE_ENV: 'production', SMS_PROVIDER: '' });
    started.push(p);
    // A server that starts anyway fails at once instead of at the time-out.
    expect(await Promise.race([p.exited.then(() => 'exited'), waitForAddress(p).then(() => 'started', () => 'exited')])).toBe('exited');
    expect(await p.exited).toBe(1);
    expect(p.out()).toMatch(/NODE_ENV=production.*SMS_PROVIDER=aliyun/);
    expect(p.out()).not.toContain('running at');
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  }, 60_000);
});

describe('NODE_ENV is an enumeration', () => {
  // Each start is 15–20 s under load (tsx); config.test.ts checks the other spellings.
  it.each(['Production', 'prod'])(
    'given NODE_ENV=%s, refuses to start with one NODE_ENV line instead of running the development SMS, payments and WeChat',
    async (value) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-env-'));
      dirs.push(dir);
      const p = startProcess(['--data-dir', dir, '--port', '0'], { NODE_ENV: value });
      started.push(p);
      expect(await Promise.race([p.exited.then(() => 'exited'), waitForAddress(p).then(() => 'started', () => 'exited')])).toBe('exited');
      expect(await p.exited).toBe(1);
      expect(p.out()).toContain(`NODE_ENV: expected development (the default), test or production, written so (got "${value}")`);
      expect(p.out()).not.toContain('running at');
      expect(p.out()).not.toContain('sandbox');
    },
    60_000,
  );
});

describe('compiled build', () => {
  it('builds the workspace packages and the server to dist/, and plain node runs dist/main.js: it answers a call of the core and one of the season routes, and stops on SIGTERM', async () => {
    // What `pnpm start` builds for the server (`pnpm -r run build` also builds gaokao-ui and the site, which it does not need).
    for (const dir of ['../../packages/gaokao-domain', '../../packages/gaokao-contract', '.']) {
      execFileSync(path.join(serverDir, dir, 'node_modules/.bin/tsup'), [], { cwd: path.join(serverDir, dir), stdio: 'pipe' });
    }
    expect(fs.existsSync(path.join(serverDir, 'dist/main.js'))).toBe(true);
    const bundle = fs.readFileSync(path.join(serverDir, 'dist/main.js'), 'utf8');
    // The workspace packages stay imports, resolved by Node to their dist (the "default" condition), not inlined.
    expect(bundle).toMatch(/from "gaokao-contract"/);
    expect(bundle).toMatch(/from "gaokao-domain"/);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-dist-'));
    dirs.push(dir);
    // No tsx anywhere: plain node with the bundle, as `pnpm start` runs it.
    const p = startProcess(['--data-dir', dir, '--port', '0'], {}, ['dist/main.js']);
    started.push(p);
    const base = await waitForAddress(p);
    const post = async (url: string) => (await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json();
    expect(await post('/api/Colleges/getProvince')).toMatchObject({ status: 200, data: expect.arrayContaining(['北京', '河北']) });
    // A season route: registered by the static import (a loader that looks for season/store.ts would answer 501 here).
    expect(await post('/api/Mojor/teshuList')).toMatchObject({ status: 200, data: [{ id: 1, name: '国家特色专业' }, { id: 2, name: '双一流建设学科' }] });
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  }, 180_000);
});

describe('the start line', () => {
  it('prints the address only once the server answers on it with its database (first start, set written behind)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-ready-'));
    dirs.push(dir);
    const p = startProcess(['--data-dir', dir, '--port', '0', '--host', '127.0.0.1'], { GAOKAO_SEED_DEMO: '1', GAOKAO_DEMO_SCALE: 'small' });
    started.push(p);
    const url = await waitForAddress(p, 600_000);
    // At once, as a family's browser or a script would: the database-backed call answers without waiting for the
    // first start's background writes to finish.
    const t0 = Date.now();
    const r = await fetch(`${url}/health`, { signal: AbortSignal.timeout(10_000) });
    expect(r.status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(10_000);
    p.child.kill('SIGTERM');
    await p.exited;
  }, 700_000);
});

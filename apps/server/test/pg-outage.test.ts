import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, reachable, skipUnlessCI, smsLogin, startServer, type TestServer } from './helpers';

/**
 * PostgreSQL stopped and started under requests. Runs against a throwaway cluster of its own (never the machine's
 * shared server): initdb into a temp directory as the postgres user, pg_ctl start/stop on a port of this suite.
 */
const BIN = ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin'].find((d) => fs.existsSync(path.join(d, 'initdb')));
const isRoot = process.getuid?.() === 0;
let reason: string | undefined;
if (!BIN) reason = 'initdb is not installed (/usr/lib/postgresql/*/bin)';
else if (isRoot) {
  try {
    execFileSync('runuser', ['-u', 'postgres', '--', 'true'], { stdio: 'ignore' });
  } catch {
    reason = 'running as root without a postgres user to run initdb as';
  }
}

function asPg(cmd: string, args: string[]) {
  const full = path.join(BIN!, cmd);
  return isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', full, ...args], { stdio: 'pipe' }) : execFileSync(full, args, { stdio: 'pipe' });
}

async function freePort(): Promise<number> {
  for (let p = 4150 + Math.floor(Math.random() * 40); p < 4200; p++) if (!(await reachable('127.0.0.1', p, 300))) return p;
  throw new Error('no free port in 4150-4199');
}

describe.skipIf(skipUnlessCI('PostgreSQL outage suite', reason))('PostgreSQL stopped and started under requests', () => {
  let dir = '';
  let port = 0;
  let s: TestServer | undefined;
  const start = () => asPg('pg_ctl', ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'log'), '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir}`, '-w', 'start']);
  const stop = () => asPg('pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gaokao-pg-'));
    if (isRoot) execFileSync('chown', ['postgres', dir]);
    port = await freePort();
    asPg('initdb', ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
    start();
    s = await startServer({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres` });
  });
  afterAll(async () => {
    await s?.close().catch(() => {});
    try {
      stop();
    } catch {
      // already stopped
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 while the database is down, never 500, and recovers by itself', async () => {
    const app = s!.app;
    const u = await smsLogin(s!);
    const probe = async () => {
      const [a, b, h] = await Promise.all([
        call(app, '/api/FriendUrl/index', { page: 1, limit: 30 }),
        call(app, '/api/MemberUser/detail', {}, { token: u.token }),
        app.inject({ method: 'GET', url: '/health' }),
      ]);
      return [a.http, b.http, h.statusCode];
    };
    expect(await probe()).toEqual([200, 200, 200]);

    // Requests keep coming while the server goes down and comes back.
    const seen: number[] = [];
    let running = true;
    const load = (async () => {
      while (running) {
        seen.push(...(await probe()));
        await new Promise((r) => setTimeout(r, 20));
      }
    })();

    stop();
    await expect.poll(probe, { timeout: 20_000, interval: 100 }).toEqual([503, 503, 503]);
    const down = await call(app, '/api/FriendUrl/index', { page: 1, limit: 30 });
    expect(down).toMatchObject({ http: 503, status: 503, msg: '服务暂时不可用，请稍后重试' });
    // Answers that need no database keep working, token or not.
    expect((await call(app, '/api/Colleges/getProvince', {}, { token: u.token })).http).toBe(200);

    start();
    await expect.poll(probe, { timeout: 30_000, interval: 200 }).toEqual([200, 200, 200]);
    running = false;
    await load;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((x) => x !== 200 && x !== 503)).toEqual([]);
    // The session survived the outage (it lives in the database).
    expect((await call(app, '/api/MemberUser/detail', {}, { token: u.token })).status).toBe(200);
  }, 120_000);
});

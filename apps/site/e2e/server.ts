import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { serverDir, serverEnv } from './seed';

const here = path.dirname(fileURLToPath(import.meta.url));
export const siteDir = path.resolve(here, '../dist');
export { serverDir };

export interface RunningServer {
  url: string;
  /** The embedded database's directory (removed by `stop()` unless it is asked to keep it). */
  dataDir: string;
  /** Every line the server printed (stdout and stderr), in order. */
  lines: string[];
  /** Resolves with the next SMS code the development SMS provider logs for a phone ending in `last4`. */
  smsCode(last4: string, timeoutMs?: number): Promise<string>;
  /** SIGTERM and wait for the exit; `keepData` leaves the data directory for another server (or the admin command). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** True when the server code and the built site are present (the e2e suite needs both). */
export function canStart(): { ok: true } | { ok: false; why: string } {
  if (!existsSync(path.join(serverDir, 'src/main.ts'))) return { ok: false, why: 'apps/server/src/main.ts missing' };
  if (!existsSync(path.join(serverDir, 'node_modules/.bin/tsx'))) return { ok: false, why: 'tsx not installed for apps/server' };
  if (!existsSync(path.join(siteDir, 'index.html'))) return { ok: false, why: 'apps/site/dist not built (run vite build)' };
  return { ok: true };
}

/** A new temporary data directory: a copy of the run's template when there is one, else empty. */
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gaokao-site-e2e-'));
  const template = inject('e2eDataTemplate');
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Starts the real API server on 127.0.0.1 with an ephemeral port, a fresh temporary data directory (demo data) and
 * the built site, and waits for its "running at" line. The fresh directory is a copy of the run's seeded template
 * (e2e/global-setup.ts); without one (another config), the server seeds it itself, which takes one to two minutes
 * on a busy 2-core machine: hence the generous time-out. `dataDir` restarts on a directory a stopped server kept
 * (its members, sessions and season data).
 */
export async function startServer(timeoutMs = 300_000, options: { dataDir?: string } = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? freshDataDir();
  const child: ChildProcess = spawn(
    path.join(serverDir, 'node_modules/.bin/tsx'),
    ['src/main.ts', '--data-dir', dataDir, '--port', '0', '--host', '127.0.0.1', '--site-dir', siteDir],
    {
      cwd: serverDir,
      env: serverEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: false,
    },
  );
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      for (const listener of listeners) listener(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  const stop = async (stopOptions: { keepData?: boolean } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!stopOptions.keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      listeners.delete(listen);
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${lines.slice(-20).join('\n')}`));
    }, timeoutMs);
    const listen = (line: string) => {
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) {
        clearTimeout(timer);
        listeners.delete(listen);
        resolve(match[1]);
      }
    };
    listeners.add(listen);
    for (const line of lines) listen(line);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${lines.slice(-20).join('\n')}`));
    });
  }).catch(async (error: unknown) => {
    await stop({ keepData: options.dataDir !== undefined });
    throw error;
  });

  const smsCode = (last4: string, wait = 15_000) =>
    new Promise<string>((resolve, reject) => {
      const seenBefore = lines.length;
      const pattern = new RegExp(`SMS code for \\d{3}\\*{4}${last4}: (\\d{4,8})`);
      const check = (line: string) => {
        const match = pattern.exec(line);
        if (match?.[1]) {
          clearTimeout(timer);
          listeners.delete(check);
          resolve(match[1]);
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no SMS code logged for *${last4}`));
      }, wait);
      listeners.add(check);
      for (const line of lines.slice(seenBefore)) check(line);
    });

  return { url, dataDir, lines, smsCode, stop };
}

/**
 * The operator command as `pnpm run admin` runs it (`tsx scripts/admin.ts` in apps/server) on an embedded data
 * directory; resolves with its exit code and output.
 */
export function runAdmin(dataDir: string, ...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(serverDir, 'node_modules/.bin/tsx'), ['scripts/admin.ts', ...args, '--data-dir', dataDir], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: '', INIT_CWD: serverDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr?.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out }));
  });
}

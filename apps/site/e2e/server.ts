import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, openSync, readSync, closeSync, fstatSync, readFileSync, rmSync } from 'node:fs';
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
  readonly lines: string[];
  /**
   * Headers every client of this server sends (harness contexts and `post`): on the run's shared server, the file's own
   * client address (X-Forwarded-For, which that server trusts from loopback), so the files' members do not share the
   * per-address limits (SMS codes, sign-in failures) as they would not share them in the field.
   */
  readonly headers: Record<string, string>;
  /** The code the development SMS provider logged for `phone` (matched on its first 3 and last 4 digits, as logged). */
  smsCode(phone: string, timeoutMs?: number): Promise<string>;
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

/** The SMS code line of the development provider for `phone`: it logs the number masked, 139****1001. */
const smsLine = (phone: string) => new RegExp(`SMS code for ${phone.slice(0, 3)}\\*{4}${phone.slice(-4)}: (\\d{4,8})`);

/**
 * The run's seeded template (e2e/global-setup.ts), or undefined outside a Vitest run: the bench scripts start servers
 * with these helpers under tsx, where `inject` throws (Vitest's state is absent), and seed a fresh directory instead.
 */
function runTemplate(): string | undefined {
  try {
    return inject('e2eDataTemplate');
  } catch {
    return undefined;
  }
}

/** A new temporary data directory: a copy of the run's template when there is one, else empty. */
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gaokao-site-e2e-'));
  const template = runTemplate();
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
export function startServer(timeoutMs = 300_000, options: { dataDir?: string } = {}): Promise<RunningServer> {
  return spawnServer(options.dataDir ?? freshDataDir(), { timeoutMs, keepDataOnFailure: options.dataDir !== undefined });
}

/**
 * The server process itself, on `dataDir` (no Vitest context: the global setup starts the run's shared server with it).
 * `logFile` gets every line as it comes, for other processes to read (`sharedServer`); `env` is added to the server's.
 */
export async function spawnServer(
  dataDir: string,
  options: { timeoutMs?: number; keepDataOnFailure?: boolean; logFile?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<RunningServer> {
  const timeoutMs = options.timeoutMs ?? 300_000;
  const child: ChildProcess = spawn(
    path.join(serverDir, 'node_modules/.bin/tsx'),
    ['src/main.ts', '--data-dir', dataDir, '--port', '0', '--host', '127.0.0.1', '--site-dir', siteDir],
    {
      cwd: serverDir,
      env: { ...serverEnv(), ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: false,
    },
  );
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  const onData = (chunk: Buffer) => {
    if (options.logFile) appendFileSync(options.logFile, chunk);
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
    await stop({ keepData: options.keepDataOnFailure ?? false });
    throw error;
  });

  const smsCode = (phone: string, wait = 15_000) =>
    new Promise<string>((resolve, reject) => {
      const seenBefore = lines.length;
      const pattern = smsLine(phone);
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
        reject(new Error(`no SMS code logged for ${phone.slice(0, 3)}****${phone.slice(-4)}`));
      }, wait);
      listeners.add(check);
      for (const line of lines.slice(seenBefore)) check(line);
    });

  return { url, dataDir, lines, headers: {}, smsCode, stop };
}

/** What a file needs to use the run's shared server (e2e/global-setup.ts). */
export interface SharedServerInfo {
  url: string;
  dataDir: string;
  /** The file the server's output goes to, as it comes. */
  logFile: string;
}

/**
 * The run's shared server as a file sees it: its log read from the log file, `stop` left to the global teardown, and
 * every request of the file's clients sent as from `clientAddress`.
 */
export function sharedServer(info: SharedServerInfo, clientAddress: string): RunningServer {
  const readFrom = (offset: number): string => {
    const fd = openSync(info.logFile, 'r');
    try {
      const size = fstatSync(fd).size;
      if (size <= offset) return '';
      const buffer = Buffer.alloc(size - offset);
      readSync(fd, buffer, 0, buffer.length, offset);
      return buffer.toString('utf8');
    } finally {
      closeSync(fd);
    }
  };
  const sizeNow = () => {
    const fd = openSync(info.logFile, 'r');
    try {
      return fstatSync(fd).size;
    } finally {
      closeSync(fd);
    }
  };
  const smsCode = (phone: string, wait = 15_000) =>
    new Promise<string>((resolve, reject) => {
      const from = sizeNow();
      const pattern = smsLine(phone);
      const started = Date.now();
      const poll = () => {
        const match = pattern.exec(readFrom(from));
        if (match?.[1]) resolve(match[1]);
        else if (Date.now() - started > wait) reject(new Error(`no SMS code logged for ${phone.slice(0, 3)}****${phone.slice(-4)}`));
        else setTimeout(poll, 100);
      };
      poll();
    });
  return {
    url: info.url,
    dataDir: info.dataDir,
    get lines() {
      return readFileSync(info.logFile, 'utf8').split('\n').filter((line) => line.trim());
    },
    headers: { 'x-forwarded-for': clientAddress },
    smsCode,
    stop: () => Promise.resolve(),
  };
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

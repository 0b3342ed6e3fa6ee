// The e2e server's environment and the run's seeded data directory (no vitest import: e2e/global-setup.ts runs this
// in Vitest's main process).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');

/** The data set the suites seed from: the default one with 河北 as 演示数据 (apps/server/scripts/e2e-dataset.ts). */
export const e2eDataset = path.join(serverDir, 'node_modules/.cache/gaokao-e2e/default-dataset.json.br');

/** The server's environment in the suites: development SMS codes in its log, the embedded database, no Redis. */
export const serverEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  SMS_PROVIDER: 'dev',
  DATABASE_URL: '',
  REDIS_URL: '',
  NODE_ENV: 'test',
  // 河北 at full scale plus 北京: the suites use 河北, and every suite starts a fresh server.
  GAOKAO_DEMO_SCALE: process.env.GAOKAO_DEMO_SCALE ?? 'small',
  GAOKAO_DEFAULT_DATASET: e2eDataset,
});

/**
 * The provinces whose real admission rows the suites open (广东's groups, 北京, 江苏 and 河南); the others' rows are
 * left out of `e2eDataset`, so each file's server reads and indexes about a third of the default season.
 */
export const E2E_REAL_PROVINCES = ['广东', '北京', '江苏', '河南'];

/**
 * Writes `e2eDataset`: the default data set with the real admission rows of `E2E_REAL_PROVINCES` only (rank tables,
 * 批次线, colleges and majors whole), so 河北 is the suites' province of 演示数据.
 */
export async function writeE2eDataset(timeoutMs = 300_000): Promise<void> {
  await run(['scripts/e2e-dataset.ts', e2eDataset, '--drop', '河北', '--keep', ...E2E_REAL_PROVINCES], timeoutMs, 'writing the e2e data set');
}

/**
 * Seeds `dataDir` the way a deployment does (`--migrate`: migrations and the demo season, then exit): the run's
 * template (e2e/global-setup.ts). Rejects with the command's output when it fails.
 */
export async function seedTemplate(dataDir: string, timeoutMs = 420_000): Promise<void> {
  await run(['src/main.ts', '--migrate', '--data-dir', dataDir], timeoutMs, 'seeding the e2e data directory');
}

/** The operator account `addOperator` made: name, first password and TOTP secret as the admin command printed them. */
export interface MadeOperator {
  name: string;
  password: string;
  secret: string;
}

/** `pnpm run admin operator add NAME` on a data directory no server holds; rejects with the output when it fails. */
export async function addOperator(dataDir: string, name: string, timeoutMs = 120_000): Promise<MadeOperator> {
  const out = await run(['scripts/admin.ts', 'operator', 'add', name, '--data-dir', dataDir], timeoutMs, 'adding the e2e operator');
  const password = /初始密码：(\S+)/.exec(out)?.[1];
  const secret = /动态验证码密钥（TOTP）：(\S+)/.exec(out)?.[1];
  if (!password || !secret) throw new Error(`the admin command printed no password or TOTP secret:\n${out}`);
  return { name, password, secret };
}

function run(args: string[], timeoutMs: number, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(serverDir, 'node_modules/.bin/tsx'), args, {
      cwd: serverDir,
      env: serverEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr?.on('data', (d: Buffer) => (out += d.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${what} failed (${signal ?? `exit ${code}`}):\n${out.slice(-4000)}`));
    });
  });
}

// The e2e server's environment and the run's seeded data directory (no vitest import: e2e/global-setup.ts runs this
// in Vitest's main process).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server');

/** The server's environment in the suites: development SMS codes in its log, the embedded database, no Redis. */
export const serverEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  SMS_PROVIDER: 'dev',
  DATABASE_URL: '',
  REDIS_URL: '',
  NODE_ENV: 'test',
  // 河北 at full scale plus 北京: the suites use 河北, and every suite starts a fresh server.
  GAOKAO_DEMO_SCALE: process.env.GAOKAO_DEMO_SCALE ?? 'small',
});

/**
 * Seeds `dataDir` the way a deployment does (`--migrate`: migrations and the demo season, then exit): the run's
 * template (e2e/global-setup.ts). Rejects with the command's output when it fails.
 */
export function seedTemplate(dataDir: string, timeoutMs = 420_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(serverDir, 'node_modules/.bin/tsx'), ['src/main.ts', '--migrate', '--data-dir', dataDir], {
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
      if (code === 0) resolve();
      else reject(new Error(`seeding the e2e data directory failed (${signal ?? `exit ${code}`}):\n${out.slice(-4000)}`));
    });
  });
}


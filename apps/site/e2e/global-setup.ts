// What the e2e files share in a run:
// - one seeded data directory: the server's one-off migration command (`--migrate`: migrate, seed the demo season,
//   exit) writes it once, and every file's server starts on a copy of it (e2e/server.ts) instead of seeding a fresh
//   directory of its own (one to two minutes each on a busy 2-core machine);
// - one Chromium, started as a browser server: each file connects and opens its own contexts (e2e/harness.ts);
// - one shared server, on its own copy of the template, for the files that only sign members up and use the product
//   (`e2eSuite()`); its log goes to a file the files read SMS codes from, and each file's requests carry a client
//   address of their own (X-Forwarded-For, trusted from loopback only). The files that stop or restart their server,
//   or change the live season, start their own (`e2eSuite({ server: 'own' })`);
// - one operator account, made by the admin command in the seeded directory, so the console's files need no restart.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { addOperator, seedTemplate, writeE2eDataset, type MadeOperator } from './seed';
import { spawnServer, type RunningServer, type SharedServerInfo } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seeded data directory (copied, never used directly); absent under a config without this setup. */
    e2eDataTemplate?: string;
    /** The run's Chromium (playwright's browser server); absent under a config without this setup. */
    e2eBrowserWs?: string;
    /** The run's shared server; absent under a config without this setup. */
    e2eSharedServer?: SharedServerInfo;
    /** The operator account in the seeded data directory (made by the admin command); absent without this setup. */
    e2eOperator?: MadeOperator;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = mkdtempSync(path.join(tmpdir(), 'gaokao-site-e2e-template-'));
  const dir = path.join(root, 'data');
  let operator: MadeOperator;
  try {
    await writeE2eDataset();
    await seedTemplate(dir);
    operator = await addOperator(dir, 'e2eops');
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const sharedDir = path.join(root, 'shared');
  const logFile = path.join(root, 'shared-server.log');
  cpSync(dir, sharedDir, { recursive: true });
  writeFileSync(logFile, '');
  let shared: RunningServer | undefined;
  let chromium: Awaited<ReturnType<typeof launchBrowserServer>> | undefined;
  try {
    [shared, chromium] = await Promise.all([
      spawnServer(sharedDir, { logFile, env: { TRUST_PROXY: '127.0.0.1' } }),
      launchBrowserServer(),
    ]);
  } catch (error) {
    await shared?.stop();
    await chromium?.close();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  project.provide('e2eDataTemplate', dir);
  project.provide('e2eBrowserWs', chromium.wsEndpoint());
  project.provide('e2eSharedServer', { url: shared.url, dataDir: sharedDir, logFile });
  project.provide('e2eOperator', operator);
  return async () => {
    await chromium?.close();
    await shared?.stop();
    rmSync(root, { recursive: true, force: true });
  };
}

// What the e2e files share in a run:
// - one seeded data directory: the server's one-off migration command (`--migrate`: migrate, seed the demo season,
//   exit) writes it once, and every file's server starts on a copy of it (e2e/server.ts) instead of seeding a fresh
//   directory of its own (one to two minutes each on a busy 2-core machine);
// - one Chromium, started as a browser server: each file connects and opens its own contexts (e2e/harness.ts).
// Servers stay one per file: the files read their server's log (SMS codes) and one restarts its server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { seedTemplate, writeE2eDataset } from './seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's seeded data directory (copied, never used directly); absent under a config without this setup. */
    e2eDataTemplate?: string;
    /** The run's Chromium (playwright's browser server); absent under a config without this setup. */
    e2eBrowserWs?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = mkdtempSync(path.join(tmpdir(), 'gaokao-site-e2e-template-'));
  const dir = path.join(root, 'data');
  try {
    await writeE2eDataset();
    await seedTemplate(dir);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  const chromium = await launchBrowserServer();
  project.provide('e2eDataTemplate', dir);
  project.provide('e2eBrowserWs', chromium.wsEndpoint());
  return async () => {
    await chromium.close();
    rmSync(root, { recursive: true, force: true });
  };
}

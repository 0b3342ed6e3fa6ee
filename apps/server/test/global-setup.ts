// One folder per run for the seeded database dumps of test/seeded.ts, removed when the run ends. A run that was
// killed leaves its folder behind: the next run removes the folders of runs whose process is gone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { pidAlive } from '../src/db/pid-alive';

const PREFIX = 'gaokao-server-seeds-';

function removeLeftovers(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^gaokao-server-seeds-(\d+)-/.exec(name)?.[1]);
    if (pid && !pidAlive(pid)) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

export default function setup(project: TestProject): () => void {
  removeLeftovers();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${PREFIX}${process.pid}-`));
  project.provide('seedDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

// Test access to the real public data beside the repository (../shared/data from the repo root).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const REAL_DIR = path.resolve(root, '../shared/data/real');
export const PROVINCES_DIR = path.resolve(root, '../shared/data/real-provinces');
export const hasRealData = fs.existsSync(path.join(REAL_DIR, 'colleges.csv')) && fs.existsSync(path.join(PROVINCES_DIR, 'admissions.csv'));

/**
 * A suite over ../shared/data: skipped with a message where the folder is absent, but under CI=true a missing folder
 * fails (the checks must run there).
 */
export function describeReal(name: string, fn: () => void): void {
  if (hasRealData) describe(name, fn);
  else if (process.env.CI === 'true') {
    describe(name, () => {
      throw new Error(`real data not found at ${REAL_DIR} and ${PROVINCES_DIR} (required under CI)`);
    });
  } else {
    console.warn(`跳过真实数据测试（${name}）：${REAL_DIR} 或 ${PROVINCES_DIR} 不存在`);
    describe.skip(name, fn);
  }
}

/** The rows of a CSV of the data folders as records (simple files: no quoted fields needed here). */
export function csvRecords(file: string): Record<string, string>[] {
  const [head, ...lines] = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const cols = (head ?? '').split(',');
  return lines.map((l) => {
    const cells = l.split(',');
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? '']));
  });
}

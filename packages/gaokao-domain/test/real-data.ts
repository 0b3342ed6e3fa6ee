// Test-only access to the real public data beside the repository (../shared/data/real from the repo root).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RankTable } from '../src/rank/index';

function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('repository root (pnpm-workspace.yaml) not found');
    dir = parent;
  }
  return dir;
}

/** Absolute path of the real data folder, whether or not it exists. */
export const REAL_DATA_DIR = process.env.GAOKAO_REAL_DATA_DIR ? resolve(process.env.GAOKAO_REAL_DATA_DIR) : resolve(repoRoot(), '../shared/data/real');
export const RANK_TABLES_CSV = join(REAL_DATA_DIR, 'rank-tables.csv');

/**
 * Locally, a suite whose data is absent skips with `message`; under CI=true it fails instead (a CI run must not pass
 * by skipping). Call at the top of the test file; returns whether the data is present.
 */
export function realDataOrSkip(present: boolean, message: string): boolean {
  if (present) return true;
  if (process.env.CI === 'true') throw new Error(`${message} — under CI=true the real data folder must be present`);
  console.warn(message);
  return false;
}

/** Whether rank-tables.csv is present; suites skip with this message when it is not. */
export const hasRealRankTables = existsSync(RANK_TABLES_CSV);
export const MISSING_REAL_DATA = `real data not found at ${RANK_TABLES_CSV}: real-data checks skipped`;

export interface RealRankTable {
  province: string;
  year: number;
  group: string;
  /** The rows exactly as published (score, count, cumulative). */
  table: RankTable;
}

/** Every table of rank-tables.csv, keyed `${province}-${year}-${group}` (e.g. `河北-2024-物理类`). */
export function loadRealRankTables(): Map<string, RealRankTable> {
  const lines = readFileSync(RANK_TABLES_CSV, 'utf8').trim().split(/\r?\n/);
  const header = (lines.shift() ?? '').split(',');
  const col = (name: string): number => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`rank-tables.csv has no column ${name}`);
    return i;
  };
  const [p, y, g, s, c, cu] = ['province', 'year', 'group_d', 'score', 'count', 'cumulative'].map(col) as [
    number, number, number, number, number, number,
  ];
  const tables = new Map<string, { province: string; year: number; group: string; table: { score: number; count: number; cumulative: number }[] }>();
  for (const line of lines) {
    const f = line.split(',');
    const key = `${f[p]}-${f[y]}-${f[g]}`;
    let t = tables.get(key);
    if (t === undefined) {
      t = { province: f[p] ?? '', year: Number(f[y]), group: f[g] ?? '', table: [] };
      tables.set(key, t);
    }
    t.table.push({ score: Number(f[s]), count: Number(f[c]), cumulative: Number(f[cu]) });
  }
  for (const t of tables.values()) t.table.sort((a, b) => b.score - a.score);
  return tables;
}

/** The real table for a key, or an error naming the key. */
export function realTable(tables: Map<string, RealRankTable>, key: string): RankTable {
  const t = tables.get(key);
  if (t === undefined) throw new Error(`rank-tables.csv has no table ${key}`);
  return t.table;
}

/** Reads a JSON file (test helper for package.json checks). */
export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8')) as unknown;
}

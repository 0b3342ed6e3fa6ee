import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RankTable } from 'gaokao-domain';
import type { Outlook } from './outlook';

/**
 * The fitted outlooks of a build (the predicted lines v2 of every real slice: 99 % line, probability, the slice's
 * backtest), kept in `season_meta` so that a later start, or another instance, reads them instead of fitting the model
 * again — the fits were about 40 % of an index build of the default set.
 *
 * A kept entry is used only for the data it was fitted on and by the code that fitted it: it names the data's
 * `season_meta.version` (every write to season data bumps it) and lives under a key holding a digest of the engine's
 * code (the server's and gaokao-domain's files as they run: `src` under tsx and vitest, `dist` when built). Any change
 * to either misses, and the build fits again and keeps the new entry. The entry is JSON: per slice, the outlooks of its
 * plan rows in their stored order (the order `loadAll` and the first start's rows share: by unit id), the sorted
 * residual lists written once (exact float64) and named by index; units of one class share one list again when read.
 */
export const OUTLOOK_META_PREFIX = 'outlooks:';

interface Kept {
  version: string;
  /** Each sorted residual list once, as little-endian float64 in base64 (exact, and half the size of JSON numbers). */
  residuals: string[];
  /** slice key → per plan row (stored order): null, or the outlook without its table and with `outlook.residuals` as an index. */
  slices: Record<string, (KeptOutlook | null)[] | null>;
}
type KeptOutlook = Omit<Outlook, 'table' | 'outlook'> & { outlook: Omit<Outlook['outlook'], 'residuals'> & { residuals: number | null } };

/** Writes the outlooks of a build (slice key → the outlook of each plan row, or null for a slice without a fit). */
export function keepOutlooks<R>(version: string, bySlice: ReadonlyMap<string, { rows: readonly R[]; outlooks: ReadonlyMap<R, Outlook> | null }>): string {
  const residuals: string[] = [];
  const index = new Map<readonly number[], number>();
  const slices: Kept['slices'] = {};
  for (const [key, { rows, outlooks }] of bySlice) {
    if (!outlooks) {
      slices[key] = null;
      continue;
    }
    slices[key] = rows.map((r) => {
      const o = outlooks.get(r);
      if (!o) return null;
      let at: number | null = null;
      const list = o.outlook.residuals;
      if (list !== null) {
        at = index.get(list) ?? null;
        if (at === null) {
          at = residuals.length;
          const bytes = Buffer.alloc(list.length * 8);
          list.forEach((x, i) => bytes.writeDoubleLE(x, i * 8));
          residuals.push(bytes.toString('base64'));
          index.set(list, at);
        }
      }
      const { table: _table, outlook, ...rest } = o;
      return { ...rest, outlook: { ...outlook, residuals: at } };
    });
  }
  return JSON.stringify({ version, residuals, slices } satisfies Kept);
}

/**
 * The kept outlooks of the data at `version`, or null when none are kept for it (or the entry cannot be read): `of`
 * gives a slice's outlooks by plan row — undefined when the entry does not cover the slice or its rows.
 */
export function keptOutlooks(text: string | undefined, version: string): { of(key: string, rows: readonly unknown[], table: RankTable): Map<unknown, Outlook> | null | undefined } | null {
  if (!text || version === '') return null;
  let kept: Kept;
  try {
    kept = JSON.parse(text) as Kept;
  } catch {
    return null;
  }
  if (kept.version !== version || typeof kept.slices !== 'object' || !Array.isArray(kept.residuals)) return null;
  const lists: (readonly number[] | undefined)[] = [];
  const listAt = (i: number): readonly number[] | null => {
    const text = kept.residuals[i];
    if (typeof text !== 'string') return null;
    let list = lists[i];
    if (list === undefined) {
      const bytes = Buffer.from(text, 'base64');
      list = Array.from({ length: Math.floor(bytes.length / 8) }, (_, j) => bytes.readDoubleLE(j * 8));
      lists[i] = list;
    }
    return list;
  };
  return {
    of(key, rows, table) {
      if (!Object.hasOwn(kept.slices, key)) return undefined;
      const list = kept.slices[key];
      if (list === null || list === undefined) return null;
      if (list.length !== rows.length) return undefined;
      const out = new Map<unknown, Outlook>();
      list.forEach((o, i) => {
        if (!o) return;
        const residuals = o.outlook.residuals === null ? null : listAt(o.outlook.residuals);
        out.set(rows[i], { ...o, table, outlook: { ...o.outlook, residuals } });
      });
      return out;
    },
  };
}

let fingerprint: string | undefined;

/**
 * A digest of the code that fits outlooks: every .ts/.js file of the server's and gaokao-domain's code as it runs
 * (their src under tsx and vitest, their dist when built), read once per process. Reading them is a few tens of milliseconds.
 */
export function engineFingerprint(serverDir: string): string {
  if (fingerprint !== undefined) return fingerprint;
  // Run from source (tsx, vitest: this file is .ts) the packages run from their src, built (dist/main.js) from dist.
  const folder = import.meta.url.endsWith('.ts') ? 'src' : 'dist';
  const roots = [path.join(serverDir, folder)];
  const domain = path.join(serverDir, 'node_modules', 'gaokao-domain');
  if (fs.existsSync(domain)) roots.push(path.join(fs.realpathSync(domain), folder));
  fingerprint = codeDigest(roots);
  return fingerprint;
}

/** A digest of the .ts/.js files under the folders (test files left out; missing folders count as empty). */
export function codeDigest(roots: readonly string[]): string {
  const hash = crypto.createHash('sha256');
  for (const [i, root] of roots.entries()) {
    hash.update(`${i}\0`);
    for (const file of codeFiles(root)) hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('base64url').slice(0, 22);
}

function codeFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...codeFiles(p));
    else if (/\.(ts|js|mjs)$/.test(e.name) && !/\.test\.ts$/.test(e.name)) out.push(p);
  }
  return out;
}

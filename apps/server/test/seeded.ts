// Seeded embedded databases for the suites: each kind is built once per run (the first suite that asks for it pays),
// dumped into the run's folder (test/global-setup.ts), and every suite after loads a copy of the dump. Loading
// skips PGlite's initdb, the migrations and the seeding or import: see the README's "Tests".
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { PROVINCES_DIR, REAL_DIR } from './real-data';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of seeded database dumps (test/global-setup.ts); absent when a config has no such setup. */
    seedDir?: string;
  }
}

/**
 * What a seeded database holds:
 * - `migrated`: the schema, no rows (what `startServer()` opened and migrated before);
 * - `real-provinces`: migrated, then `../shared/data/real/colleges.csv` and `../shared/data/real-provinces` imported;
 * - `demo-hebei`: migrated, then the demo set of 河北 only (over the real colleges and catalogue) seeded by the store;
 * - `default-small`: migrated, then the default set as a fresh start writes it (`defaultDataset({ small: true })`):
 *   a store opened over it finds the set's marker and only reads it, as a later start does.
 */
export type SeedKind = 'migrated' | 'real-provinces' | 'demo-hebei' | 'default-small';

const builders: Record<SeedKind, (h: DbHandle) => Promise<void>> = {
  migrated: async (h) => {
    await migrateToLatest(h.db);
  },
  // The season modules are imported only by the suites that need them (most suites ask for `migrated`).
  'real-provinces': async (h) => {
    const { importPaths } = await import('../src/season/import/run');
    await migrateToLatest(h.db);
    await importPaths(h.db, [path.join(REAL_DIR, 'colleges.csv'), PROVINCES_DIR]);
  },
  'demo-hebei': async (h) => {
    const { SeasonStore } = await import('../src/season/store');
    const { generateDemo, DEMO_SEED } = await import('../src/season/demo/generate');
    await migrateToLatest(h.db);
    const store = await SeasonStore.open(h.db, { seedInBackground: false, pollSeconds: 0, dataset: () => generateDemo(DEMO_SEED, { provinces: ['河北'] }) });
    store.close();
  },
  'default-small': async (h) => {
    const { SeasonStore } = await import('../src/season/store');
    const { defaultDataset } = await import('../src/season/real/default-set');
    await migrateToLatest(h.db);
    const store = await SeasonStore.open(h.db, { seedInBackground: false, pollSeconds: 0, dataset: () => defaultDataset({ small: true }) });
    store.close();
  },
};

/** Dumps made in this worker when the run has no folder for them (a config without test/global-setup.ts). */
const made = new Map<SeedKind, Blob>();

function dumpFile(kind: SeedKind): string | undefined {
  const dir = inject('seedDir');
  return dir ? path.join(dir, `${kind}.tar`) : undefined;
}

/** The run's dump of `kind`, or undefined while no suite has built it. */
export async function existingDump(kind: SeedKind): Promise<Blob | undefined> {
  const file = dumpFile(kind);
  if (file && fs.existsSync(file)) return fs.openAsBlob(file);
  return made.get(kind);
}

/** Keeps a dump of the database `kind` describes for the run's later suites. */
export async function saveDump(kind: SeedKind, h: DbHandle): Promise<void> {
  const blob = await h.dumpDataDir!();
  const file = dumpFile(kind);
  if (!file) {
    made.set(kind, blob);
    return;
  }
  // Written under another name and renamed: a reader never sees half a dump.
  const part = `${file}.${process.pid}.part`;
  fs.writeFileSync(part, new Uint8Array(await blob.arrayBuffer()));
  fs.renameSync(part, file);
}

/**
 * A fresh in-memory database holding `kind`'s rows, free to write to: a copy of the run's dump, or — for the first
 * suite that asks — the database built for it, dumped before it is handed over (so that suite waits no longer than
 * it did before the templates, but for the dump).
 */
export async function openSeeded(kind: SeedKind): Promise<DbHandle> {
  const dump = await existingDump(kind);
  if (dump) return openDatabase({ dataDir: 'memory://', loadDataDir: dump });
  const h = await openDatabase({ dataDir: 'memory://' });
  try {
    await builders[kind](h);
    await saveDump(kind, h);
  } catch (err) {
    await h.close();
    throw err;
  }
  return h;
}

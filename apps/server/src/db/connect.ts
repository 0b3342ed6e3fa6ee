import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './types';
import { WriteWatch } from './write-watch';
import { CacheBus } from './cache-bus';
import { pidAlive } from './pid-alive';

// bigint columns (money in fen, counts) come back as JS numbers: fen amounts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export type Engine = 'pglite' | 'postgres';

const watches = new WeakMap<object, WriteWatch>();

/**
 * The write watch of a database: exact on the embedded engine (the only writer of its locked directory), fed by
 * LISTEN/NOTIFY on PostgreSQL (db/cache-bus.ts; other instances write too); undefined when opened with
 * `cache: false`, where nothing read is kept.
 */
export function writeWatchOf(db: Kysely<Database>): WriteWatch | undefined {
  return watches.get(db);
}

export interface DbHandle {
  db: Kysely<Database>;
  pool: pg.Pool;
  engine: Engine;
  /** Data directory (PGlite only). */
  dataDir?: string;
  /** The invalidation listener (PostgreSQL only). */
  bus?: CacheBus;
  /** The embedded engine only: the whole data directory as a tar archive, for `loadDataDir` (the test suites' seeded templates). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL connection string; when absent, the embedded engine is used. */
  databaseUrl?: string;
  /** Embedded data directory; `memory://` for an in-memory database (tests). */
  dataDir?: string;
  /**
   * Embedded, in memory only: start from another database's `dumpDataDir()` instead of an empty one (the test suites
   * copy one seeded template per run instead of importing the same files again for every suite).
   */
  loadDataDir?: Blob;
  /** Called for pool-level errors (a dropped idle connection): logged, never thrown. */
  onPoolError?: (err: Error) => void;
  /** PostgreSQL only. */
  poolMax?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  /** PostgreSQL: keep sessions and plan states in memory, invalidated by LISTEN/NOTIFY (default true). */
  cache?: boolean;
  /** Messages of the invalidation listener. */
  log?: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
}

/** `${XDG_DATA_HOME:-~/.local/share}/gaokao-planner/` (the caller reads XDG_DATA_HOME: config.ts, the import script). */
export function defaultDataDir(xdgDataHome?: string): string {
  const base = xdgDataHome || path.join(os.homedir(), '.local', 'share');
  return path.join(base, 'gaokao-planner');
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `数据目录 ${dir} 正在被另一个服务器进程使用（pid ${pid}）。同一数据目录只能由一个进程打开：请先停止那个进程，或用 --data-dir 指定其他目录。`,
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * PGlite does not lock its directory and two processes on one directory lose rows, so the server takes
 * `<dir>/server.lock` (O_EXCL, holding its pid). A lock left by a dead process is taken over.
 */
export function acquireDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      if (Number.isFinite(pid) && pid > 0 && pidAlive(pid)) throw new DataDirLockedError(dir, pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`无法获取数据目录锁 ${file}`);
}

export async function openDatabase(opts: DbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolMax ?? 10,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
      idleTimeoutMillis: 30_000,
      statement_timeout: opts.statementTimeoutMs ?? 15_000,
      query_timeout: (opts.statementTimeoutMs ?? 15_000) + 5_000,
    });
    // Without these listeners a dropped connection (server restart) crashes the process: the pool's own listener
    // covers idle clients only, so every client also gets one for the time it is checked out (its query fails and
    // is answered 503 anyway).
    pool.on('error', (err) => opts.onPoolError?.(err));
    pool.on('connect', (client) => client.on('error', (err) => opts.onPoolError?.(err)));
    if (opts.cache === false) {
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      return { db, pool, engine: 'postgres', close: () => db.destroy() };
    }
    const watch = new WriteWatch();
    const bus = new CacheBus({
      connectionString: opts.databaseUrl,
      onChange: (table, tag) => watch.changed(table, tag),
      onReset: () => watch.changedAll(),
      ...(opts.log ? { log: opts.log } : {}),
    });
    watch.attach(bus);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [watch] });
    watches.set(db, watch);
    return {
      db,
      pool,
      engine: 'postgres',
      bus,
      close: async () => {
        try {
          await bus.close();
        } finally {
          await db.destroy();
        }
      },
    };
  }

  const dataDir = opts.dataDir ?? defaultDataDir();
  const inMemory = dataDir.startsWith('memory://');
  if (opts.loadDataDir && !inMemory) throw new Error('loadDataDir needs an in-memory database (dataDir memory://)');
  const release = inMemory ? () => {} : acquireDirLock(dataDir);
  let pglite: PGlite | undefined;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { createPgConfig } = await import('@electric-sql/pglite/node-postgres');
    pglite = opts.loadDataDir ? await PGlite.create({ loadDataDir: opts.loadDataDir }) : await PGlite.create(inMemory ? undefined : path.join(dataDir, 'pgdata'));
    // One connection (the adapter's poolSize): a transaction holds it until it ends, which the write watch relies on.
    const config = createPgConfig(pglite) as unknown as pg.PoolConfig;
    config.max = 1;
    const pool = new pg.Pool(config);
    pool.on('error', (err) => opts.onPoolError?.(err));
    const watch = new WriteWatch();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [watch] });
    watches.set(db, watch);
    const engine = pglite;
    return {
      db,
      pool,
      engine: 'pglite',
      ...(inMemory ? {} : { dataDir }),
      dumpDataDir: () => engine.dumpDataDir('none'),
      close: async () => {
        try {
          await db.destroy();
          await engine.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    await pglite?.close().catch(() => {});
    release();
    throw err;
  }
}

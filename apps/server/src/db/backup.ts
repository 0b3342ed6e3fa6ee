import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { acquireDirLock, openDatabase } from './connect';

/**
 * Backup and restore of the embedded engine's directory (`node dist/main.js --backup FILE` / `--restore FILE`).
 *
 * PGlite runs inside the server process and does not lock its files, so a copy taken while a server runs may be torn.
 * Both commands therefore take the directory's lock first (`server.lock`, connect.ts): with the server running they
 * stop with 数据目录 … 正在被另一个服务器进程使用 and change nothing. A backup opens the database, runs CHECKPOINT
 * (everything in the write-ahead log is written to the tables), closes it cleanly, and archives `pgdata` with tar; the
 * copy is then exactly the state of a stopped server. PostgreSQL deployments use pg_dump instead
 * (deploy/scripts/backup-postgres.sh).
 */

export interface EmbeddedSummary {
  migrations: number;
  members: number;
}

async function summary(dataDir: string, checkpoint: boolean): Promise<EmbeddedSummary> {
  const handle = await openDatabase({ dataDir });
  try {
    if (checkpoint) await sql`CHECKPOINT`.execute(handle.db);
    const m = await sql<{ n: number }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(handle.db);
    const u = await sql<{ n: number }>`SELECT count(*)::int AS n FROM member_user`.execute(handle.db);
    return { migrations: m.rows[0]?.n ?? 0, members: u.rows[0]?.n ?? 0 };
  } finally {
    await handle.close();
  }
}

/** Archives `<dataDir>/pgdata` into `file` (.tar.gz). Refuses while a server holds the directory. */
export async function backupEmbedded(dataDir: string, file: string): Promise<EmbeddedSummary> {
  if (!fs.existsSync(path.join(dataDir, 'pgdata'))) throw new Error(`${dataDir} 中没有数据库（pgdata）`);
  // Opening takes the lock (refused while a server runs); closing writes everything and releases it.
  const s = await summary(dataDir, true);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const tmp = `${file}.partial`;
  execFileSync('tar', ['-czf', tmp, '-C', dataDir, 'pgdata'], { stdio: ['ignore', 'ignore', 'inherit'] });
  // The archive must read back before it replaces anything.
  execFileSync('tar', ['-tzf', tmp], { stdio: ['ignore', 'ignore', 'inherit'] });
  fs.renameSync(tmp, file);
  return s;
}

/**
 * Restores an archive made by `backupEmbedded` into `dataDir`. The current `pgdata`, if any, is kept beside it as
 * `pgdata.before-restore-<time>`; the restored database is opened once to check it.
 */
export async function restoreEmbedded(file: string, dataDir: string): Promise<EmbeddedSummary & { keptAside?: string }> {
  if (!fs.existsSync(file)) throw new Error(`备份文件不存在：${file}`);
  execFileSync('tar', ['-tzf', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDirLock(dataDir);
  let keptAside: string | undefined;
  try {
    const current = path.join(dataDir, 'pgdata');
    if (fs.existsSync(current)) {
      keptAside = `${current}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(current, keptAside);
    }
    execFileSync('tar', ['-xzf', file, '-C', dataDir], { stdio: ['ignore', 'ignore', 'inherit'] });
  } finally {
    release();
  }
  const s = await summary(dataDir, false);
  return { ...s, ...(keptAside ? { keptAside } : {}) };
}

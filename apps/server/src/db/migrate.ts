import { Migrator, type MigrationProvider } from 'kysely/migration';
import type { Kysely } from 'kysely';
import { migrations } from './migrations/index';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date; throws with the failing migration's name. Takes any typed handle: each migration
 * sees the schema as it was when written, not the current Database type.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  }
}

/** Names of migrations the database has not run yet (none once the migration command has run). */
export async function pendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const all = await migrator.getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

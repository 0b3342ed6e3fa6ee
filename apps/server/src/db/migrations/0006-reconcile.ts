import { sql, type Kysely } from 'kysely';

// Order reconciliation (money/reconcile.ts): when an unpaid order was last asked about at its provider. The partial
// index keeps the scheduler's scan to the unpaid orders.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE vippay ADD COLUMN reconcile_time timestamptz`.execute(db);
  await sql`CREATE INDEX vippay_unpaid ON vippay (create_time) WHERE pay_status = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS vippay_unpaid`.execute(db);
  await sql`ALTER TABLE vippay DROP COLUMN IF EXISTS reconcile_time`.execute(db);
}

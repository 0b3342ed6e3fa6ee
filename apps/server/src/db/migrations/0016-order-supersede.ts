import { sql, type Kysely } from 'kysely';

// A card order replaced by a newer order of the same purchase (the member switched the payment method, or came back
// to the purchase): superseded_time is set and the order no longer counts as an open unpaid order for the caps. It
// stays pay_status 1, so a payment that still arrives for it is applied as for any order (money/service.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE vippay ADD COLUMN superseded_time timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE vippay DROP COLUMN IF EXISTS superseded_time`.execute(db);
}

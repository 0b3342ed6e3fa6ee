import { sql, type Kysely } from 'kysely';

// Idempotency keys (http/idempotency.ts): the reply of a change a member's client sent with an Idempotency-Key, kept so a
// retry of the same request answers the same reply instead of running again. Written in the change's own transaction.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE idempotency_key (
      memberuser_id integer NOT NULL REFERENCES member_user (memberuser_id) ON DELETE CASCADE,
      key text NOT NULL,
      call text NOT NULL,
      reply text NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (memberuser_id, key)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS idempotency_key`.execute(db);
}

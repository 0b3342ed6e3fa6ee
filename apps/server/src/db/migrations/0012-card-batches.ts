import { sql, type Kysely } from 'kysely';

// Card batches issued by the operator console for an offline sale. Their cards are rows of the same `vip_card` table
// (the same codes, the same activation call) without an order or a buyer: `vippay_id` and `memberuser_id` become
// optional, a card has an order and a buyer or a batch. A batch card may be activated until `expire_time` (its batch's
// validity); an operator may void a card nobody has activated (`void_time`). Purchased cards keep both NULL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE card_batch (
      batch_id serial PRIMARY KEY,
      count integer NOT NULL CHECK (count BETWEEN 1 AND 9999),
      valid_days integer NOT NULL CHECK (valid_days BETWEEN 1 AND 3650),
      expire_time timestamptz NOT NULL,
      note text NOT NULL DEFAULT '',
      operator_id integer REFERENCES operator (operator_id),
      operator_name text NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    ALTER TABLE vip_card
      ALTER COLUMN vippay_id DROP NOT NULL,
      ALTER COLUMN memberuser_id DROP NOT NULL,
      ADD COLUMN batch_id integer REFERENCES card_batch (batch_id),
      ADD COLUMN expire_time timestamptz,
      ADD COLUMN void_time timestamptz,
      ADD CONSTRAINT vip_card_source CHECK ((vippay_id IS NOT NULL AND memberuser_id IS NOT NULL) OR batch_id IS NOT NULL)`.execute(db);
  await sql`CREATE INDEX vip_card_batch ON vip_card (batch_id, card_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM vip_card WHERE batch_id IS NOT NULL`.execute(db);
  await sql`DROP INDEX IF EXISTS vip_card_batch`.execute(db);
  await sql`
    ALTER TABLE vip_card
      DROP CONSTRAINT IF EXISTS vip_card_source,
      DROP COLUMN IF EXISTS void_time,
      DROP COLUMN IF EXISTS expire_time,
      DROP COLUMN IF EXISTS batch_id,
      ALTER COLUMN memberuser_id SET NOT NULL,
      ALTER COLUMN vippay_id SET NOT NULL`.execute(db);
  await sql`DROP TABLE IF EXISTS card_batch`.execute(db);
}

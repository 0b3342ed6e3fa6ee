import { sql, type Kysely } from 'kysely';

// Money: card orders, cards, verified payment notifications, withdrawals and the wallet ledger. Amounts are integer
// fen (bigint, read back as number by the pg type parser in connect.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Card prices live on the member row (the spec's user info carries vip_price and the three discounts); give new
  // and existing members the shop's list price instead of 0 (a free card).
  await sql`ALTER TABLE member_user ALTER COLUMN vip_price SET DEFAULT 36800`.execute(db);
  await sql`ALTER TABLE member_user ALTER COLUMN san_zhekou SET DEFAULT 9`.execute(db);
  await sql`ALTER TABLE member_user ALTER COLUMN liu_zhekou SET DEFAULT 8`.execute(db);
  await sql`ALTER TABLE member_user ALTER COLUMN daili_zhekou SET DEFAULT 7`.execute(db);
  await sql`UPDATE member_user SET vip_price = 36800, san_zhekou = 9, liu_zhekou = 8, daili_zhekou = 7 WHERE vip_price = 0`.execute(db);

  await sql`
    CREATE TABLE vippay (
      vippay_id serial PRIMARY KEY,
      memberuser_id integer NOT NULL REFERENCES member_user (memberuser_id) ON DELETE CASCADE,
      num integer NOT NULL CHECK (num BETWEEN 1 AND 9999),
      price bigint NOT NULL CHECK (price >= 0),
      unit_price bigint NOT NULL,
      discount text NOT NULL,
      pay_type integer NOT NULL CHECK (pay_type IN (1, 2)),
      pay_status integer NOT NULL DEFAULT 1 CHECK (pay_status IN (1, 2)),
      out_trade_no text NOT NULL UNIQUE,
      code_url text NOT NULL DEFAULT '',
      transaction_id text,
      pay_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX vippay_member ON vippay (memberuser_id, vippay_id)`.execute(db);

  await sql`
    CREATE TABLE vip_card (
      card_id serial PRIMARY KEY,
      vippay_id integer NOT NULL REFERENCES vippay (vippay_id) ON DELETE CASCADE,
      memberuser_id integer NOT NULL REFERENCES member_user (memberuser_id) ON DELETE CASCADE,
      card_no text NOT NULL UNIQUE,
      card_password text NOT NULL,
      active_status integer NOT NULL DEFAULT 1 CHECK (active_status IN (1, 2)),
      active_user_id integer REFERENCES member_user (memberuser_id) ON DELETE SET NULL,
      active_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX vip_card_order ON vip_card (vippay_id)`.execute(db);
  await sql`CREATE INDEX vip_card_active_user ON vip_card (active_user_id)`.execute(db);

  // One row per provider transaction: the unique key makes a duplicated notification a no-op.
  await sql`
    CREATE TABLE payment_notification (
      notification_id serial PRIMARY KEY,
      channel text NOT NULL,
      transaction_id text NOT NULL,
      vippay_id integer NOT NULL REFERENCES vippay (vippay_id) ON DELETE CASCADE,
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (channel, transaction_id)
    )`.execute(db);

  await sql`
    CREATE TABLE withdraw (
      withdraw_id serial PRIMARY KEY,
      memberuser_id integer NOT NULL REFERENCES member_user (memberuser_id) ON DELETE CASCADE,
      price bigint NOT NULL CHECK (price > 0),
      type integer NOT NULL CHECK (type IN (1, 2)),
      identity text NOT NULL DEFAULT '',
      name text NOT NULL DEFAULT '',
      status integer NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX withdraw_member ON withdraw (memberuser_id, withdraw_id)`.execute(db);

  // Append-only: every change of member_user.blance has exactly one row here, written in the same transaction.
  await sql`
    CREATE TABLE wallet_ledger (
      ledger_id serial PRIMARY KEY,
      memberuser_id integer NOT NULL REFERENCES member_user (memberuser_id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('income', 'withdraw')),
      amount bigint NOT NULL,
      from_user_id integer REFERENCES member_user (memberuser_id) ON DELETE SET NULL,
      vippay_id integer REFERENCES vippay (vippay_id) ON DELETE SET NULL,
      withdraw_id integer REFERENCES withdraw (withdraw_id) ON DELETE SET NULL,
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX wallet_ledger_member ON wallet_ledger (memberuser_id, kind, ledger_id)`.execute(db);
  await sql`CREATE UNIQUE INDEX wallet_ledger_commission ON wallet_ledger (vippay_id) WHERE kind = 'income'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['wallet_ledger', 'withdraw', 'payment_notification', 'vip_card', 'vippay']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(t)}`.execute(db);
  }
}

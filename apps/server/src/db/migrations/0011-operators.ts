import { sql, type Kysely } from 'kysely';

// Operators (the console's accounts, not members): created and disabled only from the command line
// (`pnpm run admin operator add|disable`), signed in with a password (argon2id, as members) and a TOTP code.
// `totp_last_step` is the last time step a code was accepted for: a code is good once (RFC 6238 §5.2).
// Operator sessions live in their own table, so a member's token is never an operator's and the other way round.
// The audit table is append-only: the code has no UPDATE or DELETE path, and a trigger refuses both (and TRUNCATE)
// on both engines. The withdrawal gains the payout reference and the time (UTC) an operator settled it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE operator (
      operator_id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      password_hash text NOT NULL,
      totp_secret text NOT NULL,
      totp_last_step bigint NOT NULL DEFAULT 0,
      disabled boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE operator_session (
      session_id serial PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      operator_id integer NOT NULL REFERENCES operator (operator_id) ON DELETE CASCADE,
      create_time timestamptz NOT NULL DEFAULT now(),
      last_seen_time timestamptz NOT NULL DEFAULT now(),
      expire_time timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX operator_session_operator ON operator_session (operator_id)`.execute(db);
  await sql`
    CREATE TABLE operator_audit (
      audit_id bigserial PRIMARY KEY,
      operator_id integer REFERENCES operator (operator_id),
      operator_name text NOT NULL,
      at timestamptz NOT NULL DEFAULT now(),
      action text NOT NULL,
      target text NOT NULL DEFAULT '',
      before jsonb,
      after jsonb
    )`.execute(db);
  await sql`CREATE INDEX operator_audit_at ON operator_audit (at DESC, audit_id DESC)`.execute(db);
  await sql`
    CREATE FUNCTION gaokao_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'operator_audit is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
    END $$`.execute(db);
  await sql`CREATE TRIGGER operator_audit_no_change BEFORE UPDATE OR DELETE ON operator_audit FOR EACH ROW EXECUTE FUNCTION gaokao_audit_append_only()`.execute(db);
  await sql`CREATE TRIGGER operator_audit_no_truncate BEFORE TRUNCATE ON operator_audit FOR EACH STATEMENT EXECUTE FUNCTION gaokao_audit_append_only()`.execute(db);
  await sql`ALTER TABLE withdraw ADD COLUMN payout_ref text NOT NULL DEFAULT '', ADD COLUMN settle_time timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE withdraw DROP COLUMN IF EXISTS payout_ref, DROP COLUMN IF EXISTS settle_time`.execute(db);
  await sql`DROP TABLE IF EXISTS operator_audit`.execute(db);
  await sql`DROP FUNCTION IF EXISTS gaokao_audit_append_only()`.execute(db);
  await sql`DROP TABLE IF EXISTS operator_session`.execute(db);
  await sql`DROP TABLE IF EXISTS operator`.execute(db);
}

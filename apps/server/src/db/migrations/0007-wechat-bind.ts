import { sql, type Kysely } from 'kysely';

// WeChat binding (accounts/wechat-bind.ts): one-time tickets behind the binding QR code, kept as SHA-256 only. An
// openid belongs to one member at most.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE wechat_bind_ticket (
      ticket_hash text PRIMARY KEY,
      memberuser_id integer NOT NULL REFERENCES member_user (memberuser_id) ON DELETE CASCADE,
      expire_time timestamptz NOT NULL,
      used_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX wechat_bind_ticket_member ON wechat_bind_ticket (memberuser_id)`.execute(db);
  await sql`CREATE UNIQUE INDEX member_user_openid ON member_user (openid) WHERE openid IS NOT NULL AND openid <> ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS member_user_openid`.execute(db);
  await sql`DROP TABLE IF EXISTS wechat_bind_ticket`.execute(db);
}

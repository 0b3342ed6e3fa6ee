import { sql, type Kysely } from 'kysely';

// The publication a console data file comes from (ops/seasons.ts): its title, publisher and address, kept on the
// candidate (null: none named). Publishing a 一分一段 candidate that names one changes season_meta `real_scopes` and
// `provenance`; `season_prev_state.meta` keeps those two values as they were before the publish (a JSON object of the
// keys present; null: kept by no publish since this migration, so a rollback leaves them alone), swapped by a
// rollback like the rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE season_stage ADD COLUMN source_title text, ADD COLUMN source_publisher text, ADD COLUMN source_url text`.execute(db);
  await sql`ALTER TABLE season_prev_state ADD COLUMN meta jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE season_prev_state DROP COLUMN IF EXISTS meta`.execute(db);
  await sql`ALTER TABLE season_stage DROP COLUMN IF EXISTS source_title, DROP COLUMN IF EXISTS source_publisher, DROP COLUMN IF EXISTS source_url`.execute(db);
}

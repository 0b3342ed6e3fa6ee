import { sql, type Kysely } from 'kysely';

// Data seasons from the operator console (ops/seasons.ts). An uploaded file is validated with the importer's readers
// and kept as a candidate in `season_stage` (its report, and its parsed rows as jsonb: the same on PGlite and
// PostgreSQL, and no second set of live-shaped tables to migrate). Publishing copies the live colleges, majors,
// 一分一段 tables and units into `season_prev_*` (same columns, `LIKE`) before it writes the candidate, all in one
// transaction; a rollback swaps the two copies back. `season_prev_state` says which version the copy is of.
// A later migration that adds a column to one of the four live tables adds it to its `season_prev_*` copy too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE season_stage (
      stage_id serial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      operator_name text NOT NULL,
      file text NOT NULL,
      kind text NOT NULL DEFAULT '',
      status text NOT NULL,
      report jsonb NOT NULL,
      rows jsonb NOT NULL DEFAULT '[]'::jsonb,
      published_version text
    )`.execute(db);
  for (const t of ['college', 'major', 'rank', 'unit']) {
    await sql`CREATE TABLE ${sql.raw(`season_prev_${t}`)} (LIKE ${sql.raw(`season_${t}`)})`.execute(db);
  }
  await sql`
    CREATE TABLE season_prev_state (
      id integer PRIMARY KEY CHECK (id = 1),
      version text NOT NULL,
      stage_id integer,
      saved_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS season_prev_state`.execute(db);
  for (const t of ['college', 'major', 'rank', 'unit']) await sql`DROP TABLE IF EXISTS ${sql.raw(`season_prev_${t}`)}`.execute(db);
  await sql`DROP TABLE IF EXISTS season_stage`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * The parts of one file's import that arrived before its last part (plans/handlers.ts `importResultData`): the spec
 * sends an import 100 rows a request, and a file lands whole or not at all, so each part is checked and kept here, and
 * the last part writes every row of the file in one transaction and drops its parts. `seq` is the number of the file's
 * rows kept before the part (its place in the file); `items` the part's rows as sent (JSON). A part left by a client
 * that stopped is dropped after an hour, or by the next import of the plan's member with the same id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE import_stage (
      volunteer_id integer NOT NULL REFERENCES volunteer (volunteer_id) ON DELETE CASCADE,
      import_id text NOT NULL,
      seq integer NOT NULL,
      items text NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (volunteer_id, import_id, seq)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS import_stage`.execute(db);
}

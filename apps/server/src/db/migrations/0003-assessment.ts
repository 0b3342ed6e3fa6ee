import { sql, type Kysely } from 'kysely';

// Assessment results (MBTI, Holland) per member: the answers as given and the type computed by the server.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE assessment (
      assessment_id serial PRIMARY KEY,
      memberuser_id integer NOT NULL REFERENCES member_user (memberuser_id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('mbti', 'holland')),
      answers text NOT NULL,
      result_type text NOT NULL,
      scores text NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX assessment_user ON assessment (memberuser_id, kind, assessment_id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS assessment`.execute(db);
}

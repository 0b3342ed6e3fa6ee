import { sql, type Kysely } from 'kysely';

// Provenance of the season's real numbers (issue 27): each admission line and each 一分一段 row names the publication
// it comes from (`source_id`, a row of ../shared/data/real-national/sources.csv), and a line's 位次 says whether the
// authority published it (`min_rank_basis`: official | from-rank-table | ''). Nullable: demo rows and rows imported
// from files without these columns have none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE season_unit ADD COLUMN source_id text, ADD COLUMN min_rank_basis text`.execute(db);
  await sql`ALTER TABLE season_rank ADD COLUMN source_id text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE season_rank DROP COLUMN IF EXISTS source_id`.execute(db);
  await sql`ALTER TABLE season_unit DROP COLUMN IF EXISTS source_id, DROP COLUMN IF EXISTS min_rank_basis`.execute(db);
}

import type { Kysely } from 'kysely';

// Season data: provinces, colleges, majors, rank tables, plans and admissions. Owned by src/season.
export async function up(_db: Kysely<unknown>): Promise<void> {}
export async function down(_db: Kysely<unknown>): Promise<void> {}

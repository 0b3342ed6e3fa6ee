import type { Kysely } from 'kysely';

// User data: accounts, sessions, plans, wish lists, settings, shell content. Owned by the server.
export async function up(_db: Kysely<unknown>): Promise<void> {}
export async function down(_db: Kysely<unknown>): Promise<void> {}

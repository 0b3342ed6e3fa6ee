import { sql, type Kysely } from 'kysely';

/**
 * Cross-instance cache invalidation on PostgreSQL (db/cache-bus.ts): every committed write to a table whose rows
 * instances keep in memory (sessions, members, plans, wish lists, saved filters) sends
 * `NOTIFY gaokao_cache, '<table>:<memberuser_id>'`. PostgreSQL delivers it when the writing transaction commits, to
 * every instance listening on the database, in commit order; identical payloads of one transaction are sent once.
 * A row whose member cannot be found (a cascade that already removed the plan) and TRUNCATE send `<table>:*`.
 *
 * The embedded engine has one writer (its locked directory) and watches writes in process (db/write-watch.ts), so it
 * gets no triggers.
 */
export const CACHE_CHANNEL = 'gaokao_cache';

const BY_MEMBER = ['member_user', 'member_session', 'volunteer'] as const;
const BY_PLAN = ['volunteer_result', 'volunteer_screen'] as const;

async function embedded(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ v: string }>`SELECT version() AS v`.execute(db);
  return /wasm|PGlite/i.test(rows[0]?.v ?? '');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (await embedded(db)) return;
  await sql`
    CREATE FUNCTION gaokao_cache_notify_member() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE r record;
    BEGIN
      IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
      PERFORM pg_notify('${sql.raw(CACHE_CHANNEL)}', TG_TABLE_NAME || ':' || r.memberuser_id);
      IF TG_OP = 'UPDATE' AND OLD.memberuser_id IS DISTINCT FROM NEW.memberuser_id THEN
        PERFORM pg_notify('${sql.raw(CACHE_CHANNEL)}', TG_TABLE_NAME || ':' || OLD.memberuser_id);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION gaokao_cache_notify_plan() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE r record; m integer;
    BEGIN
      IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
      SELECT memberuser_id INTO m FROM volunteer WHERE volunteer_id = r.volunteer_id;
      PERFORM pg_notify('${sql.raw(CACHE_CHANNEL)}', TG_TABLE_NAME || ':' || coalesce(m::text, '*'));
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE FUNCTION gaokao_cache_notify_table() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('${sql.raw(CACHE_CHANNEL)}', TG_TABLE_NAME || ':*');
      RETURN NULL;
    END $$`.execute(db);
  for (const t of [...BY_MEMBER, ...BY_PLAN]) {
    const fn = (BY_MEMBER as readonly string[]).includes(t) ? 'gaokao_cache_notify_member' : 'gaokao_cache_notify_plan';
    await sql`CREATE TRIGGER ${sql.raw(`${t}_cache_notify`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(t)} FOR EACH ROW EXECUTE FUNCTION ${sql.raw(fn)}()`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${t}_cache_truncate`)} AFTER TRUNCATE ON ${sql.table(t)} FOR EACH STATEMENT EXECUTE FUNCTION gaokao_cache_notify_table()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (await embedded(db)) return;
  for (const t of [...BY_MEMBER, ...BY_PLAN]) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${t}_cache_notify`)} ON ${sql.table(t)}`.execute(db);
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${t}_cache_truncate`)} ON ${sql.table(t)}`.execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS gaokao_cache_notify_member(), gaokao_cache_notify_plan(), gaokao_cache_notify_table()`.execute(db);
}

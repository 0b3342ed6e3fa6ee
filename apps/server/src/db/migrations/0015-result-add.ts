import { sql, type Kysely } from 'kysely';

/**
 * The wish-list add in one statement (plans/handlers.ts `resultAdd`, issue 31):
 *
 *   INSERT INTO volunteer_result (…) SELECT … FROM gaokao_result_slot(plan, member, code, specialty_code, max) s
 *   WHERE s > 0 RETURNING *
 *
 * `gaokao_result_slot` locks the plan row (the member's own: else -1), then — a VOLATILE function takes a fresh
 * snapshot for each query it runs, so it sees every add committed before it got the lock — answers the sort id after
 * the list's last row, or -2 when the unit is on the list already, -3 when the list holds `max` rows. The lock is held
 * until the statement's transaction ends, so two adds to one plan at once are placed one after the other and never
 * pass the form's size, as the transaction of the other adds (lock, read the list, insert) guarantees.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION gaokao_result_slot(p_volunteer integer, p_member integer, p_code text, p_specialty text, p_max integer)
    RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
      n integer;
      m integer;
      dup boolean;
    BEGIN
      PERFORM 1 FROM volunteer WHERE volunteer_id = p_volunteer AND memberuser_id = p_member FOR UPDATE;
      IF NOT FOUND THEN
        RETURN -1;
      END IF;
      SELECT count(*), coalesce(max(sort_id), 0), coalesce(bool_or(code = p_code AND specialty_code = p_specialty), false)
        INTO n, m, dup FROM volunteer_result WHERE volunteer_id = p_volunteer;
      IF dup THEN
        RETURN -2;
      END IF;
      IF n >= p_max THEN
        RETURN -3;
      END IF;
      RETURN m + 1;
    END
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP FUNCTION IF EXISTS gaokao_result_slot(integer, integer, text, text, integer)`.execute(db);
}

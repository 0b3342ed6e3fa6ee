import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { VolunteerResultRow } from 'gaokao-contract';
import { normalizeSubjectGroup } from 'gaokao-domain';
import type { Database } from '../db/types';
import type { VolunteerResultTable, VolunteerTable } from '../db/core-tables';

/** The database or a transaction on it: every query below runs on either. */
export type Db = Kysely<Database> | Transaction<Database>;
export type PlanRow = Selectable<VolunteerTable>;
export type ResultDbRow = Selectable<VolunteerResultTable>;
/** A wish-list row to insert: the plan and the sort id come from the caller. */
export type NewResultRow = Omit<Insertable<VolunteerResultTable>, 'volunteer_result_id'>;
/** The plan fields a handler writes (never its id, owner or rows). */
export type PlanPatch = Partial<
  Pick<PlanRow, 'province' | 'score' | 'batch' | 'subject' | 'group_d' | 'name' | 'sex' | 'title' | 'seniorHighSchool' | 'paiming' | 'xiangtong'>
>;

/** Locks the user's row until the transaction ends: two first smart-fills of one user run one after the other. */
export async function lockUser(trx: Transaction<Database>, memberuserId: number): Promise<void> {
  await trx.selectFrom('member_user').select('memberuser_id').where('memberuser_id', '=', memberuserId).forUpdate().execute();
}

/** Creates the user's plan and returns it. */
export async function insertPlan(db: Db, plan: Insertable<VolunteerTable>): Promise<PlanRow> {
  return db.insertInto('volunteer').values(plan).returningAll().executeTakeFirstOrThrow();
}

/** Writes the plan's fields (and its update time) and returns the plan; never touches its rows. */
export async function updatePlan(db: Db, volunteerId: number, patch: PlanPatch): Promise<PlanRow> {
  return db
    .updateTable('volunteer')
    .set({ ...patch, update_time: sql<Date>`now()` })
    .where('volunteer_id', '=', volunteerId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets the plan's highlight flag (isgao, 0 or 1). */
export async function setPlanHighlight(db: Db, volunteerId: number, isgao: number): Promise<void> {
  await db.updateTable('volunteer').set({ isgao }).where('volunteer_id', '=', volunteerId).execute();
}

/** The caller's plan by id; undefined for a missing id and for another user's id alike. */
export async function findPlan(db: Db, memberuserId: number, volunteerId: number, forUpdate = false): Promise<PlanRow | undefined> {
  let q = db.selectFrom('volunteer').selectAll().where('volunteer_id', '=', volunteerId).where('memberuser_id', '=', memberuserId);
  if (forUpdate) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The user's plan (one per user: the newest). */
export async function findUserPlan(db: Db, memberuserId: number): Promise<PlanRow | undefined> {
  return db.selectFrom('volunteer').selectAll().where('memberuser_id', '=', memberuserId).orderBy('volunteer_id', 'desc').executeTakeFirst();
}

/** The caller's result row by id (joined through its plan); undefined for another user's row. */
export async function findResult(db: Db, memberuserId: number, resultId: number) {
  return db
    .selectFrom('volunteer_result')
    .innerJoin('volunteer', 'volunteer.volunteer_id', 'volunteer_result.volunteer_id')
    .selectAll('volunteer_result')
    .where('volunteer_result.volunteer_result_id', '=', resultId)
    .where('volunteer.memberuser_id', '=', memberuserId)
    .executeTakeFirst();
}

/** The plan's rows in list order (sort id, then insertion). */
export async function listResults(db: Db, volunteerId: number): Promise<ResultDbRow[]> {
  return db
    .selectFrom('volunteer_result')
    .selectAll()
    .where('volunteer_id', '=', volunteerId)
    .orderBy('sort_id')
    .orderBy('volunteer_result_id')
    .execute();
}

/** The number of rows on the plan's list. */
export async function countResults(db: Db, volunteerId: number): Promise<number> {
  const r = await db
    .selectFrom('volunteer_result')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('volunteer_id', '=', volunteerId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The unit and sort id of every row on the plan's list, in no particular order. */
export async function listResultUnits(db: Db, volunteerId: number): Promise<{ code: string; specialty_code: string; sort_id: number }[]> {
  return db.selectFrom('volunteer_result').select(['code', 'specialty_code', 'sort_id']).where('volunteer_id', '=', volunteerId).execute();
}

/**
 * Inserts the rows in one statement (all or none) and returns their ids in the order of the rows (RETURNING's order
 * is not promised by SQL, so they are put back in sort-id order).
 */
export async function insertResults(db: Db, rows: NewResultRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insertInto('volunteer_result').values(rows).returning(['volunteer_result_id', 'sort_id']).execute();
  return inserted.sort((x, y) => x.sort_id - y.sort_id).map((x) => x.volunteer_result_id);
}

/**
 * Adds one row at the end of the member's plan in one statement (migration 0015 `gaokao_result_slot`: the plan row
 * locked, the list read after the lock), unless the plan is not the member's, the unit is on the list already or the
 * list holds `max` rows: then nothing is written and undefined is answered.
 */
export async function insertResultIfRoom(
  db: Db,
  memberuserId: number,
  max: number,
  r: { volunteer_id: number; code: string; specialty_code: string; collegeName: string; specialty_title: string; snapshot: string },
): Promise<ResultDbRow | undefined> {
  const res = await sql<ResultDbRow>`
    INSERT INTO volunteer_result (volunteer_id, sort_id, code, specialty_code, "collegeName", specialty_title, snapshot)
    SELECT ${r.volunteer_id}, s, ${r.code}, ${r.specialty_code}, ${r.collegeName}, ${r.specialty_title}, ${r.snapshot}
      FROM gaokao_result_slot(${r.volunteer_id}, ${memberuserId}, ${r.code}, ${r.specialty_code}, ${max}) AS s
     WHERE s > 0
    RETURNING *`.execute(db);
  return res.rows[0];
}

/** Of the given row ids, those on a plan of the user, with their plan. */
export async function findOwnedResults(db: Db, memberuserId: number, resultIds: number[]): Promise<{ volunteer_result_id: number; volunteer_id: number }[]> {
  return db
    .selectFrom('volunteer_result')
    .innerJoin('volunteer', 'volunteer.volunteer_id', 'volunteer_result.volunteer_id')
    .select(['volunteer_result.volunteer_result_id', 'volunteer_result.volunteer_id'])
    .where('volunteer_result.volunteer_result_id', 'in', resultIds)
    .where('volunteer.memberuser_id', '=', memberuserId)
    .execute();
}

/** Moves one row to the sort id given (the caller renumbers the list afterwards). */
export async function setResultSort(db: Db, resultId: number, sortId: number): Promise<void> {
  await db.updateTable('volunteer_result').set({ sort_id: sortId }).where('volunteer_result_id', '=', resultId).execute();
}

/** Replaces a row's user edits (the `ext` JSON object). */
export async function setResultExt(db: Db, resultId: number, ext: Record<string, unknown>): Promise<void> {
  await db.updateTable('volunteer_result').set({ ext: JSON.stringify(ext) }).where('volunteer_result_id', '=', resultId).execute();
}

/** Deletes one row by id. */
export async function deleteResult(db: Db, resultId: number): Promise<void> {
  await db.deleteFrom('volunteer_result').where('volunteer_result_id', '=', resultId).execute();
}

/** Deletes the plan's row of a unit (college code + major code); returns how many rows went (0 or 1). */
export async function deleteResultOfUnit(db: Db, volunteerId: number, code: string, specialtyCode: string): Promise<number> {
  const del = await db
    .deleteFrom('volunteer_result')
    .where('volunteer_id', '=', volunteerId)
    .where('code', '=', code)
    .where('specialty_code', '=', specialtyCode)
    .executeTakeFirst();
  return Number(del.numDeletedRows);
}

/** Deletes every row of the plan's list. */
export async function deleteResults(db: Db, volunteerId: number): Promise<void> {
  await db.deleteFrom('volunteer_result').where('volunteer_id', '=', volunteerId).execute();
}

/** The plan's saved filters (name → JSON text). */
export async function listScreens(db: Db, volunteerId: number): Promise<{ name: string; value: string }[]> {
  return db.selectFrom('volunteer_screen').select(['name', 'value']).where('volunteer_id', '=', volunteerId).execute();
}

/** Saves one of the plan's filters by name, replacing the saved value. */
export async function saveScreen(db: Db, volunteerId: number, name: string, value: string): Promise<void> {
  await db
    .insertInto('volunteer_screen')
    .values({ volunteer_id: volunteerId, name, value })
    .onConflict((oc) => oc.columns(['volunteer_id', 'name']).doUpdateSet({ value, update_time: sql<Date>`now()` }))
    .execute();
}

/** Sort ids back to 1..n in the current order (after a delete or a partial reorder). */
export async function renumberResults(db: Db, volunteerId: number): Promise<void> {
  await sql`
    UPDATE volunteer_result AS r SET sort_id = x.rn
    FROM (SELECT volunteer_result_id, row_number() OVER (ORDER BY sort_id, volunteer_result_id) AS rn
          FROM volunteer_result WHERE volunteer_id = ${volunteerId}) AS x
    WHERE r.volunteer_result_id = x.volunteer_result_id AND r.sort_id <> x.rn`.execute(db);
}

function parseJson(s: unknown): Record<string, unknown> {
  if (typeof s !== 'string') return {};
  try {
    const v = JSON.parse(s) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The wire row: season snapshot, then the user's edits, then identity and state (which always win). */
export function toWireRow(r: ResultDbRow): VolunteerResultRow {
  return {
    ...parseJson(r.snapshot),
    ...parseJson(r.ext),
    volunteer_result_id: r.volunteer_result_id,
    volunteer_id: r.volunteer_id,
    sort_id: r.sort_id,
    code: r.code,
    specialty_code: r.specialty_code,
    collegeName: r.collegeName,
    specialty_title: r.specialty_title,
    is_result: 1,
  };
}

export function planWire(p: PlanRow) {
  return {
    volunteer_id: p.volunteer_id,
    name: p.name,
    title: p.title,
    sex: p.sex,
    province: p.province,
    batch: p.batch,
    score: p.score,
    paiming: p.paiming,
    zpaiming: p.zpaiming,
    xiangtong: p.xiangtong,
    subject: p.subject,
    // Plans saved before groups were normalised may hold the label (物理科目组合): answer the group's name.
    group_d: normalizeSubjectGroup(p.group_d) ?? p.group_d,
    seniorHighSchool: p.seniorHighSchool,
    isgao: p.isgao,
  };
}

/** The rows of an import's parts kept so far (migration 0017), in the file's order. */
export async function stagedImport(db: Db, volunteerId: number, importId: string): Promise<unknown[]> {
  const parts = await db.selectFrom('import_stage').select('items').where('volunteer_id', '=', volunteerId).where('import_id', '=', importId).orderBy('seq').execute();
  return parts.flatMap((p) => JSON.parse(p.items) as unknown[]);
}

export async function stageImport(db: Db, volunteerId: number, importId: string, seq: number, items: readonly unknown[]): Promise<void> {
  await db.insertInto('import_stage').values({ volunteer_id: volunteerId, import_id: importId, seq, items: JSON.stringify(items) }).execute();
}

/** Drops an import's kept parts, and any part older than an hour (a client that stopped half way). */
export async function dropImport(db: Db, volunteerId: number, importId: string): Promise<void> {
  await db.deleteFrom('import_stage').where((eb) => eb.or([eb.and([eb('volunteer_id', '=', volunteerId), eb('import_id', '=', importId)]), eb('create_time', '<', sql<Date>`now() - interval '1 hour'`)])).execute();
}

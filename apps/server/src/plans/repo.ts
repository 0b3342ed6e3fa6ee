import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { VolunteerResultRow } from 'gaokao-contract';
import { normalizeSubjectGroup } from 'gaokao-domain';
import type { Database } from '../db/types';
import type { VolunteerResultTable, VolunteerTable } from '../db/core-tables';

type Db = Kysely<Database> | Transaction<Database>;
export type PlanRow = Selectable<VolunteerTable>;
export type ResultDbRow = Selectable<VolunteerResultTable>;

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

export async function listResults(db: Db, volunteerId: number): Promise<ResultDbRow[]> {
  return db
    .selectFrom('volunteer_result')
    .selectAll()
    .where('volunteer_id', '=', volunteerId)
    .orderBy('sort_id')
    .orderBy('volunteer_result_id')
    .execute();
}

export async function countResults(db: Db, volunteerId: number): Promise<number> {
  const r = await db
    .selectFrom('volunteer_result')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('volunteer_id', '=', volunteerId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
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

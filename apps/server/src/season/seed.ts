import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { SeasonDataset } from './dataset';

type Db = Kysely<Database> | Transaction<Database>;

/** Rows per statement: one jsonb parameter per chunk keeps PGlite's parser out of the hot path (no 60k-parameter lists). */
const CHUNK = 5000;

const UNIT_COLS = [
  'province', 'year', 'batch', 'group_d', 'code', 'group_code', 'specialty_code', 'collegeName', 'specialty_title', 'the_second',
  'major_remark', 'planned_number', 'schooling_length', 'tuition_fee', 'max_score', 'min_score', 'avg_score', 'min_rank', 'admitted',
  'zhengji1', 'zhengji2', 'source_id', 'min_rank_basis',
] as const;

export const TABLE_COLUMNS = {
  season_province: { cols: ['name', 'initial', 'sort_no', 'reform'], key: ['name'] },
  season_college: {
    cols: ['collegeName', 'college_code', 'collegeProvince', 'collegeCity', 'collegeLevel', 'collegeNature', 'collegeType', 'collegeAdmin', 'info'],
    key: ['collegeName'],
  },
  season_major: { cols: ['cengci', 'major_code', 'major_name', 'subject', 'majors', 'info'], key: ['cengci', 'major_code'] },
  season_rank: { cols: ['province', 'year', 'group_d', 'score', 'count', 'cumulative', 'source_id'], key: ['province', 'year', 'group_d', 'score'] },
  season_batch_line: {
    cols: ['province', 'year', 'group_d', 'strong_basi', 'undergraduate_line', 'specialist_line'],
    key: ['province', 'year', 'group_d'],
  },
  season_unit: { cols: [...UNIT_COLS], key: ['province', 'year', 'batch', 'group_d', 'code', 'group_code', 'specialty_code'] },
  season_content: { cols: ['kind', 'key', 'sort_no', 'body'], key: ['kind', 'key'] },
} as const;
export type SeasonTableName = keyof typeof TABLE_COLUMNS;

const q = (c: string) => `"${c}"`;

/**
 * Upserts rows on the table's natural key. `update` lists the columns a conflict overwrites (default: every non-key
 * column); an importer of admissions passes only the admission columns so a plan imported earlier keeps its fields.
 */
export async function upsertRows(
  db: Db,
  table: SeasonTableName,
  rows: readonly object[],
  update?: readonly string[],
  onChunk?: (done: number) => void,
  idColumn?: string,
): Promise<void> {
  const def = TABLE_COLUMNS[table];
  const cols = idColumn ? [idColumn, ...(def.cols as readonly string[])] : (def.cols as readonly string[]);
  const keys = def.key as readonly string[];
  const upd = (update ?? cols.filter((c) => !keys.includes(c))).filter((c) => !keys.includes(c));
  const colList = cols.map(q).join(', ');
  const conflict =
    upd.length > 0
      ? `ON CONFLICT (${keys.map(q).join(', ')}) DO UPDATE SET ${upd.map((c) => `${q(c)} = EXCLUDED.${q(c)}`).join(', ')}`
      : `ON CONFLICT (${keys.map(q).join(', ')}) DO NOTHING`;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const json = JSON.stringify(chunk);
    await sql`INSERT INTO ${sql.raw(table)} (${sql.raw(colList)}) SELECT ${sql.raw(colList)} FROM jsonb_populate_recordset(NULL::${sql.raw(table)}, ${json}::jsonb) ${sql.raw(conflict)}`.execute(db);
    onChunk?.(Math.min(rows.length, i + CHUNK));
  }
}

/**
 * Writes a whole data set (first start) with ids 1..n, so the caller can build its indexes from the rows in memory
 * instead of reading them back. Statement by statement rather than one transaction, so requests for user data can run
 * in between on the single-connection embedded engine; the `dataset` marker is written last, and a start that finds
 * no marker truncates whatever a cut-off seed left and seeds again.
 */
export async function seedDataset(db: Kysely<Database>, ds: SeasonDataset): Promise<void> {
  await sql`TRUNCATE season_province, season_college, season_major, season_rank, season_batch_line, season_unit, season_content RESTART IDENTITY`.execute(db);
  await upsertRows(db, 'season_province', ds.provinces);
  await upsertRows(db, 'season_college', ds.colleges.map((c, i) => ({ collegiate_id: i + 1, ...c })), undefined, undefined, 'collegiate_id');
  await upsertRows(db, 'season_major', ds.majors.map((m, i) => ({ mojor_id: i + 1, ...m })), undefined, undefined, 'mojor_id');
  await upsertRows(db, 'season_rank', ds.ranks);
  await upsertRows(db, 'season_batch_line', ds.lines);
  await upsertRows(db, 'season_unit', ds.units.map((u, i) => ({ unit_id: i + 1, ...u })), undefined, undefined, 'unit_id');
  await upsertRows(db, 'season_content', ds.content);
  for (const [t, c] of [['season_college', 'collegiate_id'], ['season_major', 'mojor_id'], ['season_unit', 'unit_id']] as const) {
    await sql`SELECT setval(pg_get_serial_sequence(${t}, ${c}), GREATEST(1, (SELECT coalesce(max(${sql.ref(c)}), 0) FROM ${sql.table(t)})))`.execute(db);
  }
  await db.transaction().execute(async (trx) => {
    await setMeta(trx, 'dataset', ds.dataset);
    await setMeta(trx, 'real_scopes', JSON.stringify(ds.realScopes ?? { units: [], ranks: [] }));
    await setMeta(trx, 'provenance', JSON.stringify(ds.provenance ?? { publications: [], lineSources: {} }));
    if (ds.planYear) await setMeta(trx, 'plan_year', String(ds.planYear));
    await bumpVersion(trx);
  });
}

export async function setMeta(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('season_meta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Every write to season data bumps `version`; running servers poll it and rebuild their indexes. */
export async function bumpVersion(db: Db): Promise<void> {
  await sql`INSERT INTO season_meta (key, value) VALUES ('version', '1')
            ON CONFLICT (key) DO UPDATE SET value = (season_meta.value::int + 1)::text`.execute(db);
}

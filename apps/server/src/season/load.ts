import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';
import type { CollegeRow, ContentRow, MajorRow, ProvinceRow, RankRow, BatchLineRow, UnitRow, SeasonDataset } from './dataset';

/** A data set as stored: the rows with their database ids. */
export interface StoredRows {
  meta: Map<string, string>;
  provinces: ProvinceRow[];
  colleges: (CollegeRow & { collegiate_id: number })[];
  majors: (MajorRow & { mojor_id: number })[];
  ranks: RankRow[];
  lines: BatchLineRow[];
  units: (UnitRow & { unit_id: number })[];
  content: ContentRow[];
}

const CHUNK = 60000;

/**
 * Reads a table as JSON arrays, CHUNK rows per statement: one text value per chunk instead of a protocol row per
 * record, which is what makes the first read of 200k rows take seconds rather than tens of seconds on PGlite.
 */
async function readTable<T>(db: Kysely<Database>, table: string, cols: readonly string[], order: string, make?: (a: unknown[]) => T): Promise<T[]> {
  const out: T[] = [];
  const list = cols.map((c) => `"${c}"`).join(', ');
  for (let offset = 0; ; offset += CHUNK) {
    const r = await sql<{ j: string | null }>`SELECT json_agg(json_build_array(${sql.raw(list)}))::text AS j FROM (SELECT ${sql.raw(list)} FROM ${sql.raw(table)} ORDER BY ${sql.raw(order)} LIMIT ${CHUNK} OFFSET ${offset}) t`.execute(db);
    const j = r.rows[0]?.j;
    if (!j) break;
    const arrays = JSON.parse(j) as unknown[][];
    if (make) {
      for (const a of arrays) out.push(make(a));
      if (arrays.length < CHUNK) break;
      continue;
    }
    for (const a of arrays) {
      const o: Record<string, unknown> = {};
      cols.forEach((c, i) => (o[c] = a[i]));
      out.push(o as T);
    }
    if (arrays.length < CHUNK) break;
  }
  return out;
}

export const UNIT_READ_COLS = [
  'unit_id', 'province', 'year', 'batch', 'group_d', 'code', 'group_code', 'specialty_code', 'collegeName', 'specialty_title', 'the_second',
  'major_remark', 'planned_number', 'schooling_length', 'tuition_fee', 'max_score', 'min_score', 'avg_score', 'min_rank', 'admitted',
  'zhengji1', 'zhengji2', 'source_id', 'min_rank_basis',
] as const;

type StoredUnitRow = UnitRow & { unit_id: number };

/**
 * A unit row from its stored array (UNIT_READ_COLS order), written as one object literal: V8 keeps such an object's
 * 24 fields in place, where fields added one by one under computed names turn it into a hash table past the twelfth
 * (about 1.9 KB a row instead of a few hundred bytes, and slower to read in the index build).
 */
export function unitOf(a: unknown[]): StoredUnitRow {
  return {
    unit_id: a[0],
    province: a[1],
    year: a[2],
    batch: a[3],
    group_d: a[4],
    code: a[5],
    group_code: a[6],
    specialty_code: a[7],
    collegeName: a[8],
    specialty_title: a[9],
    the_second: a[10],
    major_remark: a[11],
    planned_number: a[12],
    schooling_length: a[13],
    tuition_fee: a[14],
    max_score: a[15],
    min_score: a[16],
    avg_score: a[17],
    min_rank: a[18],
    admitted: a[19],
    zhengji1: a[20],
    zhengji2: a[21],
    source_id: a[22],
    min_rank_basis: a[23],
  } as StoredUnitRow;
}

export async function loadAll(db: Kysely<Database>): Promise<StoredRows> {
  const [meta, provinces, colleges, majors, ranks, lines, units, content] = await Promise.all([
    db.selectFrom('season_meta').selectAll().execute(),
    readTable<ProvinceRow>(db, 'season_province', ['name', 'initial', 'sort_no', 'reform'], 'sort_no'),
    readTable<CollegeRow & { collegiate_id: number }>(
      db,
      'season_college',
      ['collegiate_id', 'collegeName', 'college_code', 'collegeProvince', 'collegeCity', 'collegeLevel', 'collegeNature', 'collegeType', 'collegeAdmin', 'info'],
      'collegiate_id',
    ),
    readTable<MajorRow & { mojor_id: number }>(db, 'season_major', ['mojor_id', 'cengci', 'major_code', 'major_name', 'subject', 'majors', 'info'], 'mojor_id'),
    readTable<RankRow>(db, 'season_rank', ['province', 'year', 'group_d', 'score', 'count', 'cumulative', 'source_id'], 'province, year, group_d, score DESC'),
    readTable<BatchLineRow>(db, 'season_batch_line', ['province', 'year', 'group_d', 'strong_basi', 'undergraduate_line', 'specialist_line'], 'province, year, group_d'),
    readTable<StoredUnitRow>(db, 'season_unit', UNIT_READ_COLS, 'unit_id', unitOf),
    readTable<ContentRow>(db, 'season_content', ['kind', 'key', 'sort_no', 'body'], 'kind, sort_no, key'),
  ]);
  return { meta: new Map(meta.map((m) => [m.key, m.value])), provinces, colleges, majors, ranks, lines, units, content };
}

/** The rows of a freshly seeded data set, with the ids seedDataset gave them. */
export function storedFromDataset(ds: SeasonDataset, version: string): StoredRows {
  return {
    meta: new Map([
      ['dataset', ds.dataset],
      ['version', version],
      ['real_scopes', JSON.stringify(ds.realScopes ?? { units: [], ranks: [] })],
      ['provenance', JSON.stringify(ds.provenance ?? { publications: [], lineSources: {} })],
      ...(ds.planYear ? [['plan_year', String(ds.planYear)] as [string, string]] : []),
    ]),
    provinces: ds.provinces,
    colleges: ds.colleges.map((c, i) => ({ collegiate_id: i + 1, ...c })),
    majors: ds.majors.map((m, i) => ({ mojor_id: i + 1, ...m })),
    ranks: ds.ranks,
    lines: ds.lines,
    units: ds.units.map((u, i) => ({ unit_id: i + 1, ...u })),
    content: ds.content,
  };
}

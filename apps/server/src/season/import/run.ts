import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { assessmentContentRows } from '../../assessments/content';
import { bumpVersion, setMeta, upsertRows, type SeasonTableName } from '../seed';
import { PROVINCES } from '../demo/words';
import { separateGroupColleges, type ListedCollege } from './group-codes';
import { readSheet, SUPPORTED, type Sheet, type SheetRow } from './read';
import { ADMISSION_UPDATE, PLAN_UPDATE, REQUIRED_COLUMNS, RowError, detectKind, readAdmission, readCollege, readMajor, readPlan, readRank, type Kind } from './kinds';

export { RowError };

export interface FileResult {
  file: string;
  kind: Kind;
  rows: number;
  /** Rows that repeated a natural key inside the file (the later one wins). */
  duplicates: number;
  /** Implausible optional values that were dropped (file, line, field named). */
  warnings: string[];
  ms: number;
}

export interface ImportOptions {
  /** Keep the demo set instead of replacing it with the imported data. */
  keepDemo?: boolean;
  onProgress?: (p: { file: string; done: number; total: number }) => void;
  log?: (line: string) => void;
}

const ORDER: Kind[] = ['colleges', 'majors', 'rank-tables', 'admissions', 'plans'];

/** The files of the given paths (folders: their .csv/.xlsx/.xls files), in dependency order. */
export function collectSheets(paths: string[]): { sheet: Sheet; kind: Kind }[] {
  const files: string[] = [];
  for (const p of paths) {
    if (!fs.existsSync(p)) throw new Error(`找不到文件或目录：${p}`);
    if (fs.statSync(p).isDirectory()) {
      for (const f of fs.readdirSync(p).sort()) if (SUPPORTED.includes(path.extname(f).toLowerCase())) files.push(path.join(p, f));
    } else files.push(p);
  }
  const out = files.map((f) => {
    const sheet = readSheet(f);
    return { sheet, kind: kindOfSheet(sheet) };
  });
  return out.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
}

/** Which import a sheet is, from its header; a header that is no import, or lacks a required column, is refused. */
export function kindOfSheet(sheet: Sheet): Kind {
  const kind = detectKind(sheet.header);
  const name = path.basename(sheet.file);
  if (!kind) throw new Error(`${name}：无法识别的表头（${sheet.header.join(',')}）`);
  for (const col of REQUIRED_COLUMNS[kind]) if (!sheet.header.includes(col)) throw new RowError(name, 1, col, '表头缺少该列');
  return kind;
}

/** The fields natural keys are made of; every row type of the import has some of them. */
export type KeyFields = Partial<Record<'collegeName' | 'cengci' | 'major_code' | 'province' | 'year' | 'group_d' | 'score' | 'batch' | 'code' | 'group_code' | 'specialty_code', unknown>>;

export function keyOf(kind: Kind, r: KeyFields): string {
  switch (kind) {
    case 'colleges':
      return String(r.collegeName);
    case 'majors':
      return `${r.cengci}|${r.major_code}`;
    case 'rank-tables':
      return `${r.province}|${r.year}|${r.group_d}|${r.score}`;
    default:
      return `${r.province}|${r.year}|${r.batch}|${r.group_d}|${r.code}|${r.group_code}|${r.specialty_code}`;
  }
}

const TABLE: Record<Kind, SeasonTableName> = {
  colleges: 'season_college',
  majors: 'season_major',
  'rank-tables': 'season_rank',
  admissions: 'season_unit',
  plans: 'season_unit',
};

/**
 * `season_content` kinds that are reference content rather than part of a data set (no import file carries them):
 * the MBTI and Holland banks and report texts, the filling timetables and the about text. The first import keeps them
 * and removes the rest (world top 1000, military schools), which were generated over the set it replaces.
 */
export const REFERENCE_CONTENT_KINDS = ['mbti_question', 'mbti_result', 'holland_question', 'holland_result', 'timetable', 'about'];

/** A file's rows as validated: natural keys unique (the later row wins). */
export interface ParsedFile {
  name: string;
  kind: Kind;
  rows: KeyFields[];
  duplicates: number;
  warnings: string[];
}

/**
 * Reads and validates every row of the sheets with the importer's readers. Without `collect` the first bad row throws
 * (the command line's behaviour: nothing of the file lands); with it, each bad row is handed over and left out, so a
 * report can name them all. `listed` (the institution list 专业组 codes are resolved against) grows by the colleges read.
 */
export function parseSheets(sheets: { sheet: Sheet; kind: Kind }[], listed: ListedCollege[], collect?: (e: RowError) => void): ParsedFile[] {
  return sheets.map(({ sheet, kind }) => {
    const name = path.basename(sheet.file);
    const readers: Record<Kind, (file: string, row: SheetRow, warn: (w: string) => void) => KeyFields> = {
      colleges: readCollege,
      majors: readMajor,
      'rank-tables': readRank,
      admissions: readAdmission,
      plans: readPlan,
    };
    const byKey = new Map<string, KeyFields>();
    const warnings: string[] = [];
    const warn = (w: string) => warnings.push(w);
    let skipped = 0;
    const each = <T>(read: (row: SheetRow) => T): T[] => {
      const out: T[] = [];
      for (const row of sheet.rows) {
        try {
          out.push(read(row));
        } catch (e) {
          if (!collect || !(e instanceof RowError)) throw e;
          collect(e);
          skipped++;
        }
      }
      return out;
    };
    let rows: readonly KeyFields[];
    if (kind === 'colleges') {
      const colleges = each((row) => readCollege(name, row));
      listed.push(...colleges);
      rows = colleges;
    } else if (kind === 'admissions') {
      // Two colleges of a form written with one institution code keep a unit code each (see separateGroupColleges).
      rows = separateGroupColleges(each((row) => readAdmission(name, row, warn)), listed).units;
    } else rows = each((row) => readers[kind](name, row, warn));
    for (const r of rows) byKey.set(keyOf(kind, r), r);
    return { name, kind, rows: [...byKey.values()], duplicates: sheet.rows.length - skipped - byKey.size, warnings };
  });
}

/**
 * Imports files: every row is validated first (a bad row names file, line and field and nothing of that file is
 * written), then the file is upserted on natural keys in one transaction, and season_meta.version is bumped so a
 * running server rebuilds its indexes. The first import into a database that holds the demo set removes the demo
 * set (unless keepDemo): real and generated rows are never mixed.
 */
export async function importPaths(db: Kysely<Database>, paths: string[], opts: ImportOptions = {}): Promise<FileResult[]> {
  const sheets = collectSheets(paths);
  // The institution list the 专业组 rows' shared codes are resolved against: the database's, then this import's.
  const listed: ListedCollege[] = await db.selectFrom('season_college').select(['collegeName', 'college_code']).execute();
  // Validate everything before touching the database.
  const parsed = parseSheets(sheets, listed);

  const marker = await db.selectFrom('season_meta').select('value').where('key', '=', 'dataset').executeTakeFirst();
  if (marker?.value !== 'real' && !opts.keepDemo) {
    await db.transaction().execute(async (trx) => {
      if (marker) {
        opts.log?.(marker.value === 'demo' ? '清除演示数据…' : '清除旧数据…');
        await sql`TRUNCATE season_college, season_major, season_rank, season_batch_line, season_unit RESTART IDENTITY`.execute(trx);
        // Content generated over the replaced set goes; reference content no import file carries stays.
        await trx.deleteFrom('season_content').where('kind', 'not in', REFERENCE_CONTENT_KINDS).execute();
      }
      await upsertRows(trx, 'season_province', PROVINCES.map((p, i) => ({ name: p.name, initial: p.initial, sort_no: i + 1, reform: p.reform })), []);
      await setMeta(trx, 'dataset', 'real');
      // Everything is real from now on: the default set's list of real parts no longer applies.
      await sql`DELETE FROM season_meta WHERE key IN ('real_scopes', 'provenance')`.execute(trx);
      await bumpVersion(trx);
    });
  }

  // The question banks are the code's (assessments/content), written on every import: a database seeded without them
  // (GAOKAO_SEED_DEMO=0) or emptied by an earlier import gets them back; the files' transactions bump the version.
  await upsertRows(db, 'season_content', assessmentContentRows());

  const results: FileResult[] = [];
  for (const p of parsed) {
    const t0 = performance.now();
    const update = p.kind === 'admissions' ? ADMISSION_UPDATE : p.kind === 'plans' ? PLAN_UPDATE : p.kind === 'colleges' ? ['college_code', 'collegeProvince', 'collegeCity', 'collegeLevel', 'collegeNature', 'collegeAdmin'] : undefined;
    await db.transaction().execute(async (trx) => {
      await upsertRows(trx, TABLE[p.kind], p.rows, update, (done) => opts.onProgress?.({ file: p.name, done, total: p.rows.length }));
      await bumpVersion(trx);
    });
    results.push({ file: p.name, kind: p.kind, rows: p.rows.length, duplicates: p.duplicates, warnings: p.warnings, ms: Math.round(performance.now() - t0) });
    for (const w of p.warnings.slice(0, 10)) opts.log?.(`注意：${w}`);
    if (p.warnings.length > 10) opts.log?.(`注意：另有 ${p.warnings.length - 10} 处同类问题`);
    opts.log?.(`${p.name}：${p.rows.length} 行（${p.kind}）${p.duplicates ? `，文件内重复键 ${p.duplicates} 行以后出现的为准` : ''}，用时 ${Math.round(performance.now() - t0)} ms`);
  }
  return results;
}

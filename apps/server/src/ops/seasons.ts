import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import { OPS_SEASON_MSG, type OpsSeasonDiff, type OpsSeasonDiffRow, type OpsSeasonKind, type OpsSeasonPublication, type OpsSeasonReport } from 'gaokao-contract';
import { seasonLabelEffect, type SeasonPublication } from 'gaokao-domain';
import type { Database } from '../db/types';
import type { DatasetProvenance, PublicationRow } from '../season/dataset';
import { bumpVersion, setMeta, upsertRows, TABLE_COLUMNS, type SeasonTableName } from '../season/seed';
import { readSheet, SUPPORTED } from '../season/import/read';
import { ADMISSION_UPDATE, PLAN_UPDATE, RowError, type Kind } from '../season/import/kinds';
import { keyOf, kindOfSheet, parseSheets, type KeyFields } from '../season/import/run';
import { writeAudit, type Actor } from './operators';

/**
 * Data seasons from the console: an uploaded file is validated with the importer's own readers and kept as a
 * candidate (`season_stage`, its parsed rows as jsonb); its diff is computed against the live tables; publishing writes
 * it in one transaction after copying the live rows into `season_prev_*`, and bumps `season_meta.version` (every
 * instance's store rebuilds, store.ts `reloadIfChanged`); a rollback swaps the copies back the same way.
 *
 * What a candidate replaces: for 一分一段 tables, each (province, year, group) it holds; for admissions and plans, each
 * (province, year) it holds — a live unit of that scope missing from the file is removed. Colleges and majors are
 * added or updated, never removed (units of other provinces name them).
 *
 * What a candidate says of its origin: an upload may name the publication its file comes from (title, publisher,
 * address). Publishing a 一分一段 candidate that names one marks each (province, year, group) it replaces real
 * (season_meta `real_scopes.ranks`), credits those tables to it (`provenance`, and the rows' `source_id`), in the
 * same transaction; `season_prev_state.meta` keeps both values as they were, and a rollback swaps them back with the
 * rows. A 一分一段 candidate without one unmarks the tables it replaces (演示数据 until a credited file replaces them):
 * a table's earlier publication does not vouch for numbers it did not print. Admissions and plans leave them too: a slice's label
 * covers every year of its units, which one file does not (a 2030 file beside 2028–2029 rows of another origin).
 */

type Db = Kysely<Database> | Transaction<Database>;

const MAX_ERRORS = 500;
const MAX_SAMPLES = 50;

/** The live table a kind is written to and the columns a re-import overwrites (the importer's). */
const TARGET: Record<Kind, { table: SeasonTableName; update: readonly string[] | undefined }> = {
  colleges: { table: 'season_college', update: ['college_code', 'collegeProvince', 'collegeCity', 'collegeLevel', 'collegeNature', 'collegeAdmin'] },
  majors: { table: 'season_major', update: undefined },
  'rank-tables': { table: 'season_rank', update: undefined },
  admissions: { table: 'season_unit', update: ADMISSION_UPDATE },
  plans: { table: 'season_unit', update: PLAN_UPDATE },
};

/** The columns compared for "changed": those the publish writes. */
function comparedColumns(kind: Kind): string[] {
  const t = TARGET[kind];
  const keys = TABLE_COLUMNS[t.table].key as readonly string[];
  return (t.update ?? (TABLE_COLUMNS[t.table].cols as readonly string[])).filter((c) => !keys.includes(c) && c !== 'info');
}

export class SeasonUploadError extends Error {}

export interface StagedCandidate {
  stageId: number;
  status: 'invalid' | 'staged';
  kind: Kind | '';
  report: OpsSeasonReport;
}

/**
 * Validates an uploaded file and keeps it as a candidate. A file whose header is no import's, or with any bad row,
 * is kept as `invalid` with its report (nothing to publish); the live season is not touched either way.
 */
export async function stageUpload(db: Kysely<Database>, actor: Actor, fileName: string, bytes: Buffer, publication: SeasonPublication | null = null): Promise<StagedCandidate> {
  const name = path.basename(fileName.trim());
  if (!name) throw new SeasonUploadError(OPS_SEASON_MSG.nameRequired);
  if (!SUPPORTED.includes(path.extname(name).toLowerCase())) throw new SeasonUploadError(OPS_SEASON_MSG.fileType);
  if (bytes.length === 0) throw new SeasonUploadError(OPS_SEASON_MSG.empty);
  // The importer's readers take a path: the bytes go to a private temporary folder for the read.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'season-upload-'));
  const file = path.join(dir, name);
  let kind: Kind | '' = '';
  const report: OpsSeasonReport = { rows: 0, valid: 0, duplicates: 0, errors: [], error_count: 0, warnings: [] };
  let rows: KeyFields[] = [];
  try {
    fs.writeFileSync(file, bytes);
    const sheet = readSheet(file);
    report.rows = sheet.rows.length;
    const addError = (e: RowError) => {
      report.error_count++;
      if (report.errors.length < MAX_ERRORS) report.errors.push({ line: e.line, field: e.field, message: e.message });
    };
    try {
      kind = kindOfSheet(sheet);
    } catch (e) {
      if (e instanceof RowError) addError(e);
      else {
        report.error_count++;
        report.errors.push({ line: 1, field: '', message: (e as Error).message });
      }
    }
    if (kind !== '') {
      const listed = await db.selectFrom('season_college').select(['collegeName', 'college_code']).execute();
      const [parsed] = parseSheets([{ sheet, kind }], listed, addError);
      if (parsed) {
        rows = parsed.rows;
        report.duplicates = parsed.duplicates;
        report.warnings = parsed.warnings;
      }
      if (report.rows === 0) {
        report.error_count++;
        report.errors.push({ line: 1, field: '', message: `${name}：${OPS_SEASON_MSG.empty}` });
      }
    }
  } catch (e) {
    // A file the reader cannot read at all (a damaged spreadsheet …).
    report.error_count++;
    report.errors.push({ line: 1, field: '', message: `${name}：${(e as Error).message}` });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const status = report.error_count === 0 && kind !== '' ? 'staged' : 'invalid';
  report.valid = status === 'staged' ? rows.length : 0;
  return db.transaction().execute(async (trx) => {
    const r = await sql<{ stage_id: number }>`
      INSERT INTO season_stage (operator_name, file, kind, status, report, rows, source_title, source_publisher, source_url)
      VALUES (${actor.name}, ${name}, ${kind}, ${status}, ${JSON.stringify(report)}::jsonb, ${status === 'staged' ? JSON.stringify(rows) : '[]'}::jsonb,
              ${publication?.title ?? null}, ${publication?.publisher ?? null}, ${publication?.url ?? null})
      RETURNING stage_id`.execute(trx);
    const stageId = Number(r.rows[0]!.stage_id);
    const source = publication ? { publication: { title: publication.title, publisher: publication.publisher, url: publication.url } } : {};
    await writeAudit(trx, actor, 'season.upload', `season_stage:${stageId}`, null, { file: name, kind, status, rows: report.rows, errors: report.error_count, warnings: report.warnings.length, ...source });
    return { stageId, status, kind, report };
  });
}

export interface StageRow {
  stage_id: number;
  created_at: Date;
  operator_name: string;
  file: string;
  kind: string;
  status: string;
  report: OpsSeasonReport;
  published_version: string | null;
  /** The publication named with the upload, else null. */
  publication: OpsSeasonPublication | null;
}

interface StageRecord extends Omit<StageRow, 'publication'> {
  source_title: string | null;
  source_publisher: string | null;
  source_url: string | null;
}

/** The `source_id` a candidate's publication is known by (`/api/DataSource/of`, the rows' `source_id`). */
export const stageSourceId = (stageId: number): string => `ops-season-${stageId}`;

const STAGE_COLUMNS = sql.raw('stage_id, created_at, operator_name, file, kind, status, report, published_version, source_title, source_publisher, source_url');

function stageRow(s: StageRecord): StageRow {
  const { source_title, source_publisher, source_url, ...rest } = s;
  const stage_id = Number(s.stage_id);
  const publication = source_title != null ? { source_id: stageSourceId(stage_id), title: source_title, publisher: source_publisher ?? '', url: source_url ?? '' } : null;
  return { ...rest, stage_id, created_at: new Date(s.created_at), report: json<OpsSeasonReport>(s.report), publication };
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** The latest candidates, newest first (without their rows). */
export async function listStages(db: Db, limit = 20): Promise<StageRow[]> {
  const r = await sql<StageRecord>`SELECT ${STAGE_COLUMNS} FROM season_stage ORDER BY stage_id DESC LIMIT ${limit}`.execute(db);
  return r.rows.map(stageRow);
}

export async function stageOf(db: Db, stageId: number): Promise<StageRow | undefined> {
  const r = await sql<StageRecord>`SELECT ${STAGE_COLUMNS} FROM season_stage WHERE stage_id = ${stageId}`.execute(db);
  const s = r.rows[0];
  return s && stageRow(s);
}

/** A candidate's rows as a publish writes them: a credited 一分一段 table's rows name its publication. */
async function stageRows(db: Db, stage: StageRow): Promise<KeyFields[]> {
  const r = await sql<{ rows: unknown }>`SELECT rows FROM season_stage WHERE stage_id = ${stage.stage_id}`.execute(db);
  const rows = json<KeyFields[]>(r.rows[0]?.rows ?? '[]');
  const publication = creditedBy(stage);
  return publication ? rows.map((x) => ({ ...x, source_id: publication.source_id })) : rows;
}

/** The publication a candidate's publish credits: a 一分一段 candidate's, when it names one (see the file comment). */
const creditedBy = (stage: StageRow): OpsSeasonPublication | null => (seasonLabelEffect(stage.kind, stage.publication) === 'real' ? stage.publication : null);

export async function liveVersion(db: Db): Promise<string> {
  const r = await db.selectFrom('season_meta').select('value').where('key', '=', 'version').executeTakeFirst();
  return r?.value ?? '';
}

export async function previousVersion(db: Db): Promise<string | null> {
  const r = await sql<{ version: string }>`SELECT version FROM season_prev_state WHERE id = 1`.execute(db);
  return r.rows[0]?.version ?? null;
}

type LiveRow = KeyFields & Record<string, unknown> & { unit_id?: number };

/** The scope a candidate replaces (see the file comment) as a condition on the live table, and the live rows in it. */
async function liveRowsOf(db: Db, kind: Kind, rows: readonly KeyFields[]): Promise<LiveRow[]> {
  const t = TARGET[kind];
  const cols = [...(TABLE_COLUMNS[t.table].key as readonly string[]), ...comparedColumns(kind)];
  const select = sql.raw([...(t.table === 'season_unit' ? ['unit_id'] : []), ...new Set(cols)].map((c) => `"${c}"`).join(', '));
  if (kind === 'colleges' || kind === 'majors') {
    const keys = JSON.stringify(rows.map((r) => keyOf(kind, r)));
    const keyExpr = kind === 'colleges' ? sql`"collegeName"` : sql`cengci || '|' || major_code`;
    const r = await sql<LiveRow>`SELECT ${select} FROM ${sql.raw(t.table)} WHERE ${keyExpr} IN (SELECT jsonb_array_elements_text(${keys}::jsonb))`.execute(db);
    return r.rows;
  }
  const scopes = [...new Set(rows.map((r) => (kind === 'rank-tables' ? `${r.province}|${r.year}|${r.group_d}` : `${r.province}|${r.year}`)))];
  const scopeExpr = kind === 'rank-tables' ? sql`province || '|' || year || '|' || group_d` : sql`province || '|' || year`;
  const r = await sql<LiveRow>`SELECT ${select} FROM ${sql.raw(t.table)} WHERE ${scopeExpr} IN (SELECT jsonb_array_elements_text(${JSON.stringify(scopes)}::jsonb))`.execute(db);
  return r.rows;
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || String(a ?? '') === String(b ?? '');

interface Computed {
  diff: OpsSeasonDiff;
  removedIds: number[];
  removedRanks: KeyFields[];
}

async function compute(db: Db, kind: Kind, rows: readonly KeyFields[]): Promise<Computed> {
  const live = await liveRowsOf(db, kind, rows);
  const liveByKey = new Map(live.map((r) => [keyOf(kind, r), r]));
  const compared = comparedColumns(kind);
  const per = new Map<string, OpsSeasonDiffRow>();
  const samples: OpsSeasonDiff['samples'] = [];
  const seen = { added: 0, changed: 0, removed: 0 };
  const count = (op: 'added' | 'changed' | 'removed', r: KeyFields, key: string) => {
    const province = typeof r.province === 'string' ? r.province : '';
    const k = `${province}|${kind}`;
    const row = per.get(k) ?? { province, kind: kind as OpsSeasonKind, added: 0, changed: 0, removed: 0 };
    row[op]++;
    per.set(k, row);
    if (seen[op]++ < MAX_SAMPLES) samples.push({ op, kind: kind as OpsSeasonKind, key });
  };
  const candidateKeys = new Set<string>();
  for (const r of rows) {
    const key = keyOf(kind, r);
    candidateKeys.add(key);
    const old = liveByKey.get(key);
    const fields = r as Record<string, unknown>;
    if (!old) count('added', r, key);
    else if (compared.some((c) => c in fields && !same(fields[c], old[c]))) count('changed', r, key);
  }
  const removedIds: number[] = [];
  const removedRanks: KeyFields[] = [];
  if (kind !== 'colleges' && kind !== 'majors') {
    for (const [key, old] of liveByKey) {
      if (candidateKeys.has(key)) continue;
      count('removed', old, key);
      if (old.unit_id != null) removedIds.push(Number(old.unit_id));
      else removedRanks.push(old);
    }
  }
  const out = [...per.values()].sort((a, b) => a.province.localeCompare(b.province, 'zh') || a.kind.localeCompare(b.kind));
  return { diff: { live_version: await liveVersion(db), rows: out, samples }, removedIds, removedRanks };
}

/** A candidate against the live season; undefined when there is no such candidate or it has no rows to publish. */
export async function diffStage(db: Db, stageId: number): Promise<OpsSeasonDiff | undefined> {
  const stage = await stageOf(db, stageId);
  if (!stage || stage.kind === '' || stage.status === 'invalid') return undefined;
  return (await compute(db, stage.kind as Kind, await stageRows(db, stage))).diff;
}

const KEPT = ['college', 'major', 'rank', 'unit'] as const;
const SERIALS: [string, string][] = [
  ['season_college', 'collegiate_id'],
  ['season_major', 'mojor_id'],
  ['season_unit', 'unit_id'],
];

/** Takes the version row's lock: publishes and rollbacks of every instance run one after the other. */
async function lockVersion(trx: Transaction<Database>): Promise<string> {
  await sql`INSERT INTO season_meta (key, value) VALUES ('version', '1') ON CONFLICT (key) DO NOTHING`.execute(trx);
  const r = await sql<{ value: string }>`SELECT value FROM season_meta WHERE key = 'version' FOR UPDATE`.execute(trx);
  return r.rows[0]!.value;
}

/** The season_meta keys a publish may change and a rollback restores (see the file comment). */
const LABEL_META = ['real_scopes', 'provenance'] as const;
type LabelMeta = Partial<Record<(typeof LABEL_META)[number], string>>;

async function readLabelMeta(db: Db): Promise<LabelMeta> {
  const rows = await db.selectFrom('season_meta').select(['key', 'value']).where('key', 'in', [...LABEL_META]).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value])) as LabelMeta;
}

/** Writes the kept values back: a key absent from them is removed (it was absent before the publish). */
async function writeLabelMeta(db: Db, meta: LabelMeta): Promise<void> {
  for (const key of LABEL_META) {
    const value = meta[key];
    if (value === undefined) await db.deleteFrom('season_meta').where('key', '=', key).execute();
    else await setMeta(db, key, value);
  }
}

function parsed<T>(text: string | undefined, fallback: T): T {
  try {
    const v = JSON.parse(text ?? '') as unknown;
    return v && typeof v === 'object' ? (v as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The labels after a 一分一段 candidate: with a publication, its tables real and credited to that publication alone;
 * without one, its tables no longer real. Either way the 一分一段 publications they had before are no longer theirs.
 */
function labelsWith(meta: LabelMeta, rows: readonly KeyFields[], publication: OpsSeasonPublication | null): Required<LabelMeta> {
  const tables = new Map<string, { province: string; year: number; group_d: string }>();
  for (const r of rows) tables.set(`${r.province}|${r.year}|${r.group_d}`, { province: String(r.province), year: Number(r.year), group_d: String(r.group_d) });
  const scopes = parsed<{ units?: unknown; ranks?: unknown }>(meta.real_scopes, {});
  const ranks = Array.isArray(scopes.ranks) ? scopes.ranks.map(String) : [];
  const units = Array.isArray(scopes.units) ? scopes.units.map(String) : [];
  const prov = parsed<Partial<DatasetProvenance>>(meta.provenance, {});
  const kept = (Array.isArray(prov.publications) ? prov.publications : []).filter((p) => !(p.kind === 'rank-table' && tables.has(`${p.province}|${p.year}|${p.group_d}`)));
  const added: PublicationRow[] = publication
    ? [...tables.values()].map((t) => ({ source_id: publication.source_id, ...t, kind: 'rank-table', title: publication.title, publisher: publication.publisher, url: publication.url, date: '' }))
    : [];
  const realRanks = publication ? [...new Set([...ranks, ...tables.keys()])] : ranks.filter((k) => !tables.has(k));
  return {
    real_scopes: JSON.stringify({ ...scopes, units, ranks: realRanks }),
    provenance: JSON.stringify({ ...prov, publications: [...kept, ...added], lineSources: prov.lineSources ?? {} }),
  };
}

export type PublishOutcome = { ok: true; before: string; after: string; diff: OpsSeasonDiff } | { ok: false; reason: 'not-found' | 'not-publishable' };

/** Publishes a staged candidate (see the file comment): one transaction, the live rows kept for a rollback. */
export async function publishStage(db: Kysely<Database>, actor: Actor, stageId: number): Promise<PublishOutcome> {
  return db.transaction().execute(async (trx): Promise<PublishOutcome> => {
    const before = await lockVersion(trx);
    const stage = await stageOf(trx, stageId);
    if (!stage) return { ok: false, reason: 'not-found' };
    const taken = await sql`UPDATE season_stage SET status = 'published', published_version = ${before} WHERE stage_id = ${stageId} AND status = 'staged'`.execute(trx);
    if (Number(taken.numAffectedRows ?? 0) !== 1 || stage.kind === '') return { ok: false, reason: 'not-publishable' };
    const kind = stage.kind as Kind;
    const publication = creditedBy(stage);
    const rows = await stageRows(trx, stage);
    const { diff, removedIds, removedRanks } = await compute(trx, kind, rows);
    const labels = await readLabelMeta(trx);
    for (const t of KEPT) {
      await sql`DELETE FROM ${sql.raw(`season_prev_${t}`)}`.execute(trx);
      await sql`INSERT INTO ${sql.raw(`season_prev_${t}`)} SELECT * FROM ${sql.raw(`season_${t}`)}`.execute(trx);
    }
    await sql`INSERT INTO season_prev_state (id, version, stage_id, meta) VALUES (1, ${before}, ${stageId}, ${JSON.stringify(labels)}::jsonb)
              ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, stage_id = EXCLUDED.stage_id, meta = EXCLUDED.meta, saved_at = now()`.execute(trx);
    if (seasonLabelEffect(kind, stage.publication) !== 'unchanged') await writeLabelMeta(trx, labelsWith(labels, rows, publication));
    if (removedIds.length > 0) await sql`DELETE FROM season_unit WHERE unit_id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify(removedIds)}::jsonb))`.execute(trx);
    if (removedRanks.length > 0) {
      const keys = JSON.stringify(removedRanks.map((r) => keyOf('rank-tables', r)));
      await sql`DELETE FROM season_rank WHERE province || '|' || year || '|' || group_d || '|' || score IN (SELECT jsonb_array_elements_text(${keys}::jsonb))`.execute(trx);
    }
    await upsertRows(trx, TARGET[kind].table, rows, TARGET[kind].update);
    await bumpVersion(trx);
    const after = await liveVersion(trx);
    const totals = diff.rows.reduce((a, r) => ({ added: a.added + r.added, changed: a.changed + r.changed, removed: a.removed + r.removed }), { added: 0, changed: 0, removed: 0 });
    await writeAudit(trx, actor, 'season.publish', `season_stage:${stageId}`, { version: before }, { version: after, file: stage.file, kind, ...totals, ...(publication ? { source_id: publication.source_id } : {}) });
    return { ok: true, before, after, diff };
  });
}

export type RollbackOutcome = { ok: true; before: string; after: string; restored: string } | { ok: false };

/**
 * Restores the season the last publish (or rollback) replaced: the live and kept rows are swapped, so a second
 * rollback brings the published season back. The version is bumped (a new number, not the old one: every instance
 * sees a change and rebuilds).
 */
export async function rollbackSeason(db: Kysely<Database>, actor: Actor): Promise<RollbackOutcome> {
  return db.transaction().execute(async (trx): Promise<RollbackOutcome> => {
    const before = await lockVersion(trx);
    const restored = await previousVersion(trx);
    if (restored === null) return { ok: false };
    for (const t of KEPT) {
      const live = sql.raw(`season_${t}`);
      const kept = sql.raw(`season_prev_${t}`);
      const swap = sql.raw(`season_swap_${t}`);
      await sql`CREATE TEMP TABLE ${swap} ON COMMIT DROP AS SELECT * FROM ${live}`.execute(trx);
      await sql`DELETE FROM ${live}`.execute(trx);
      await sql`INSERT INTO ${live} SELECT * FROM ${kept}`.execute(trx);
      await sql`DELETE FROM ${kept}`.execute(trx);
      await sql`INSERT INTO ${kept} SELECT * FROM ${swap}`.execute(trx);
    }
    // Rows restored with their ids: the id sequences continue after the highest.
    for (const [table, col] of SERIALS) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, ${col}), GREATEST((SELECT max(${sql.ref(col)}) FROM ${sql.raw(table)}), 1))`.execute(trx);
    }
    // The labels swap with the rows (kept by publishes since migration 0014; null: left as they are).
    const keptMeta = (await sql<{ meta: unknown }>`SELECT meta FROM season_prev_state WHERE id = 1`.execute(trx)).rows[0]?.meta;
    if (keptMeta != null) {
      const live = await readLabelMeta(trx);
      await writeLabelMeta(trx, json<LabelMeta>(keptMeta));
      await sql`UPDATE season_prev_state SET meta = ${JSON.stringify(live)}::jsonb WHERE id = 1`.execute(trx);
    }
    await sql`UPDATE season_prev_state SET version = ${before}, saved_at = now() WHERE id = 1`.execute(trx);
    await bumpVersion(trx);
    const after = await liveVersion(trx);
    await writeAudit(trx, actor, 'season.rollback', 'season', { version: before }, { version: after, restored });
    return { ok: true, before, after, restored };
  });
}

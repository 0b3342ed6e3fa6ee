import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { CollegeRow, MajorRow, RankRow, UnitRow } from '../dataset';
import { SHIPPED_DATA_DIR } from '../../paths';
import type { Provenance } from './control-lines';

/**
 * The default data set committed to the repository (`apps/server/data/default-dataset.json.br`): the real rows of
 * ../shared/data/real and ../shared/data/real-provinces, built by `pnpm --filter server run build:dataset`. The sources'
 * licence notices are beside it (`apps/server/data/NOTICE`).
 */
export const SHIPPED_FILE = path.join(SHIPPED_DATA_DIR, 'default-dataset.json.br');

export interface ShippedSource {
  /** The file as named beside the project, e.g. `real/admissions.csv`. */
  file: string;
  rows: number;
  sha256: string;
}

export interface ShippedData {
  /** The rows' model (the file's layout is FILE_FORMAT). */
  format: 1;
  sources: ShippedSource[];
  colleges: CollegeRow[];
  majors: MajorRow[];
  ranks: RankRow[];
  units: UnitRow[];
  /** The publications behind the real rows and the real 批次线 (real/control-lines.ts); absent in older builds. */
  provenance?: Provenance;
}

/** Format 1's table: the column names, then one array of values per row. */
interface RowColumns {
  cols: string[];
  rows: unknown[][];
}

/** Format 2's table: the column names, then one array per column (`data[i]` holds column `cols[i]` of every row). */
interface ColumnArrays {
  cols: string[];
  data: unknown[][];
}

function toColumns(rows: readonly object[]): ColumnArrays {
  // Every key of any row: optional fields (source_id, min_rank_basis) are absent from the rows of the older folders.
  const seen = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r)) seen.add(k);
  const cols = [...seen];
  return { cols, data: cols.map((c) => rows.map((r) => (r as Record<string, unknown>)[c] ?? null)) };
}

function fromColumns<T>(c: RowColumns | ColumnArrays): T[] {
  if ('rows' in c) {
    return c.rows.map((a) => {
      const o: Record<string, unknown> = {};
      c.cols.forEach((k, i) => (o[k] = a[i]));
      return o as T;
    });
  }
  const n = c.data[0]?.length ?? 0;
  const out: T[] = new Array(n);
  for (let r = 0; r < n; r++) {
    const o: Record<string, unknown> = {};
    c.cols.forEach((k, i) => (o[k] = (c.data[i] as unknown[])[r]));
    out[r] = o as T;
  }
  return out;
}

/**
 * The file's layout. Format 2 (written now) keeps each column's values together, so a column's repeated provinces,
 * years and scores sit side by side and brotli (highest quality) packs the set into about 1.5 MB, where format 1's
 * one array per row took 2.4 MB. Format 1 files (earlier revisions, which `bench:data` reads to compare) still decode.
 */
const FILE_FORMAT = 2;

/**
 * Column-wise JSON, brotli at the highest quality. A throwaway file (the end-to-end suites') may ask for a lower
 * quality, which writes in a second.
 */
export function encodeShipped(d: ShippedData, quality = 11): Buffer {
  const json = JSON.stringify({
    format: FILE_FORMAT,
    sources: d.sources,
    colleges: toColumns(d.colleges),
    majors: toColumns(d.majors),
    ranks: toColumns(d.ranks),
    units: toColumns(d.units),
    ...(d.provenance ? { provenance: d.provenance } : {}),
  });
  return zlib.brotliCompressSync(Buffer.from(json), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_LGWIN]: 24, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length },
  });
}

export function decodeShipped(buf: Buffer): ShippedData {
  const raw = JSON.parse(zlib.brotliDecompressSync(buf).toString('utf8')) as {
    format: number;
    sources: ShippedSource[];
    colleges: RowColumns | ColumnArrays;
    majors: RowColumns | ColumnArrays;
    ranks: RowColumns | ColumnArrays;
    units: RowColumns | ColumnArrays;
    provenance?: Provenance;
  };
  if (raw.format !== 1 && raw.format !== FILE_FORMAT) throw new Error(`默认数据集格式 ${raw.format} 不受支持`);
  return {
    format: 1,
    sources: raw.sources,
    colleges: fromColumns<CollegeRow>(raw.colleges),
    majors: fromColumns<MajorRow>(raw.majors),
    ranks: fromColumns<RankRow>(raw.ranks),
    units: fromColumns<UnitRow>(raw.units),
    ...(raw.provenance ? { provenance: raw.provenance } : {}),
  };
}

let cached: ShippedData | undefined;
/**
 * The committed default data set (read and decoded once per process). `GAOKAO_DEFAULT_DATASET` names another file of
 * the same format instead (`pnpm run bench:data` starts servers on an earlier revision's file to compare).
 */
export function loadShipped(file = SHIPPED_FILE): ShippedData {
  if (file !== SHIPPED_FILE) return decodeShipped(fs.readFileSync(file));
  cached ??= decodeShipped(fs.readFileSync(process.env.GAOKAO_DEFAULT_DATASET || file));
  return cached;
}

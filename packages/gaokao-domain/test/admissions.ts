// Test-only reader for ../shared/data/real/admissions.csv (广东 本科批 per-major results 2021–2024).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AdmissionRecord } from '../src/predict/rank-model';
import { REAL_DATA_DIR } from './real-data';

export const ADMISSIONS_CSV = join(REAL_DATA_DIR, 'admissions.csv');
export const hasRealAdmissions = existsSync(ADMISSIONS_CSV);

export interface AdmissionRow {
  year: number;
  group: string;
  collegeName: string;
  title: string;
  minScore: number | null;
  minRank: number | null;
}

const num = (v: string | undefined): number | null => (v === undefined || v.trim() === '' ? null : Number(v));

/** Every row of admissions.csv. */
export function loadAdmissions(): AdmissionRow[] {
  const { rows, at } = readTable(ADMISSIONS_CSV);
  const [y, g, c, t, ms, mr] = ['year', 'group_d', 'collegeName', 'specialty_title', 'min_score', 'min_rank'].map(at) as number[];
  return rows.map((f) => ({
    year: Number(f[y as number]),
    group: f[g as number] ?? '',
    collegeName: f[c as number] ?? '',
    title: f[t as number] ?? '',
    minScore: num(f[ms as number]),
    minRank: num(f[mr as number]),
  }));
}

/** A CSV file's rows (those with every column) and the index of a named column (an error if it has none). */
function readTable(file: string): { rows: string[][]; at: (name: string) => number } {
  const [header = [], ...rows] = parseCsv(readFileSync(file, 'utf8'));
  const at = (name: string): number => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${file} has no column ${name}`);
    return i;
  };
  return { rows: rows.filter((f) => f.length === header.length), at };
}

/** Splits a whole CSV text into rows, honouring quoted fields (which may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Every row of an admissions.csv (default: the real folder's) as the domain's AdmissionRecord, with its province and group. */
export function loadAdmissionRecords(file = ADMISSIONS_CSV): Array<{ province: string; group: string; record: AdmissionRecord }> {
  const { rows, at } = readTable(file);
  const [p, y, g, code, gc, t, req, ms, mr, adm] = ['province', 'year', 'group_d', 'code', 'group_code', 'specialty_title', 'the_second', 'min_score', 'min_rank', 'admitted'].map(at) as number[];
  return rows.map((f) => ({
    province: f[p as number] ?? '',
    group: f[g as number] ?? '',
    record: {
      year: Number(f[y as number]),
      code: f[code as number] ?? '',
      groupCode: f[gc as number] ?? '',
      title: f[t as number] ?? '',
      requirement: f[req as number] ?? '',
      minScore: num(f[ms as number]),
      minRank: num(f[mr as number]),
      admitted: num(f[adm as number]),
    },
  }));
}

// Test-only reader for ../shared/data/real/admissions.csv (广东 本科批 per-major results 2021–2024).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** Splits one CSV line, honouring double-quoted fields. */
function splitCsv(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out;
}

const num = (v: string | undefined): number | null => (v === undefined || v.trim() === '' ? null : Number(v));

/** Every row of admissions.csv. */
export function loadAdmissions(): AdmissionRow[] {
  const lines = readFileSync(ADMISSIONS_CSV, 'utf8').trim().split(/\r?\n/);
  const header = splitCsv(lines.shift() ?? '');
  const at = (name: string): number => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`admissions.csv has no column ${name}`);
    return i;
  };
  const [y, g, c, t, ms, mr] = ['year', 'group_d', 'collegeName', 'specialty_title', 'min_score', 'min_rank'].map(at) as number[];
  return lines.map((line) => {
    const f = splitCsv(line);
    return {
      year: Number(f[y as number]),
      group: f[g as number] ?? '',
      collegeName: f[c as number] ?? '',
      title: f[t as number] ?? '',
      minScore: num(f[ms as number]),
      minRank: num(f[mr as number]),
    };
  });
}

import fs from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';

export interface SheetRow {
  /** 1-based line of the file (CSV: the physical line where the record starts; spreadsheets: the row number). */
  line: number;
  values: Record<string, string>;
}
export interface Sheet {
  file: string;
  header: string[];
  rows: SheetRow[];
}

/**
 * RFC 4180 CSV with quoted fields that may hold commas, quotes and newlines; a UTF-8 BOM is dropped.
 *
 * Kept rather than csv-parse 7: both give the same records and start lines on every file of ../shared/data/real, but
 * csv-parse (`bom`, `relax_column_count`, `skip_empty_lines`, `info` for the line) took 2.7 s on admissions.csv (3.5 MB,
 * 30,302 records) and 1.3 s on plans.csv against 0.25 s and 0.06 s here (median of 5, Node 24, 2 loaded cores), and
 * gives only the line where a record ends. Line numbers are what the importer's messages name.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < n) {
    const start = line;
    const cells: string[] = [];
    // One record: fields separated by commas, ended by a newline or the end of the text.
    for (;;) {
      if (text[i] === '"') {
        let cell = '';
        i++;
        for (;;) {
          const q = text.indexOf('"', i);
          if (q < 0) {
            cell += text.slice(i);
            i = n;
            break;
          }
          const part = text.slice(i, q);
          cell += part;
          for (let k = part.indexOf('\n'); k >= 0; k = part.indexOf('\n', k + 1)) line++;
          if (text[q + 1] === '"') {
            cell += '"';
            i = q + 2;
          } else {
            i = q + 1;
            break;
          }
        }
        cells.push(cell);
      } else {
        let j = i;
        while (j < n) {
          const c = text.charCodeAt(j);
          if (c === 44 || c === 10 || c === 13) break;
          j++;
        }
        cells.push(text.slice(i, j));
        i = j;
      }
      if (i < n && text.charCodeAt(i) === 44) {
        i++;
        continue;
      }
      break;
    }
    // Skip to the end of the line (anything after a closing quote up to the newline is ignored).
    while (i < n && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
    if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10) i++;
    if (i < n) i++;
    line++;
    if (!(cells.length === 1 && cells[0] === '')) out.push({ line: start, cells });
  }
  return out;
}

export const SUPPORTED = ['.csv', '.xlsx', '.xls'];

/** Reads a .csv, .xlsx or .xls file with a header row into named values. */
export function readSheet(file: string): Sheet {
  const ext = path.extname(file).toLowerCase();
  let records: { line: number; cells: string[] }[];
  if (ext === '.csv') {
    records = parseCsv(fs.readFileSync(file, 'utf8'));
  } else if (ext === '.xlsx' || ext === '.xls') {
    const wb = XLSX.read(fs.readFileSync(file), { type: 'buffer' });
    const ws = wb.Sheets[wb.SheetNames[0] as string];
    if (!ws) return { file, header: [], rows: [] };
    const arrays = XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, raw: false, defval: '', blankrows: true });
    records = arrays
      .map((cells, i) => ({ line: i + 1, cells: cells.map((c) => (c == null ? '' : String(c))) }))
      .filter((r) => r.cells.some((c) => c.trim() !== ''));
  } else {
    throw new Error(`${path.basename(file)}：不支持的文件类型（仅支持 .csv、.xlsx、.xls）`);
  }
  const head = records.shift();
  const header = (head?.cells ?? []).map((h) => h.trim());
  const rows = records.map((r) => ({ line: r.line, values: Object.fromEntries(header.map((h, i) => [h, r.cells[i] ?? ''])) }));
  return { file, header, rows };
}

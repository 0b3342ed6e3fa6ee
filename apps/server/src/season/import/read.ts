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

/** RFC 4180 CSV with quoted fields that may hold commas, quotes and newlines; a UTF-8 BOM is dropped. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const out: { line: number; cells: string[] }[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let cells: string[] = [];
  let cell = '';
  let start = 1;
  let quoted = false;
  let any = false;
  for (; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"') {
      quoted = true;
      any = true;
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
      any = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      if (any || cell !== '') {
        cells.push(cell);
        out.push({ line: start, cells });
      }
      line++;
      start = line;
      cells = [];
      cell = '';
      any = false;
    } else {
      cell += ch;
      any = true;
    }
  }
  if (any || cell !== '') {
    cells.push(cell);
    out.push({ line: start, cells });
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

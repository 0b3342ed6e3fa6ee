/**
 * Reading a wish-list spreadsheet back (part 2 §7 importResultData): the export's headers (序号, 院校代码, 院校名称,
 * 专业代码, 专业名称 …) are looked up by name in the first row that has them, rows are taken in 序号 order when the
 * column is there (file order otherwise) and sent in batches of 100.
 */
export const IMPORT_BATCH = 100;

export interface ImportItem {
  aspid: number;
  code?: string;
  specialty_code?: string;
  collegeName?: string;
  specialty_title?: string;
}

const HEADERS = {
  sort: ['序号'],
  code: ['院校代码', '院校编码'],
  collegeName: ['院校名称', '院校'],
  // A list of 院校专业组 is exported with 专业组 headers, a mixed one with 专业（组）: all read back alike.
  specialty_code: ['专业代码', '专业编码', '专业组代码', '专业（组）代码'],
  specialty_title: ['专业名称', '专业', '专业组', '专业组名称', '专业（组）名称'],
} as const;

type Cell = string | number | boolean | null | undefined;

function text(cell: Cell): string {
  return cell == null ? '' : String(cell).trim();
}

function findHeader(rows: readonly (readonly Cell[])[]): { at: number; columns: Record<keyof typeof HEADERS, number> } | null {
  for (let at = 0; at < Math.min(rows.length, 10); at++) {
    const row = (rows[at] ?? []).map(text);
    const column = (names: readonly string[]) => row.findIndex((c) => names.includes(c));
    const columns = {
      sort: column(HEADERS.sort),
      code: column(HEADERS.code),
      collegeName: column(HEADERS.collegeName),
      specialty_code: column(HEADERS.specialty_code),
      specialty_title: column(HEADERS.specialty_title),
    };
    const byCode = columns.code >= 0 && columns.specialty_code >= 0;
    const byName = columns.collegeName >= 0 && columns.specialty_title >= 0;
    if (byCode || byName) return { at, columns };
  }
  return null;
}

/**
 * The import items of a sheet given as rows of cells (header included). A code that arrives as a number (a CSV
 * opened and saved by a spreadsheet program drops leading zeros) is not trusted when the names are there: the server
 * then finds the unit by college and major name.
 */
export function sheetToItems(rows: readonly (readonly Cell[])[], aspid: number): ImportItem[] | null {
  const header = findHeader(rows);
  if (!header) return null;
  const { columns } = header;
  const items: { item: ImportItem; order: number; index: number }[] = [];
  rows.slice(header.at + 1).forEach((row, index) => {
    const at = (column: number): Cell => (column >= 0 ? row[column] : undefined);
    const collegeName = text(at(columns.collegeName));
    const specialty_title = text(at(columns.specialty_title));
    const codeCell = at(columns.code);
    const majorCodeCell = at(columns.specialty_code);
    const code = text(codeCell);
    const specialty_code = text(majorCodeCell);
    const namesKnown = collegeName !== '' && specialty_title !== '';
    const codesTrusted = code !== '' && specialty_code !== '' && !(namesKnown && (typeof codeCell === 'number' || typeof majorCodeCell === 'number'));
    if (!codesTrusted && !namesKnown) return;
    const item: ImportItem = { aspid };
    if (codesTrusted) {
      item.code = code;
      item.specialty_code = specialty_code;
    }
    if (namesKnown) {
      item.collegeName = collegeName;
      item.specialty_title = specialty_title;
    }
    const order = Number(text(at(columns.sort)));
    items.push({ item, order: Number.isFinite(order) && text(at(columns.sort)) !== '' ? order : Number.POSITIVE_INFINITY, index });
  });
  items.sort((a, b) => (a.order !== b.order ? a.order - b.order : a.index - b.index));
  return items.map((e) => e.item);
}

/** Splits the items into request batches of 100 (part 2 §9). */
export function batches<T>(items: readonly T[], size = IMPORT_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Whole-number percentage of batches sent. */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.round((done / total) * 100));
}

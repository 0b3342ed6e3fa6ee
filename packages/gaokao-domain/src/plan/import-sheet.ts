import { CATALOGUE_PICK_NOTE, picksText } from './catalogue-picks';
import { GROUP_MAJORS_HEADER, saysNoToAdjustment } from './export-sheet';

/**
 * Reading a wish-list spreadsheet back (part 2 §7 importResultData): the export's headers (志愿序号, 院校代码, 院校名称,
 * 专业序号, 专业代码, 专业名称, 服从调剂 …; the older 序号 and 专业组 headers too) are looked up by name in the first
 * of the first ten rows that has them, and rows are taken in 志愿序号 then 专业序号 order when the columns are there (file
 * order otherwise). Each item keeps its place in the file (`row`), so a refusal names the row the family sees.
 */
export interface ImportItem {
  aspid: number;
  code?: string;
  specialty_code?: string;
  collegeName?: string;
  specialty_title?: string;
  /** 服从调剂 of the row's group, where the sheet says: '1' 服从, '0' 不服从. */
  fucong?: '0' | '1';
  /**
   * Majors picked from the college's catalogue for a 专业组 whose majors are unpublished (江苏), as the export's 组内专业
   * writes them (`车辆工程（以招生计划为准）、机械类（以招生计划为准）`): the picks' JSON text (updateExt `group_picks`).
   * Absent where the cell names published majors (no mark) or nothing.
   */
  group_picks?: string;
  /**
   * The row's place in the file: the Nth row below the header (blank rows not counted), as a refusal names it
   * (第N行：…). In a file exported by the product, data row N is the Nth major of the list.
   */
  row?: number;
}

const HEADERS = {
  sort: ['志愿序号', '序号'],
  majorSort: ['专业序号'],
  code: ['院校代码', '院校编码'],
  collegeName: ['院校名称', '院校'],
  // A list of 院校专业组 units was exported with 专业组 headers, a mixed one with 专业（组）: all read back alike.
  specialty_code: ['专业代码', '专业编码', '专业组代码', '专业（组）代码'],
  specialty_title: ['专业名称', '专业', '专业组', '专业组名称', '专业（组）名称'],
  obey: ['服从调剂', '是否服从调剂'],
  groupMajors: [GROUP_MAJORS_HEADER],
} as const;

export type ImportCell = string | number | boolean | null | undefined;

function text(cell: ImportCell): string {
  return cell == null ? '' : String(cell).trim();
}

function findHeader(rows: readonly (readonly ImportCell[])[]): { at: number; columns: Record<keyof typeof HEADERS, number> } | null {
  for (let at = 0; at < Math.min(rows.length, 10); at++) {
    const row = (rows[at] ?? []).map(text);
    const column = (names: readonly string[]) => {
      for (const n of names) {
        const i = row.indexOf(n);
        if (i >= 0) return i;
      }
      return -1;
    };
    const columns = {
      sort: column(HEADERS.sort),
      majorSort: column(HEADERS.majorSort),
      code: column(HEADERS.code),
      collegeName: column(HEADERS.collegeName),
      specialty_code: column(HEADERS.specialty_code),
      specialty_title: column(HEADERS.specialty_title),
      obey: column(HEADERS.obey),
      groupMajors: column(HEADERS.groupMajors),
    };
    const byCode = columns.code >= 0 && columns.specialty_code >= 0;
    const byName = columns.collegeName >= 0 && columns.specialty_title >= 0;
    if (byCode || byName) return { at, columns };
  }
  return null;
}

const order = (cell: ImportCell): number => {
  const t = text(cell);
  const n = Number(t);
  return t !== '' && Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
};

/**
 * The import items of a sheet given as rows of cells (header included); null when no row names the columns. A code
 * that arrives as a number (a CSV opened and saved by a spreadsheet program drops leading zeros) is not trusted when
 * the names are there: the server then finds the unit by college and major name. Rows with neither are skipped.
 */
export function sheetToItems(rows: readonly (readonly ImportCell[])[], aspid: number): ImportItem[] | null {
  const header = findHeader(rows);
  if (!header) return null;
  const { columns } = header;
  const items: { item: ImportItem; wish: number; major: number; index: number }[] = [];
  rows.slice(header.at + 1).forEach((row, index) => {
    const at = (column: number): ImportCell => (column >= 0 ? row[column] : undefined);
    const collegeName = text(at(columns.collegeName));
    const specialty_title = text(at(columns.specialty_title));
    const codeCell = at(columns.code);
    const majorCodeCell = at(columns.specialty_code);
    const code = text(codeCell);
    const specialty_code = text(majorCodeCell);
    const namesKnown = collegeName !== '' && specialty_title !== '';
    const codesTrusted = code !== '' && specialty_code !== '' && !(namesKnown && (typeof codeCell === 'number' || typeof majorCodeCell === 'number'));
    if (!codesTrusted && !namesKnown) return;
    const item: ImportItem = { aspid, row: index + 1 };
    if (codesTrusted) {
      item.code = code;
      item.specialty_code = specialty_code;
    }
    if (namesKnown) {
      item.collegeName = collegeName;
      item.specialty_title = specialty_title;
    }
    const obey = text(at(columns.obey));
    if (obey !== '') item.fucong = saysNoToAdjustment(obey) ? '0' : '1';
    const picks = picksOfCell(text(at(columns.groupMajors)));
    if (picks.length > 0) item.group_picks = picksText(picks);
    items.push({ item, wish: order(at(columns.sort)), major: order(at(columns.majorSort)), index });
  });
  items.sort((a, b) => (a.wish !== b.wish ? a.wish - b.wish : a.major !== b.major ? a.major - b.major : a.index - b.index));
  return items.map((e) => e.item);
}

/** The picks of a 组内专业 cell: every part marked （以招生计划为准）, unmarked; none when any part is unmarked (published). */
function picksOfCell(cell: string): string[] {
  if (cell === '') return [];
  const mark = `（${CATALOGUE_PICK_NOTE}）`;
  const parts = cell.split('、').map((p) => p.trim());
  if (!parts.every((p) => p.endsWith(mark) && p.length > mark.length)) return [];
  return parts.map((p) => p.slice(0, -mark.length).trim());
}

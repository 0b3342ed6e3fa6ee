import * as XLSX from '@e965/xlsx';
import type { VolunteerResultRow } from 'gaokao-contract';
import type { PlanRow } from './repo';
import { unitWordOf } from 'gaokao-domain';

/** Columns of the exported wish list; the import side of the site reads the same headers back. */
export const EXPORT_COLUMNS: readonly (readonly [header: string, field: string])[] = [
  ['序号', 'sort_id'],
  ['院校代码', 'code'],
  ['院校名称', 'collegeName'],
  ['专业代码', 'specialty_code'],
  ['专业名称', 'specialty_title'],
  ['预估分数线', 'yugu_score'],
  ['预估位次', 'yugu_seat'],
  ['院校省份', 'collegeProvince'],
  ['院校城市', 'collegeCity'],
  ['办学性质', 'collegeNature'],
  ['选科要求', 'the_second'],
  ['学制', 'schooling_length'],
  ['学费', 'tuition_fee'],
  ['计划人数', 'planned_number'],
];

// A cell beginning with one of these would be read as a formula by spreadsheet programs (formula injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(v: unknown): XLSX.CellObject {
  if (typeof v === 'number' && Number.isFinite(v)) return { t: 'n', v };
  const s = v == null ? '' : String(v);
  // Strings are written as shared-string text cells, never as formulas; a dangerous first character also gets the
  // text number format ('@') so editing the cell in a spreadsheet program keeps it text.
  return FORMULA_START.test(s) ? { t: 's', v: s, z: '@' } : { t: 's', v: s };
}

/**
 * The columns of a list: 专业代码/专业名称 for majors; a list of 院校专业组 (江苏, 湖北 …) names its units 专业组代码/专业组,
 * a list of both kinds 专业（组）代码/专业（组）名称, and both add 组内专业 (the majors a plan names inside a group). The
 * site's import reads every variant back.
 */
export function exportColumns(rows: readonly VolunteerResultRow[]): { header: string; value: (r: VolunteerResultRow) => unknown }[] {
  const word = unitWordOf(rows.map((r) => ({ group_code: str(r.group_code), specialty_code: str(r.specialty_code), specialty_title: str(r.specialty_title) })));
  const columns = EXPORT_COLUMNS.map(([h, f]) => {
    const header = word === '专业' ? h : f === 'specialty_code' ? `${word}代码` : f === 'specialty_title' ? (word === '专业组' ? '专业组' : '专业（组）名称') : h;
    return { header, value: (r: VolunteerResultRow) => r[f] };
  });
  if (word !== '专业') columns.push({ header: '组内专业', value: (r) => (Array.isArray(r.group_majors) ? (r.group_majors as unknown[]).map(String).join('、') : '') });
  return columns;
}

/** The header row of a list (see exportColumns). */
export function exportHeaders(rows: readonly VolunteerResultRow[]): string[] {
  return exportColumns(rows).map((c) => c.header);
}

function str(v: unknown): string {
  return v == null ? '' : String(v);
}

export function exportWorkbook(plan: PlanRow, rows: readonly VolunteerResultRow[]): { base64: string; filename: string } {
  const columns = exportColumns(rows);
  const aoa: XLSX.CellObject[][] = [columns.map((c) => cell(c.header))];
  for (const r of rows) aoa.push(columns.map((c) => cell(c.value(r))));
  const ws: XLSX.WorkSheet = {};
  aoa.forEach((row, ri) => row.forEach((c, ci) => (ws[XLSX.utils.encode_cell({ r: ri, c: ci })] = c)));
  ws['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: aoa.length - 1, c: columns.length - 1 } });
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, '志愿单');
  const base64 = XLSX.write(wb, { type: 'base64', bookType: 'xlsx' }) as string;
  const who = (plan.name || '我的').replace(/[\\/:*?"<>|\s]/g, '');
  return { base64, filename: `${who}志愿单-${plan.province}-${plan.score}分.xlsx` };
}

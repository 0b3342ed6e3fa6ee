import * as XLSX from '@e965/xlsx';
import type { VolunteerResultRow } from 'gaokao-contract';
import { MSG, wishListSheet, type ExportRow, type SheetCell } from 'gaokao-domain';
import type { PlanRow } from './repo';

// A cell beginning with one of these would be read as a formula by spreadsheet programs (formula injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(v: SheetCell): XLSX.CellObject {
  if (typeof v === 'number' && Number.isFinite(v)) return { t: 'n', v };
  const s = String(v);
  // Strings are written as shared-string text cells, never as formulas; a dangerous first character also gets the
  // text number format ('@') so editing the cell in a spreadsheet program keeps it text.
  return FORMULA_START.test(s) ? { t: 's', v: s, z: '@' } : { t: 's', v: s };
}

/**
 * The exported sheet's rows: gaokao-domain's `wishListSheet` (the official form's order and columns: 志愿序号, 院校代码,
 * 院校名称, 院校专业组代码, 专业序号, 专业代码, 专业名称, 服从调剂, then 冲/稳/保, 预估线, 录取概率 …). Over 演示数据 the
 * notice comes first, above the header (the import finds the header in the first ten rows).
 */
export function exportSheet(plan: Pick<PlanRow, 'province' | 'score'>, rows: readonly VolunteerResultRow[], demo: boolean): SheetCell[][] {
  const sheet = wishListSheet(rows as readonly ExportRow[], { province: plan.province, score: plan.score });
  return demo ? [[MSG.demoDataNotice], ...sheet] : sheet;
}

export function exportWorkbook(plan: PlanRow, rows: readonly VolunteerResultRow[], demo = false): { base64: string; filename: string } {
  const aoa = exportSheet(plan, rows, demo).map((r) => r.map(cell));
  const width = Math.max(...aoa.map((r) => r.length));
  const ws: XLSX.WorkSheet = {};
  aoa.forEach((row, ri) => row.forEach((c, ci) => (ws[XLSX.utils.encode_cell({ r: ri, c: ci })] = c)));
  ws['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: aoa.length - 1, c: width - 1 } });
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, '志愿单');
  const base64 = XLSX.write(wb, { type: 'base64', bookType: 'xlsx' }) as string;
  const who = (plan.name || '我的').replace(/[\\/:*?"<>|\s]/g, '');
  return { base64, filename: `${who}志愿单-${plan.province}-${plan.score}分.xlsx` };
}

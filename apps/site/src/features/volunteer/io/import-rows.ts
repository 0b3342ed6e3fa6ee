/**
 * Reading a wish-list spreadsheet back (part 2 §7 importResultData): the rule that reads a sheet into items is the
 * domain's (`sheetToItems`: the export's headers, 志愿序号 then 专业序号 order, 服从调剂); here the items are sent in
 * batches of 100.
 */
export const IMPORT_BATCH = 100;

export { sheetToItems, type ImportItem } from 'gaokao-domain';

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

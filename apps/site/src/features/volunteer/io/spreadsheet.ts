/**
 * Spreadsheet reading, loaded on demand: the xlsx library is only downloaded when a user imports a file.
 */
export type SheetRows = (string | number | boolean | null)[][];

export async function readSheetRows(file: Blob): Promise<SheetRows> {
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.read(new Uint8Array(await file.arrayBuffer()), { type: 'array', dense: true });
  const name = workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<(string | number | boolean | null)[]>(sheet, { header: 1, raw: true, defval: null, blankrows: false });
}

/** The name an export is saved under when the server gives none. */
export const EXPORT_FILE_NAME = '志愿单.xlsx';

/** Saves the server's export (a data: URL or base64) under the server's filename. */
export function downloadFile(file: string, filename: string | undefined): void {
  const href = file.startsWith('data:') ? file : `data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,${file}`;
  const link = document.createElement('a');
  link.href = href;
  link.download = filename || EXPORT_FILE_NAME;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';

/** The spreadsheet extensions the wish-list import accepts. */
export const IMPORT_EXTENSIONS = ['.xlsx', '.xls'] as const;

/**
 * Checks the name of a wish-list import file: .xlsx or .xls (any case) with a base name, else 文件类型不正确.
 * The name is only the first gate: the server still checks the file's magic bytes.
 */
export function validateImportFileName(name: string | null | undefined): Check {
  return /^.+\.xlsx?$/i.test((name ?? '').trim()) ? CHECK_OK : checkFail(MSG.wrongFileType, 'file');
}

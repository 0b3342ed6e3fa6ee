import { describe, expect, it } from 'vitest';
import { IMPORT_EXTENSIONS, validateImportFileName } from './import-file-name';

type Case = { name: string; file: string | null | undefined; ok: boolean };
const cases: Case[] = [
  { name: 'an .xlsx file', file: '志愿单.xlsx', ok: true },
  { name: 'an .xls file', file: 'plan.xls', ok: true },
  { name: 'upper-case .XLSX', file: 'PLAN.XLSX', ok: true },
  { name: 'dots in the base name', file: 'plan.v2.xlsx', ok: true },
  { name: 'a .csv file', file: 'plan.csv', ok: false },
  { name: 'an .xlsm file', file: 'plan.xlsm', ok: false },
  { name: 'a disguised .xlsx.exe', file: 'plan.xlsx.exe', ok: false },
  { name: 'no extension', file: 'xlsx', ok: false },
  { name: 'only the extension', file: '.xlsx', ok: false },
  { name: 'empty', file: '', ok: false },
  { name: 'null', file: null, ok: false },
];

describe('given an import file name', () => {
  it.each(cases)('should accept $name: $ok', ({ file, ok }) => {
    expect(validateImportFileName(file)).toEqual(ok ? { ok: true } : { ok: false, message: '文件类型不正确', field: 'file' });
  });
  it('should list .xlsx and .xls', () => {
    expect(IMPORT_EXTENSIONS).toEqual(['.xlsx', '.xls']);
  });
});

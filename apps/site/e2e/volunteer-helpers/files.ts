import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SOFFICE = '/usr/bin/soffice';

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * Writes `rows` as CSV and converts it with LibreOffice (`soffice --headless --convert-to xls|xlsx`), as a user's
 * spreadsheet program would save it. Each call uses its own profile directory so parallel runs do not collide.
 */
export function libreOfficeSheet(dir: string, name: string, rows: readonly (readonly string[])[], format: 'xls' | 'xlsx'): string {
  const csv = path.join(dir, `${name}.csv`);
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  writeFileSync(csv, '\uFEFF' + rows.map((r) => r.map(quote).join(',')).join('\n') + '\n', 'utf8');
  const profile = path.join(dir, `lo-profile-${format}`);
  execFileSync(
    SOFFICE,
    [`-env:UserInstallation=file://${profile}`, '--headless', '--infilter=CSV:44,34,76,1', '--convert-to', format, '--outdir', dir, csv],
    { stdio: 'pipe', timeout: 120_000 },
  );
  const out = path.join(dir, `${name}.${format}`);
  if (!existsSync(out)) throw new Error(`soffice did not write ${out}: ${readdirSync(dir).join(', ')}`);
  return out;
}

/**
 * Text of a PDF by pdftotext (poppler-utils, installed by .ci/run), or null when it is not installed — under CI=true a
 * missing pdftotext fails instead, so the per-page checks never quietly fall back.
 */
export function pdfText(file: string): string | null {
  if (!existsSync('/usr/bin/pdftotext')) {
    if (process.env.CI === 'true') throw new Error('pdftotext (poppler-utils) is missing: .ci/run installs it');
    return null;
  }
  return execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

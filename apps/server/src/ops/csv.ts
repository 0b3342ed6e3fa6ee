// A cell a spreadsheet would read as a formula (= + - @, tab, CR) is written with a leading apostrophe, as text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell (RFC 4180 quoting; formula-looking text made text). */
export function csvCell(v: string | number): string {
  let s = String(v);
  if (typeof v === 'string' && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n']/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A CSV file's text as the console's exports write it: UTF-8 BOM (Excel reads Chinese), CRLF, header first. */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return '\uFEFF' + [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

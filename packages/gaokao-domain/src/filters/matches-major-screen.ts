import type { MajorOption } from './major-option';
import type { ScreenRow } from './screen-row';

/** Splits a major title into its name and the names listed in brackets: 计算机类(软件工程、网络工程). */
function titleNames(title: string): string[] {
  const innermost = /[(（]([^()（）]*)[)）]/g;
  const bracketed: string[] = [];
  let base = title;
  // Strip innermost brackets until none are left, so nested remarks such as 贸易(与某大学(丹佛)合作) go entirely.
  while (innermost.test(base)) {
    innermost.lastIndex = 0;
    for (const m of base.matchAll(innermost)) bracketed.push(...(m[1] ?? '').split(/[、,，/]/));
    base = base.replace(innermost, '');
  }
  // An unclosed bracket (法学(校本部) still starts a remark.
  base = base.replace(/[(（].*$/, '');
  return [base, ...bracketed].map((n) => n.trim()).filter((n) => n !== '');
}

/**
 * True when a result row passes the major filter: with no majors every row passes; otherwise the row's
 * specialty_title, without bracketed remarks, must equal a chosen major_name — or a major listed inside the brackets
 * of a category title such as 计算机类(计算机科学与技术、软件工程). Exact names, so 法学 does not catch 国际法学-like titles.
 */
export function matchesMajorScreen(row: ScreenRow, majors: readonly MajorOption[]): boolean {
  if (majors.length === 0) return true;
  const names = titleNames(row.specialty_title ?? '');
  return majors.some((m) => names.includes(m.major_name.trim()));
}

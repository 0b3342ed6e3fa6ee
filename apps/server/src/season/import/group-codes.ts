import type { UnitRow } from '../dataset';
import { isGroupUnit } from './kinds';

/** ASCII brackets as the Ministry's list writes them, spaces dropped (中国石油大学(北京) → 中国石油大学（北京）). */
function fullWidth(name: string): string {
  return name.replace(/\s+/g, '').replace(/\(/g, '（').replace(/\)/g, '）');
}

/** A college named on the institution list: its name and 10-digit code. */
export interface ListedCollege {
  collegeName: string;
  college_code: string | null;
}

/**
 * The 专业组 sources give each row the 10-digit institution code, and several colleges of one province's form share
 * one: a university and its branch campus (哈尔滨工业大学 and 哈尔滨工业大学(威海)), a university and its medical
 * school (北京大学医学部), an independent college and its parent (绍兴文理学院元培学院), or simply a wrong code
 * (南昌工学院 under 南昌工程学院's, abbreviations in 上海). Two such colleges with the same group code would be one
 * unit (same natural key, same `code|specialty_code` in the wish list), so one of them was lost.
 *
 * Where two colleges of a province write the same group code under one code in some year, each college as written
 * gets its own unit code in that province, the same for every year:
 * - the college the code belongs to (its name on the list with that code; else the name with the most rows, then the
 *   first by name) keeps it;
 * - another college that the list names with a code of its own gets that code;
 * - any other (a campus or a school the list does not hold) gets the shared code with a suffix, `-2`, `-3` … in the
 *   order of the names.
 *
 * Rows that are not 专业组 rows, and codes without such a collision, are returned unchanged. Returns the new rows and
 * the number of rows whose code changed.
 */
export function separateGroupColleges<T extends UnitRow>(units: readonly T[], listed: readonly ListedCollege[]): { units: T[]; changed: number } {
  const codeOfName = new Map<string, string>();
  const nameOfCode = new Map<string, string>();
  for (const c of listed) {
    if (!c.college_code) continue;
    const n = fullWidth(c.collegeName);
    if (!codeOfName.has(n)) codeOfName.set(n, c.college_code);
    if (!nameOfCode.has(c.college_code)) nameOfCode.set(c.college_code, n);
  }
  // Per province and code: the colleges (as written) that use it, how many rows each, and whether two of them ever
  // write the same group code in one year (a collision; a province that writes one college two ways is left alone).
  const names = new Map<string, Map<string, number>>();
  const keyed = new Map<string, string>();
  const colliding = new Set<string>();
  for (const u of units) {
    if (!isGroupUnit(u)) continue;
    const pc = `${u.province}|${u.code}`;
    let m = names.get(pc);
    if (!m) names.set(pc, (m = new Map()));
    m.set(u.collegeName, (m.get(u.collegeName) ?? 0) + 1);
    const k = unitNaturalKey(u);
    const prev = keyed.get(k);
    if (prev === undefined) keyed.set(k, u.collegeName);
    else if (prev !== u.collegeName) colliding.add(pc);
  }
  const codeOf = new Map<string, string>(); // `${province}|${code}|${collegeName}` → new code
  const taken = new Set([...names.keys()]);
  for (const pc of colliding) {
    const byName = names.get(pc) as Map<string, number>;
    const [province, code] = pc.split('|') as [string, string];
    const all = [...byName.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const listedName = nameOfCode.get(code);
    const owner =
      all.find((n) => fullWidth(n) === listedName) ??
      [...all].sort((a, b) => (byName.get(b) ?? 0) - (byName.get(a) ?? 0))[0];
    let k = 2;
    for (const n of all) {
      if (n === owner) continue;
      const own = codeOfName.get(fullWidth(n));
      if (own && own !== code) {
        codeOf.set(`${pc}|${n}`, own);
        continue;
      }
      while (taken.has(`${province}|${code}-${k}`)) k++;
      taken.add(`${province}|${code}-${k}`);
      codeOf.set(`${pc}|${n}`, `${code}-${k}`);
    }
  }
  let changed = 0;
  const out = units.map((u) => {
    if (!isGroupUnit(u)) return u;
    const to = codeOf.get(`${u.province}|${u.code}|${u.collegeName}`);
    if (to === undefined) return u;
    changed++;
    return { ...u, code: to };
  });
  return { units: out, changed };
}

/** The natural key of a unit row (the database's unique key `season_unit_nk`). */
export function unitNaturalKey(u: Pick<UnitRow, 'province' | 'year' | 'batch' | 'group_d' | 'code' | 'group_code' | 'specialty_code'>): string {
  return `${u.province}|${u.year}|${u.batch}|${u.group_d}|${u.code}|${u.group_code}|${u.specialty_code}`;
}

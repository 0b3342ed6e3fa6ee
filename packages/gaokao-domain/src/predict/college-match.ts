/*
 * Which rows of a province's results are the same unit in different years. A row names its college twice: by a code
 * and by a name. Neither alone is an identity across years:
 *
 * - a province's exam code is that year's number: 海南 renumbers its colleges every year (哈尔滨工业大学 was 0618 in
 *   2024 and 0621 in 2025, when 0618 was another college), and a publication may use another kind of code altogether
 *   (湖北, 湖南, 北京, 上海 2024 by the 10-digit institution code, 2025 by the exam code);
 * - a college may be renamed while it keeps its code (新乡医学院 → 河南医药大学), and one college may write several
 *   codes in one year (天津: one code per 专业组; a campus or a 中外合作 programme under a code of its own).
 *
 * So a college is known across years by its name (as matched to the Ministry's list at import), and two names are the
 * same college when one code names each of them in two years and neither name is written in the other year (a
 * rename); a college that writes one unit under two codes in some year is told apart by its code as well, in every
 * year. A group's number is its code without the college's code in front (上海 2025 writes 72501 for 湖北医药学院's
 * group 01, as 2024 wrote 01; 海南 writes 061801 for group 01 of college 0618). Where some year's source gives no
 * subject requirement for most of its groups (湖北, 湖南, 上海 2024; 天津), the requirement (and remark) cannot tell
 * groups apart across the years and is left out of matching for the whole slice.
 */

/** A row as matching reads it: its year, codes, college name, requirement and remark. */
export interface WrittenUnit {
  year: number;
  /** The college's code as the source writes it (exam code or institution code). */
  code: string;
  /** The college's name as matched to the Ministry's list (or as written when it is not on it). */
  college: string;
  /** 专业组 code as written ('' when the province has none). */
  groupCode: string;
  /** Subject requirement as written ('' when the source gives none). */
  requirement: string;
  /** Whether the row is a whole 专业组 (group-level data) rather than a major. */
  group: boolean;
  /** A major's title ('' or absent for a whole 专业组). */
  title?: string;
}

/** The identity a row is matched by across years: a college key, the group's number and the requirement to match. */
export interface MatchedIdentity {
  code: string;
  groupCode: string;
  requirement: string;
  /** Whether the slice's requirements and remarks are left out of matching (some year's source gives none for most groups). */
  requirementDropped: boolean;
}

/** A group's number within its college: its code without the college's code in front (`72501` of college `725` → `01`). */
export function groupNumber(code: string, groupCode: string): string {
  return code !== '' && groupCode.length > code.length && groupCode.startsWith(code) ? groupCode.slice(code.length) : groupCode;
}

/**
 * Whether a requirement can tell a slice's groups apart across years: every year's source gives one for at least half
 * of its groups (a few without are groups whose name carries no readable requirement: 北京 gives 89–90 %). A source
 * that gives none (湖北, 湖南, 上海 2024; 天津) cannot, and matching leaves requirements out for the whole slice. In the
 * shipped data a year's share is 0 % or at least 89 %.
 */
export function requirementsGiven(rows: ReadonlyArray<Pick<WrittenUnit, 'year' | 'group' | 'requirement'>>): boolean {
  const count = new Map<number, { given: number; all: number }>();
  for (const r of rows) {
    if (!r.group) continue;
    let c = count.get(r.year);
    if (c === undefined) count.set(r.year, (c = { given: 0, all: 0 }));
    c.all += 1;
    if (r.requirement.trim() !== '') c.given += 1;
  }
  for (const c of count.values()) if (c.given * 2 < c.all) return false;
  return true;
}

/**
 * Each row's identity across years (see the file's comment). The rows are one slice's (one province, batch and subject
 * group) over every year; the function answers for any of those rows.
 */
export function crossYearIdentity<T extends WrittenUnit>(rows: readonly T[]): (r: T) => MatchedIdentity {
  // Each year's names, and the names each code is written with that year.
  const namesOfYear = new Map<number, Set<string>>();
  const namesOfCode = new Map<number, Map<string, Set<string>>>();
  for (const r of rows) {
    let names = namesOfYear.get(r.year);
    if (names === undefined) namesOfYear.set(r.year, (names = new Set()));
    names.add(r.college);
    let codes = namesOfCode.get(r.year);
    if (codes === undefined) namesOfCode.set(r.year, (codes = new Map()));
    let ofCode = codes.get(r.code);
    if (ofCode === undefined) codes.set(r.code, (ofCode = new Set()));
    ofCode.add(r.college);
  }
  // Renames: one code naming one name in each of two years, neither name written in the other year.
  const parent = new Map<string, string>();
  const find = (n: string): string => {
    let x = n;
    while (parent.has(x) && parent.get(x) !== x) x = parent.get(x) as string;
    return x;
  };
  const years = [...namesOfYear.keys()].sort((a, b) => a - b);
  for (const [i, a] of years.entries())
    for (const b of years.slice(i + 1)) {
      const [namesA, namesB] = [namesOfYear.get(a) as Set<string>, namesOfYear.get(b) as Set<string>];
      const codesB = namesOfCode.get(b) as Map<string, Set<string>>;
      for (const [code, ofA] of namesOfCode.get(a) as Map<string, Set<string>>) {
        const ofB = codesB.get(code);
        if (ofA.size !== 1 || ofB === undefined || ofB.size !== 1) continue;
        const [nameA, nameB] = [[...ofA][0] as string, [...ofB][0] as string];
        if (nameA === nameB || namesB.has(nameA) || namesA.has(nameB)) continue;
        const [ra, rb] = [find(nameA), find(nameB)];
        if (ra !== rb) parent.set(rb, ra);
      }
    }
  const dropped = !requirementsGiven(rows);
  // A college whose rows of some year would be one unit under its name but stand under two codes (a campus or a
  // programme with a code of its own writing the same major or group) keeps its code in its key, in every year: its
  // units are matched by code, as written.
  const unitOf = (r: WrittenUnit) => `${r.year}|${r.college}|${r.title ?? ''}|${groupNumber(r.code, r.groupCode)}|${dropped ? '' : r.requirement}`;
  const codesOfUnit = new Map<string, Set<string>>();
  for (const r of rows) {
    const k = unitOf(r);
    let codes = codesOfUnit.get(k);
    if (codes === undefined) codesOfUnit.set(k, (codes = new Set()));
    codes.add(r.code);
  }
  const split = new Set<string>();
  for (const [k, codes] of codesOfUnit) if (codes.size > 1) split.add(find(k.split('|')[1] as string));
  return (r) => {
    const college = find(r.college);
    const several = split.has(college);
    return {
      code: several ? `${college}#${r.code}` : college,
      groupCode: groupNumber(r.code, r.groupCode),
      requirement: dropped ? '' : r.requirement,
      requirementDropped: dropped,
    };
  };
}

import { BRANCH_CAMPUSES, type BranchCampus } from './branch-campuses';

/**
 * Matching the college names of the admission sources to the Ministry of Education's list (one rule, with a case table
 * in college-name.test.ts). The sources write a college as the list does, or with:
 * - half-width brackets and spaces (`中国石油大学(华东)` → `中国石油大学（华东）`);
 * - tags in square brackets (`[公办]`, `[民办]`, `【独立学院】`), dropped;
 * - a city, a campus or a program in trailing brackets (`河北大学(保定市)`, `西南大学(荣昌校区)`, `(地方专项计划)`,
 *   `(中外合作)`), peeled one at a time until the name is on the list;
 * - a branch campus with its own name and location (`哈尔滨工业大学(深圳)`): found before its university is, and matched
 *   to the campus (BRANCH_CAMPUSES), a college of its own;
 * - an abbreviation (上海 writes `华东师大`, `上海交大`): matched when exactly one listed name starts with the same two
 *   characters and holds the abbreviation's characters in order.
 */

/** How a written name was matched. */
export type CollegeMatchKind = 'listed' | 'branch' | 'abbreviation';

export interface CollegeMatch {
  /** The name as the list (or BRANCH_CAMPUSES) writes it. */
  name: string;
  kind: CollegeMatchKind;
  /** The bracketed parts peeled off the written name, outermost last (`['保定市', '地方专项计划']`). */
  peeled: string[];
  /** The branch campus, for kind `branch`. */
  branch?: BranchCampus;
}

/** Spaces dropped, ASCII brackets full-width, square-bracket tags dropped: the form every lookup uses. */
export function collegeNameKey(written: string): string {
  return written
    .replace(/\s+/g, '')
    .replace(/\(/g, '（')
    .replace(/\)/g, '）')
    .replace(/\[[^\]]*\]|【[^】]*】/g, '');
}

export interface CollegeNameIndex {
  /** Listed names by their key (collegeNameKey) → as listed. */
  listed: ReadonlyMap<string, string>;
  branches: ReadonlyMap<string, BranchCampus>;
  /** Listed names by their first two characters (abbreviations). */
  byPrefix: ReadonlyMap<string, readonly string[]>;
}

/** The index of the Ministry's names (as listed) and the branch campuses. */
export function collegeNameIndex(listedNames: Iterable<string>, branches: readonly BranchCampus[] = BRANCH_CAMPUSES): CollegeNameIndex {
  const listed = new Map<string, string>();
  const byPrefix = new Map<string, string[]>();
  for (const raw of listedNames) {
    const n = collegeNameKey(raw);
    if (listed.has(n)) continue;
    listed.set(n, raw);
    const p = n.slice(0, 2);
    const l = byPrefix.get(p);
    if (l) l.push(n);
    else byPrefix.set(p, [n]);
  }
  const b = new Map<string, BranchCampus>();
  for (const x of branches) for (const n of [x.name, ...(x.aliases ?? [])]) b.set(collegeNameKey(n), x);
  return { listed, branches: b, byPrefix };
}

/** Holds `abbr`'s characters in order. */
function holdsInOrder(name: string, abbr: string): boolean {
  let i = 0;
  for (const ch of name) if (ch === abbr[i]) i++;
  return i === abbr.length;
}

/** The listed college (or branch campus) a written name means, or null when the rule finds none or several. */
export function matchCollegeName(written: string, index: CollegeNameIndex): CollegeMatch | null {
  let n = collegeNameKey(written);
  const peeled: string[] = [];
  for (;;) {
    const branch = index.branches.get(n);
    if (branch) return { name: branch.name, kind: 'branch', peeled: [...peeled].reverse(), branch };
    const listed = index.listed.get(n);
    if (listed !== undefined) return { name: listed, kind: 'listed', peeled: [...peeled].reverse() };
    const m = /^(.+)（([^（）]*)）$/.exec(n);
    if (!m) break;
    peeled.push(m[2] as string);
    n = m[1] as string;
  }
  // An abbreviation: one listed name with the same first two characters holding every character in order.
  if (n.length >= 3) {
    const hits = (index.byPrefix.get(n.slice(0, 2)) ?? []).filter((x) => x.length > n.length && holdsInOrder(x, n));
    if (hits.length === 1) return { name: index.listed.get(hits[0] as string) as string, kind: 'abbreviation', peeled: [...peeled].reverse() };
  }
  return null;
}

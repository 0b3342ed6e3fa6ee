import { BRANCH_CAMPUSES, type BranchCampus } from './branch-campuses';

/**
 * Matching the college names of the admission sources to the Ministry of Education's list (one rule, with a case table
 * in college-name.test.ts). The sources write a college as the list does, or with:
 * - half-width brackets and spaces (`中国石油大学(华东)` → `中国石油大学（华东）`);
 * - tags in square brackets (`[公办]`, `[民办]`, `【独立学院】`), dropped;
 * - a city, a campus or a program in trailing brackets (`河北大学(保定市)`, `西南大学(荣昌校区)`, `(地方专项计划)`,
 *   `(中外合作)`), peeled one at a time until the name is on the list;
 * - a branch campus with its own name and location (`哈尔滨工业大学(深圳)`), or a school of a university that enrols
 *   under a name and exam code of its own (`北京大学医学部`): found before its university is, and matched to the campus
 *   or school (BRANCH_CAMPUSES), a college of its own;
 * - another name of a listed college (renamed since the list, a short form: COLLEGE_ALIASES);
 * - an abbreviation (上海 writes `华东师大`, `上海交大`): matched when exactly one listed name starts with the same two
 *   characters and holds the abbreviation's characters in order (or all that do are named after the shortest one).
 */

/**
 * Names the sources write for a listed college under another name: a college renamed since (the list is of 2025-06),
 * or a short form. Each with a note. A school of a university that the sources write under a name and exam code of its
 * own (北京大学医学部) is not another name of the university: it is a college of its own (BRANCH_CAMPUSES, kind `school`).
 */
export const COLLEGE_ALIASES: readonly { written: string; listed: string; note: string }[] = [
  { written: '佛山科学技术学院', listed: '佛山大学', note: '2024 年更名' },
  { written: '桂林医学院', listed: '桂林医科大学', note: '2024 年更名' },
  { written: '海南医学院', listed: '海南医科大学', note: '2023 年更名' },
  { written: '天水师范学院', listed: '天水师范大学', note: '2024 年更名' },
  { written: '西藏农牧学院', listed: '西藏农牧大学', note: '2024 年更名' },
  { written: '北师港浸大', listed: '北京师范大学-香港浸会大学联合国际学院', note: '简称' },
  { written: '北师香港浸会大学', listed: '北京师范大学-香港浸会大学联合国际学院', note: '简称' },
];

/** How a written name was matched. */
/** How a written name was matched: `branch` a branch campus, `school` a school of a university (BRANCH_CAMPUSES' kinds). */
export type CollegeMatchKind = 'listed' | 'branch' | 'school' | 'alias' | 'abbreviation';

export interface CollegeMatch {
  /** The name as the list (or BRANCH_CAMPUSES) writes it. */
  name: string;
  kind: CollegeMatchKind;
  /** The bracketed parts peeled off the written name, outermost last (`['保定市', '地方专项计划']`). */
  peeled: string[];
  /** The branch campus or school (BRANCH_CAMPUSES), for kinds `branch` and `school`. */
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
  /** COLLEGE_ALIASES by the written name's key → the listed name. */
  aliases: ReadonlyMap<string, string>;
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
  const aliases = new Map<string, string>();
  for (const a of COLLEGE_ALIASES) if (listed.has(collegeNameKey(a.listed))) aliases.set(collegeNameKey(a.written), listed.get(collegeNameKey(a.listed)) as string);
  return { listed, branches: b, byPrefix, aliases };
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
    if (branch) return { name: branch.name, kind: branch.kind === 'school' ? 'school' : 'branch', peeled: [...peeled].reverse(), branch };
    const listed = index.listed.get(n);
    if (listed !== undefined) return { name: listed, kind: 'listed', peeled: [...peeled].reverse() };
    const alias = index.aliases.get(n);
    if (alias !== undefined) return { name: alias, kind: 'alias', peeled: [...peeled].reverse() };
    const m = /^(.+)（([^（）]*)）$/.exec(n);
    if (!m) break;
    peeled.push(m[2] as string);
    n = m[1] as string;
  }
  // An abbreviation: one listed name with the same first two characters holding every character in order.
  if (n.length >= 3) {
    const all = (index.byPrefix.get(n.slice(0, 2)) ?? []).filter((x) => x.length > n.length && holdsInOrder(x, n));
    // A university and its own independent colleges (上海师范大学, 上海师范大学天华学院) hold the same characters: the
    // university is meant when every other hit is named after it.
    const shortest = [...all].sort((a, b) => a.length - b.length)[0];
    const hits = shortest !== undefined && all.every((x) => x.startsWith(shortest)) ? [shortest] : all;
    if (hits.length === 1) return { name: index.listed.get(hits[0] as string) as string, kind: 'abbreviation', peeled: [...peeled].reverse() };
  }
  return null;
}

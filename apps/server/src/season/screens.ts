import {
  countByBand,
  matchOrder,
  matchesCollegeNatures,
  matchesCollegeProvinces,
  matchesCollegeScreen,
  matchesMajorScreen,
  matchesOtherScreen,
  matchesTeshuScreen,
  meetsSubjectRequirement,
  parseCollegeScreen,
  parseMajorScreen,
  parseOtherScreen,
  parseTeshuScreen,
  riskBandWithLine,
  subjectInitials,
  type RiskBand,
  type ScreenOrder,
} from 'gaokao-domain';
import type { PlanLike, Screens, Slice, Unit } from './model';

/** The saved screens `readScreens` reads (volunteer_screen names): all a screen depends on of them. */
export const SCREEN_NAMES = ['major_screen', 'major_teshu_screen', 'college_screen', 'other_screen'] as const;

/** The saved screens of a plan (volunteer_screen rows by name), parsed by the domain's readers. */
export function readScreens(saved: Partial<Record<(typeof SCREEN_NAMES)[number], string>>): Screens {
  const major = parseMajorScreen(saved.major_screen ?? '');
  const teshu = parseTeshuScreen(saved.major_teshu_screen);
  const college = parseCollegeScreen(saved.college_screen ?? '');
  const other = parseOtherScreen(saved.other_screen ?? '');
  const none = major.length === 0 && teshu.length === 0 && !saved.college_screen && !saved.other_screen;
  return { major, teshu, college, other, none };
}

/** Whether a unit passes a plan's major, special-major, college and other screens. */
export function passesScreens(u: Unit, s: Screens): boolean {
  if (s.none) return true;
  const row = u.wire;
  if (!matchesMajorScreen(row, s.major)) return false;
  if (!matchesCollegeScreen(row, s.college)) return false;
  if (!matchesOtherScreen(row, s.other)) return false;
  return matchesTeshuScreen(row, s.teshu);
}

/** Tab 1: units whose predicted line lies in [score − down, score + up], best first; the DB is not touched. */
export function intellRows(s: Slice | undefined, plan: PlanLike, band: { up: number; down: number }, screens: Screens): { rows: Unit[]; slice: Slice | undefined; lo: number; hi: number } {
  const lo = plan.score - band.down;
  const hi = plan.score + band.up;
  if (!s) return { rows: [], slice: undefined, lo, hi };
  const subjects = subjectInitials(plan.subject, plan.group_d);
  const start = firstAtOrBelow(s.rows, hi);
  const out: Unit[] = [];
  for (let i = start; i < s.rows.length; i++) {
    const u = s.rows[i] as Unit;
    if (u.yugu_score == null || u.yugu_score < lo) break;
    if (!meetsSubjectRequirement(u.req, subjects)) continue;
    if (!passesScreens(u, screens)) continue;
    out.push(u);
  }
  return { rows: out, slice: s, lo, hi };
}

/** A tab-1 unit's 冲/稳/保 at a score: the domain's rule with the unit's 99 % line (as the row's `risk`). */
export function unitBand(u: Unit, score: number): RiskBand | null {
  return u.yugu_score == null ? null : riskBandWithLine(score, u.yugu_score, u.outlook?.line99 ?? null);
}

/**
 * What tab 1 shows of its rows (issue 14): the count of each band over the whole screen, then the rows of one band
 * (`band`, all when absent) in the chosen order — `line` keeps {@link intellRows}' line-descending order, `match`
 * is the domain's 按匹配度 ({@link matchOrder}). Paging then runs over these rows.
 */
export function intellView(rows: readonly Unit[], score: number, view: { band?: RiskBand | undefined; order?: ScreenOrder | undefined }): { rows: Unit[]; counts: Record<RiskBand, number> } {
  const bands = new Map<Unit, RiskBand | null>(rows.map((u) => [u, unitBand(u, score)]));
  const bandOf = (u: Unit) => bands.get(u) ?? null;
  const counts = countByBand(rows, bandOf);
  const chosen = view.band ? rows.filter((u) => bandOf(u) === view.band) : [...rows];
  return { rows: view.order === 'match' ? matchOrder(chosen, (u) => u.yugu_score, bandOf) : chosen, counts };
}

/** Tabs 2 and 3 (and the college dialog): text and list filters over the plan's slice. */
export function searchRows(
  s: Slice | undefined,
  plan: PlanLike,
  f: { collegeName?: string; specialty_title?: string; collegeProvince?: string; collegeNature?: string; min_score?: number; max_score?: number; lowest_mark?: number; shouci?: boolean },
): { rows: Unit[]; slice: Slice | undefined } {
  if (!s) return { rows: [], slice: undefined };
  const subjects = subjectInitials(plan.subject, plan.group_d);
  const provinces = csv(f.collegeProvince);
  const natures = csv(f.collegeNature);
  const name = (f.collegeName ?? '').trim();
  const title = (f.specialty_title ?? '').trim();
  const rows = s.rows.filter((u) => {
    if (name && !u.collegeName.includes(name)) return false;
    if (title && !u.specialty_title.includes(title)) return false;
    if (f.shouci && !u.firstTime) return false;
    if (!meetsSubjectRequirement(u.req, subjects)) return false;
    if (!matchesCollegeProvinces(u.wire, provinces) || !matchesCollegeNatures(u.wire, natures)) return false;
    const y = u.yugu_score;
    if (f.min_score != null && (y == null || y < f.min_score)) return false;
    if (f.max_score != null && (y == null || y > f.max_score)) return false;
    if (f.lowest_mark != null && (y == null || y < f.lowest_mark)) return false;
    return true;
  });
  return { rows, slice: s };
}

function csv(v: string | undefined): string[] {
  return (v ?? '').split(/[,，]/).map((x) => x.trim()).filter(Boolean);
}

/** First index whose predicted line is ≤ score (rows sorted descending, nulls last). */
function firstAtOrBelow(rows: Unit[], score: number): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const y = (rows[mid] as Unit).yugu_score;
    if (y != null && y > score) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

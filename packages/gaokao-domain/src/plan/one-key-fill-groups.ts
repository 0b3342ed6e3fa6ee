import type { RiskBand } from '../risk/risk-band';
import { groupKeyOf, type GroupFormLimits, type GroupMajorRow } from './group-form';
import { groupLineOf, groupProbabilityOf, type GroupSummaryRow } from './group-summary';
import { isOnList, oneKeyFill } from './one-key-fill';
import { oneKeyFillMix, type FillMix, type FillNearest } from './one-key-fill-mix';
import { planUnitKey } from './plan-unit-key';
import { predictedScore } from './predicted-score';
import type { FillCandidate } from './types';

/** A candidate row of a group province's one-key fill: a major of a 院校专业组 (wire names). */
export type GroupFillCandidate = FillCandidate & GroupMajorRow & GroupSummaryRow;

/** How a group fill picks: a number of groups spread over the lines, or a 冲/稳/保 mix of groups. */
export type GroupFillPick = { count: number } | { mix: FillMix };

/** The row that stands for a group in the per-row rules: its line (`groupLineOf`) and 录取概率 (`groupProbabilityOf`). */
export interface GroupRep {
  code: string;
  /** The college's name, by which the per-college cap counts (`fillCollegeOf`); '' where the data names none. */
  collegeName: string;
  /** The group's key (`groupKeyOf`). */
  specialty_code: string;
  yugu_score: number | null;
  luqu_gailv: number | null;
  is_result: number;
}

/** Which groups a fill may take (the default fill's rule, `defaultFillPlan`); every group when absent. */
export type GroupKeep = (group: GroupRep) => boolean;

/** One group as the fill weighs it: the group's line, and the row that stands for it in the per-row rules. */
interface GroupCandidate<T> {
  rep: GroupRep;
  majors: T[];
}

/**
 * The groups a fill may pick from: the candidates grouped by 院校专业组 (`groupKeyOf`: college code + group code), each
 * with its distinct majors in the fill's order (predicted line highest first, equal lines and rows without one in
 * their order, unlined last). A group holding any row of the list (`list`, or a candidate flagged on it) is on the list:
 * the fill never adds to it, so no group is split; it still counts for its college. A group `keep` refuses (not on the
 * list) is left out.
 *
 * A group stands as the group the fill would bring: its line and 录取概率 are read from its first `perGroup` majors (the
 * ones a pick adds), as the wish list reads a group from the majors it holds — so a group taken as 保 at 95 % shows 95 %
 * on the list, not the 90 % of its six hardest majors beside the 98 % of an easier major left out.
 */
function groupCandidates<T extends GroupFillCandidate>(candidates: readonly T[], list: readonly GroupMajorRow[], keep?: GroupKeep, perGroup?: number): Map<string, GroupCandidate<T>> {
  const onList = new Set(list.map(groupKeyOf));
  for (const row of candidates) if (isOnList(row.is_result)) onList.add(groupKeyOf(row));
  const groups = new Map<string, GroupCandidate<T>>();
  const seen = new Set<string>();
  const groupOf = (row: GroupMajorRow) => {
    const key = groupKeyOf(row);
    let g = groups.get(key);
    if (!g) {
      g = { rep: { code: String(row.code), collegeName: String(row.collegeName ?? ''), specialty_code: key, yugu_score: null, luqu_gailv: null, is_result: onList.has(key) ? 1 : 0 }, majors: [] };
      groups.set(key, g);
    }
    return g;
  };
  for (const row of list) groupOf(row);
  for (const row of candidates) {
    const g = groupOf(row);
    if (g.rep.is_result === 1 || seen.has(planUnitKey(row))) continue;
    seen.add(planUnitKey(row));
    g.majors.push(row);
  }
  for (const g of groups.values()) {
    g.majors = g.majors
      .map((row, index) => ({ row, index, line: predictedScore(row.yugu_score) }))
      .sort((a, b) => (a.line === b.line ? a.index - b.index : a.line === null ? 1 : b.line === null ? -1 : b.line - a.line))
      .map((x) => x.row);
    const brought = perGroup === undefined ? g.majors : g.majors.slice(0, Math.max(1, perGroup));
    g.rep.yugu_score = groupLineOf(brought);
    g.rep.luqu_gailv = groupProbabilityOf(brought);
  }
  if (keep) for (const [key, g] of groups) if (g.rep.is_result !== 1 && !keep(g.rep)) groups.delete(key);
  return groups;
}

/**
 * How many groups (院校专业组) of the candidates one-key fill could pick: those with a major and none on the list
 * (`perGroup`: the majors a pick brings, by which `keep` judges a group, as `oneKeyFillGroups` does).
 */
export function fillableGroupCount(candidates: readonly GroupFillCandidate[], list: readonly GroupMajorRow[] = [], keep?: GroupKeep, perGroup?: number): number {
  return [...groupCandidates(candidates, list, keep, perGroup).values()].filter((g) => g.rep.is_result !== 1 && g.majors.length > 0).length;
}

/** How many fillable groups fall in each band, a group's band read from its line (`groupLineOf`). */
export function fillableGroupsByBand(
  candidates: readonly GroupFillCandidate[],
  bandOf: (group: { yugu_score: number | null }) => RiskBand | null,
  list: readonly GroupMajorRow[] = [],
  keep?: GroupKeep,
  perGroup?: number,
): FillMix {
  const out: FillMix = { 冲: 0, 稳: 0, 保: 0 };
  for (const g of groupCandidates(candidates, list, keep, perGroup).values()) {
    if (g.rep.is_result === 1 || g.majors.length === 0) continue;
    const band = bandOf(g.rep);
    if (band !== null) out[band] += 1;
  }
  return out;
}

/**
 * 一键填报 in a 院校专业组 province (广东, 江苏 …): picks whole groups, never single majors.
 *
 * Each group (the candidates sharing college code and group code) stands as one row with the group's line
 * (`groupLineOf`), and the per-row rules pick among those rows: `{ count }` the spec's even spread (`oneKeyFill`),
 * `{ mix }` the 冲/稳/保 mix (`oneKeyFillMix`, a group's band from its line; no college on more groups than 志愿表体检
 * accepts, counting the list's groups). The room is the province's number of groups (`limits.groups`, 45 in 广东)
 * minus the groups on `list`. A picked group brings up to `limits.majorsPerGroup` of its majors, highest line first —
 * the order the fill gives its picks. Groups already on the list are never added to.
 *
 * Returns the rows to add in order (the groups highest line first, each group's majors together), the number of groups
 * and the split by band of the groups picked. 服从调剂 is not sent: a group is 服从 until the family says no.
 *
 * The default fill (`defaultFillPlan`) passes `keep` (the groups it may take, judged by their line and 录取概率) and
 * `nearest` (the bands it fills closest to the score).
 */
export function oneKeyFillGroups<T extends GroupFillCandidate>(
  candidates: readonly T[],
  pick: GroupFillPick,
  options: {
    limits: GroupFormLimits;
    list?: readonly GroupMajorRow[];
    bandOf: (group: { yugu_score: number | null }) => RiskBand | null;
    keep?: GroupKeep;
    nearest?: FillNearest;
  },
): { picks: T[]; groups: number; split: FillMix } {
  const list = options.list ?? [];
  const groups = groupCandidates(candidates, list, options.keep, options.limits.majorsPerGroup);
  // Groups of the list stand as rows flagged on it: they fill their place and count for their college.
  const reps = [...groups.values()].filter((g) => g.rep.is_result === 1 || g.majors.length > 0).map((g) => g.rep);
  const onList = reps.filter((r) => r.is_result === 1).length;
  const chosen =
    'mix' in pick
      ? oneKeyFillMix(reps, pick.mix, options.bandOf, onList, options.limits.groups, options.nearest).picks
      : oneKeyFill(reps, pick.count, onList, options.limits.groups);
  const split: FillMix = { 冲: 0, 稳: 0, 保: 0 };
  const picks: T[] = [];
  for (const rep of chosen) {
    const g = groups.get(rep.specialty_code);
    if (!g) continue;
    const band = options.bandOf(rep);
    if (band !== null) split[band] += 1;
    picks.push(...g.majors.slice(0, Math.max(1, options.limits.majorsPerGroup)));
  }
  return { picks, groups: chosen.length, split };
}

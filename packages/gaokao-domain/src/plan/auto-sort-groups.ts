import type { GroupHealthRow } from './group-health';
import { flattenGroups, groupsOfList, type WishGroup } from './group-form';
import { groupLineOf } from './group-summary';

/**
 * 自动排序 of a group form (院校专业组 provinces): whole groups by the group's predicted line, highest first — its
 * `group_yugu_score`, else the lowest line of its chosen majors (the same estimate of the group's 投档线) — with the
 * majors of each group kept in the family's order; equal lines keep their order, groups without a line go last. The
 * flat list comes back numbered 1…n (`flattenGroups`). A province whose 志愿 is one college and major sorts by row
 * (`autoSort`).
 */
export function autoSortGroups<T extends GroupHealthRow>(rows: readonly T[]): Array<T & { sort_id: number }> {
  const lineOf = (g: WishGroup<T>): number | null => groupLineOf(g.majors);
  const keyed = groupsOfList(rows).map((group, index) => ({ group, index, line: lineOf(group) }));
  keyed.sort((a, b) => {
    if (a.line === null || b.line === null) {
      if (a.line !== b.line) return a.line === null ? 1 : -1;
    } else if (a.line !== b.line) return b.line - a.line;
    return a.index - b.index;
  });
  return flattenGroups(keyed.map((k) => k.group));
}

import { autoSortGroups, groupKeyOf, groupLineOf, groupsOfList, pickLabel } from 'gaokao-domain';
import { catalogueRowOf, storedPicks } from '../model/catalogue-rows';
import type { ResultRow } from '../model/types';

/** A saved row of the list as the sort dialog reads it. */
export type SortRow = ResultRow & { volunteer_result_id: number; sort_id: number };

/** One 院校专业组 as a row of the sort dialog: the group moves as one, its majors in the family's order inside it. */
export interface GroupSortRow {
  /** The group's key (college code and group code), readable in the DOM. */
  volunteer_result_id: string;
  collegeName: string;
  collegeNameRemark: string | null;
  /** The group's chosen majors, in order. */
  specialty_title: string;
  /** The group's line (`groupLineOf`). */
  yugu_score: number | null;
  majors: SortRow[];
}

/** The dialog's rows of a group province: one per 院校专业组 (`groupsOfList`), in list order. */
export function groupSortRows(rows: readonly SortRow[]): GroupSortRow[] {
  return groupsOfList(rows).map((g) => ({
    volunteer_result_id: g.key.replaceAll('\u0000', '|'),
    collegeName: g.collegeName,
    collegeNameRemark: g.groupCode ? ` 专业组 ${g.groupCode}` : null,
    // A 专业组 whose majors are unpublished (江苏) names the family's picks from the college's 开设专业.
    specialty_title: (() => {
      const fromCatalogue = catalogueRowOf(g);
      const titles = fromCatalogue ? storedPicks(fromCatalogue).map(pickLabel) : g.majors.map((m) => String(m.specialty_title));
      return titles.length > 0 ? titles.map((t, i) => `${i + 1}.${t}`).join(' ') : String(g.majors[0]?.specialty_title ?? '');
    })(),
    yugu_score: groupLineOf(g.majors),
    majors: g.majors,
  }));
}

/** 自动排序 of a group province: the domain's `autoSortGroups` over the majors, read back as the groups' order. */
export function autoSortGroupRows(groups: readonly GroupSortRow[]): GroupSortRow[] {
  const byKey = new Map(groups.map((g) => [groupKeyOf(g.majors[0]!), g]));
  const sorted = autoSortGroups(groups.flatMap((g) => g.majors).map((m, i) => ({ ...m, sort_id: i + 1 })));
  const out: GroupSortRow[] = [];
  for (const m of sorted) {
    const g = byKey.get(groupKeyOf(m));
    if (g && !out.includes(g)) out.push(g);
  }
  return out;
}

/** The flat order updateAll takes: the groups in order, each group's majors in their order, numbered 1…n. */
export function groupOrderToSave(groups: readonly GroupSortRow[]): Array<{ volunteer_result_id: number; sort_id: number }> {
  return groups.flatMap((g) => g.majors).map((m, i) => ({ volunteer_result_id: m.volunteer_result_id, sort_id: i + 1 }));
}

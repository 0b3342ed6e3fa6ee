import { obeyOfRows, type ExportRow } from './export-sheet';
import { groupFormLimits, groupsOfList } from './group-form';
import type { HealthGroupForm } from './health-check';
import { groupLineOf } from './group-summary';
import { predictedScore } from './predicted-score';

/** A wish-list row as the group health check reads it: the export's fields and the group's own predicted line. */
export interface GroupHealthRow extends ExportRow {
  /** The predicted line of the row's 院校专业组 (additive wire field; the lowest of its majors' lines). */
  group_yugu_score?: number | string | null;
}

/**
 * The group form 志愿表体检 reads (`planHealthCheck`'s third argument) for a plan in a 院校专业组 province: the groups
 * in list order (`groupsOfList`), each with its place, its line (`groupLineOf`: its rows' `group_yugu_score`, else its lowest major),
 * its chosen majors' lines in order, 服从调剂 (`obeyOfRows`) and its rows' sort ids. Undefined elsewhere (河北 …).
 */
export function healthGroupForm(rows: readonly GroupHealthRow[], plan: { province: string | null | undefined; score: number }): HealthGroupForm | undefined {
  if (groupFormLimits(plan.province) === null) return undefined;
  const groups = groupsOfList(rows, obeyOfRows(rows)).map((g, i) => ({
    position: i + 1,
    collegeName: g.collegeName,
    groupCode: g.groupCode,
    groupLine: groupLineOf(g.majors),
    majorLines: g.majors.map((m) => predictedScore(m.yugu_score)),
    obey: g.obey,
    rows: g.majors.map((m, j) => m.sort_id ?? j + 1),
  }));
  return { score: plan.score, groups };
}

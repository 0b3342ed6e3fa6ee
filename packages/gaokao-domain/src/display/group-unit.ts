/**
 * 院校专业组 as the unit (江苏, 湖北, 湖南, 上海, 北京 …): a row whose unit is a whole major group carries the group code
 * as its unit code and the title `NN专业组`. Such rows are named 专业组 wherever the list speaks of its units (the
 * exported spreadsheet, the printed report).
 */
export interface UnitNames {
  group_code?: string | null;
  specialty_code?: string | null;
  specialty_title?: string | null;
}

/** The title of a 专业组 unit: `06专业组`. */
export function groupUnitTitle(groupCode: string): string {
  return `${groupCode}专业组`;
}

/** Whether a row's unit is a whole 专业组 (its code is the group code and its title `NN专业组`). */
export function isGroupUnit(row: UnitNames): boolean {
  const g = (row.group_code ?? '').trim();
  return g !== '' && row.specialty_code === g && row.specialty_title === groupUnitTitle(g);
}

/** How a list names its units: 专业 (every row a major), 专业组 (every row a group), 专业（组） (both kinds). */
export type UnitWord = '专业' | '专业组' | '专业（组）';

export function unitWordOf(rows: readonly UnitNames[]): UnitWord {
  const groups = rows.filter(isGroupUnit).length;
  if (groups === 0) return '专业';
  return groups === rows.length ? '专业组' : '专业（组）';
}

/**
 * Said beside an earlier year's line of a 专业组 met by its code alone in a college whose list of codes changed, where
 * no requirement tells its groups apart (predict/group-match.ts `metByCodeAlone`): the line is the code's, which may
 * have named another group that year.
 */
export const CODE_ONLY_NOTE = '专业组编号有变动，此为同编号组的分数';

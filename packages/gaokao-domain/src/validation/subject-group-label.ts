import { MSG } from '../messages';
import { primarySubjectOfGroup } from './subject-group';

/** The label of the subject group: 物理科目组合 or 历史科目组合 by the first-choice subject; empty when neither is chosen. */
export function subjectGroupLabel(selected: readonly string[]): string {
  if (selected.includes('物理')) return MSG.physicsGroup;
  if (selected.includes('历史')) return MSG.historyGroup;
  return '';
}

/**
 * What the rank lookup sends for a group (part 2 §5): the group names 物理类 / 历史类 become the subject combinations
 * 物理科目组合 / 历史科目组合; other groups (综合, 理科 …) and empty text are sent as they are.
 */
export function groupCombinationLabel(group: string): string {
  const first = primarySubjectOfGroup(group);
  return first ? subjectGroupLabel([first]) : group;
}

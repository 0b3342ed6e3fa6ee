import { MSG } from '../messages';

/** The label of the subject group: 物理科目组合 or 历史科目组合 by the first-choice subject; empty when neither is chosen. */
export function subjectGroupLabel(selected: readonly string[]): string {
  if (selected.includes('物理')) return MSG.physicsGroup;
  if (selected.includes('历史')) return MSG.historyGroup;
  return '';
}

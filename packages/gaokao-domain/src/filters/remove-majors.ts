import type { MajorOption } from './major-option';

/** Removes one major (by major_name) from the filter list. */
export function removeMajor<T extends MajorOption>(current: readonly T[], majorName: string): T[] {
  return current.filter((m) => m.major_name.trim() !== majorName.trim());
}

/** Removes the selected majors (by major_name) from the filter list. */
export function removeSelectedMajors<T extends MajorOption>(current: readonly T[], selectedNames: readonly string[]): T[] {
  const selected = new Set(selectedNames.map((n) => n.trim()));
  return current.filter((m) => !selected.has(m.major_name.trim()));
}

/** Empties the filter list (after 确认移除所有专业吗?). */
export function removeAllMajors<T extends MajorOption>(_current: readonly T[]): T[] {
  return [];
}

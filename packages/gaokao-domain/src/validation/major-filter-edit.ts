import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';

/** The three confirmations of the major filter: remove the current major, the selected ones, or all. */
export const MAJOR_REMOVE_CONFIRM = {
  current: MSG.confirmRemoveMajor,
  selected: MSG.confirmRemoveSelectedMajors,
  all: MSG.confirmRemoveAllMajors,
} as const;

/** Checks a major-filter action: adding needs a chosen major (请选择专业), removing selected needs a selection (请选择要移除的专业). */
export function validateMajorFilterEdit(action: 'add' | 'removeSelected', chosen: readonly unknown[] | null | undefined): Check {
  if (chosen != null && chosen.length > 0) return CHECK_OK;
  return checkFail(action === 'add' ? MSG.majorRequired : MSG.majorToRemoveRequired, 'majors');
}

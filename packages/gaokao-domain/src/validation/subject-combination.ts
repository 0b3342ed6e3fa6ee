import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { subjectList } from './subject-list';
import { ALL_SUBJECTS, EDIT_MAX_SUBJECTS, isPrimarySubject } from './subjects';

/**
 * Checks a 3+1+2 subject combination (array or the comma-separated wire string): 所选科目不能为空 when empty; exactly
 * one of 物理/历史 (所选科目物理和历史必选，且二选一); exactly three known subjects (请选择三项科目).
 */
export function validateSubjectCombination(subjects: readonly string[] | string | null | undefined): Check {
  const list = subjectList(subjects);
  if (list.length === 0) return checkFail(MSG.subjectsRequired, 'subjects');
  if (list.filter(isPrimarySubject).length !== 1) return checkFail(MSG.physicsXorHistory, 'subjects');
  const known = list.every((s) => (ALL_SUBJECTS as readonly string[]).includes(s));
  if (!known || list.length !== EDIT_MAX_SUBJECTS) return checkFail(MSG.threeSubjectsRequired, 'subjects');
  return CHECK_OK;
}

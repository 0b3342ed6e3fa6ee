import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { subjectList } from './subject-list';
import { isThreePlusThreeChoice, provinceSubjects } from './province-model';
import type { ProvinceReform } from './subject-group';
import { ALL_SUBJECTS, EDIT_MAX_SUBJECTS, isPrimarySubject } from './subjects';

/**
 * Checks a subject combination (array or the comma-separated wire string) for the province's model: 所选科目不能为空
 * when empty; then, in a 3+1+2 province (and without a province), exactly one of 物理/历史 (所选科目物理和历史必选，
 * 且二选一) and exactly three known subjects (请选择三项科目); in a 3+3 province exactly three distinct electives of the
 * province's set (请选择三项科目; 物理 and 历史 are ordinary electives there). `reform` overrides the province table.
 */
export function validateSubjectCombination(
  subjects: readonly string[] | string | null | undefined,
  where: { province?: string | null | undefined; reform?: ProvinceReform | undefined } = {},
): Check {
  const list = subjectList(subjects);
  if (list.length === 0) return checkFail(MSG.subjectsRequired, 'subjects');
  const offered = provinceSubjects(where.province, where.reform);
  if (offered.model === '3+3') {
    return isThreePlusThreeChoice(list, offered.electives) ? CHECK_OK : checkFail(MSG.threeSubjectsRequired, 'subjects');
  }
  if (list.filter(isPrimarySubject).length !== 1) return checkFail(MSG.physicsXorHistory, 'subjects');
  const known = list.every((s) => (ALL_SUBJECTS as readonly string[]).includes(s));
  if (!known || list.length !== EDIT_MAX_SUBJECTS) return checkFail(MSG.threeSubjectsRequired, 'subjects');
  return CHECK_OK;
}

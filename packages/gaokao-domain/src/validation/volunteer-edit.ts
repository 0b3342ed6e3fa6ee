import { MSG } from '../messages';
import { ROLE, type MemberRole } from '../permissions/role';
import { checkFail, CHECK_OK, type Check } from './check';
import type { VolunteerEditField } from './editable-fields';
import { isBlank } from './is-blank';
import { subjectList } from './subject-list';
import { validateSubjectCombination } from './subject-combination';
import { toScore } from './to-score';
import { normalizeSubjectGroup, sameSubjectGroup, type ProvinceReform } from './subject-group';
import { provinceSubjects } from './province-model';
import { validateScoreRange } from './full-mark';
import { shortProvince } from '../filters/short-province';
import { DEFAULT_BATCHES, isProvinceBatch, keepsBatch } from '../provinces/batches';

/** The spec's batch options of the edit-volunteer dialog; a province with its own names offers those (`provinceBatches`). */
export const EDIT_BATCHES = ['本科批', '专科批'] as const;

/** The edit-volunteer form; `subjects` may be an array or the comma-separated wire string. */
export type VolunteerEditForm = {
  name: string | null | undefined;
  /** 1 male, 2 female (number or numeric string). */
  sex: number | string | null | undefined;
  batch: string | null | undefined;
  score: number | string | null | undefined;
  subjects: readonly string[] | string | null | undefined;
  province: string | null | undefined;
  /** The subject group (科类) as value or label; optional: forms that do not send it keep the stored one. */
  group?: string | null | undefined;
};

/**
 * Checks the edit-volunteer form, returning the first failure in this order:
 * 0. for a free user (role 1), batch, score, subjects, province and the subject group (compared as one group whether
 *    sent as value or label) must equal `original` (升级VIP可修改, spec part 1 §6) — except a stored score above the
 *    full mark, which may be corrected (else a free member could never fix it). The lock comes first: the other
 *    checks depend on the province (its batch names, its full mark, its subject model), so a free member moving to
 *    上海 would otherwise hear 批次不能为空 for a change they may not make at all. A free member who changes nothing
 *    locked (fixing the name on an incomplete legacy form) still sees what is missing;
 * 1. required fields in the spec's order — 姓名, 性别 (1 or 2), 批次 (one of the province's batches, `provinceBatches`;
 *    or the spec's 本科批/专科批 a plan was saved with, kept in its province), 成绩 (then 请输入正确的成绩 when
 *    not a non-negative number, 成绩应在0到N分之间 above the province's full mark), 所选科目, 省份;
 * 2. in a 3+1+2 province, exactly one of 物理/历史 (所选科目物理和历史必选，且二选一);
 * 3. exactly three known subjects (请选择三项科目) — the checkbox cap is 3, and a 3+1+2 profile with fewer cannot be
 *    predicted, so fewer is refused as well (the same rule smart fill applies when the form is created); in a 3+3
 *    province, three distinct electives of the province's set, and a group, when sent, must be 综合 (科类不正确).
 */
export function validateVolunteerEdit(
  form: VolunteerEditForm,
  context: { role: MemberRole; original: VolunteerEditForm; reform?: ProvinceReform | undefined },
): Check {
  if (context.role === ROLE.free) {
    const locked = changedLockedField(form, context.original);
    if (locked) return checkFail(MSG.upgradeVipToEdit, locked);
  }
  if (isBlank(form.name)) return checkFail(MSG.nameRequired, 'name');
  if (form.sex == null || !['1', '2'].includes(String(form.sex).trim())) return checkFail(MSG.sexRequired, 'sex');
  if (isBlank(form.batch) || !acceptsBatch(form, context.original)) {
    return checkFail(MSG.batchRequired, 'batch');
  }
  if (isBlank(form.score)) return checkFail(MSG.scoreEmpty, 'score');
  if (toScore(form.score) === undefined) return checkFail(MSG.scoreInvalid, 'score');
  const range = validateScoreRange(form.score, form.province);
  if (!range.ok) return range;
  const subjects = subjectList(form.subjects);
  if (subjects.length === 0) return checkFail(MSG.subjectsRequired, 'subjects');
  if (isBlank(form.province)) return checkFail(MSG.provinceEmpty, 'province');

  const combination = validateSubjectCombination(subjects, { province: form.province, reform: context.reform });
  if (!combination.ok) return combination;
  if (provinceSubjects(form.province, context.reform).model === '3+3' && !isBlankGroup(form.group)) {
    if (normalizeSubjectGroup(form.group) !== '综合') return checkFail(MSG.groupInvalid, 'group');
  }

  return CHECK_OK;
}

function changedLockedField(form: VolunteerEditForm, original: VolunteerEditForm): VolunteerEditField | undefined {
  const text = (v: string | null | undefined) => (v ?? '').trim();
  if (!keepsBatch(original.batch, form.batch)) return 'batch';
  // A stored score no examinee can have (above the province's full mark) may be corrected without VIP.
  if (toScore(form.score) !== toScore(original.score) && validateScoreRange(original.score, original.province).ok) return 'score';
  const before = subjectList(original.subjects);
  const after = subjectList(form.subjects);
  if (before.length !== after.length || after.some((s) => !before.includes(s))) return 'subjects';
  if (text(form.province) !== text(original.province)) return 'province';
  // 物理类 and 物理科目组合 are one group: only a real change of group is locked.
  if (!isBlankGroup(form.group) && !isBlankGroup(original.group) && !sameSubjectGroup(form.group, original.group)) return 'subjects';
  return undefined;
}

/** The province's batches, and the spec's name a plan was saved with while it stays in that province. */
function acceptsBatch(form: VolunteerEditForm, original: VolunteerEditForm): boolean {
  if (isProvinceBatch(form.province, form.batch)) return true;
  const batch = String(form.batch ?? '').trim();
  return (
    batch === String(original.batch ?? '').trim() &&
    (DEFAULT_BATCHES as readonly string[]).includes(batch) &&
    shortProvince(form.province) === shortProvince(original.province)
  );
}

function isBlankGroup(g: string | null | undefined): boolean {
  return String(g ?? '').trim() === '';
}

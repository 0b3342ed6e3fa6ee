import {
  ALL_SUBJECTS,
  MSG,
  ROLE,
  isPrimarySubject,
  subjectList,
  validateSmartFill,
  validateVolunteerEdit,
  sameSubjectGroup,
  type MemberRole,
  type VolunteerEditForm,
} from 'gaokao-domain';

export { WISHLIST_MAX } from 'gaokao-domain';

/** Smart fill (home form), by the domain rule; a list naming both 物理 and 历史 is refused as well. */
export function smartFillError(input: { province: string; score: number; subjects: readonly string[] }): string | undefined {
  const check = validateSmartFill({ isLogin: true, province: input.province, score: input.score, subjects: input.subjects });
  if (!check.ok) return 'message' in check ? check.message : MSG.provinceRequired;
  if (input.subjects.filter(isPrimarySubject).length > 1) return MSG.physicsXorHistory;
  if (input.subjects.some((s) => !(ALL_SUBJECTS as readonly string[]).includes(s))) return MSG.threeSubjectsRequired;
  return undefined;
}

/** Edit dialog, by the domain rule (order, messages and the role-1 locks). */
export function volunteerEditError(form: VolunteerEditForm, role: MemberRole, original: VolunteerEditForm): string | undefined {
  const check = validateVolunteerEdit(form, { role, original });
  return check.ok ? undefined : check.message;
}

/** Stored form "物理,化学,生物": first subject, then electives in the product's order. */
export function normalizeSubjects(subjects: readonly string[] | string): string {
  const order: readonly string[] = ALL_SUBJECTS;
  return subjectList(subjects)
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .join(',');
}


/**
 * Smart fill on an existing plan: a free member (role 1) may not change province, score, batch, subjects or group
 * (升级VIP可修改), as in the edit dialog (domain VIP_ONLY_FIELDS).
 */
export function lockedFieldsChanged(
  role: MemberRole,
  before: { province: string; score: number; batch: string; subject: string; group_d: string },
  after: { province: string; score: number; batch: string; subject: string; group_d: string },
): boolean {
  if (role !== ROLE.free) return false;
  return (
    before.province !== after.province ||
    before.score !== after.score ||
    before.batch !== after.batch ||
    normalizeSubjects(before.subject) !== normalizeSubjects(after.subject) ||
    !sameSubjectGroup(before.group_d, after.group_d)
  );
}

import {
  ALL_SUBJECTS,
  MSG,
  ROLE,
  ZHEJIANG_ELECTIVES,
  isPrimarySubject,
  provinceReform,
  provinceSubjects,
  reformOfGroups,
  subjectList,
  validateSmartFill,
  validateVolunteerEdit,
  sameSubjectGroup,
  type MemberRole,
  type ProvinceReform,
  type VolunteerEditForm,
} from 'gaokao-domain';

export { WISHLIST_MAX, wishlistMaxOf } from 'gaokao-domain';

/**
 * The model of a province as the server sees it: the one its season's groups imply (综合 → 3+3), else the domain's
 * province table; undefined (the 3+1+2 rules) when neither knows the province.
 */
export function planReform(province: string, seasonGroups: readonly string[] | undefined): ProvinceReform | undefined {
  return reformOfGroups(seasonGroups) ?? provinceReform(province);
}

/**
 * Smart fill (home form), by the domain rule for the province's model; in a 3+1+2 province a list naming both 物理 and
 * 历史 is refused as well.
 */
export function smartFillError(input: {
  province: string;
  score: number;
  subjects: readonly string[];
  reform?: ProvinceReform | undefined;
}): string | undefined {
  const check = validateSmartFill({ isLogin: true, province: input.province, score: input.score, subjects: input.subjects, reform: input.reform });
  if (!check.ok) return 'message' in check ? check.message : MSG.provinceRequired;
  if (provinceSubjects(input.province, input.reform).model === '3+3') return undefined; // the domain checked the set
  if (input.subjects.filter(isPrimarySubject).length > 1) return MSG.physicsXorHistory;
  if (input.subjects.some((s) => !(ALL_SUBJECTS as readonly string[]).includes(s))) return MSG.threeSubjectsRequired;
  return undefined;
}

/** Edit dialog, by the domain rule (order, messages and the role-1 locks). */
export function volunteerEditError(
  form: VolunteerEditForm,
  role: MemberRole,
  original: VolunteerEditForm,
  reform?: ProvinceReform | undefined,
): string | undefined {
  const check = validateVolunteerEdit(form, { role, original, reform });
  return check.ok ? undefined : check.message;
}

/** Stored form "物理,化学,生物": first subject, then electives in the product's order (技术, 浙江's seventh, last). */
export function normalizeSubjects(subjects: readonly string[] | string): string {
  const order: readonly string[] = [...new Set<string>([...ALL_SUBJECTS, ...ZHEJIANG_ELECTIVES])];
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

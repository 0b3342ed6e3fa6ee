import {
  provinceReform,
  reformOfGroups,
  validateVolunteerEdit,
  type MemberRole,
  type ProvinceReform,
  type VolunteerEditForm,
} from 'gaokao-domain';

/**
 * The model of a province as the server sees it: the one its season's groups imply (综合 → 3+3), else the domain's
 * province table; undefined (the 3+1+2 rules) when neither knows the province.
 */
export function planReform(province: string, seasonGroups: readonly string[] | undefined): ProvinceReform | undefined {
  return reformOfGroups(seasonGroups) ?? provinceReform(province);
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

import { ROLE, type MemberRole } from '../permissions/role';

/** A field of the edit-volunteer dialog. */
export type VolunteerEditField = 'name' | 'sex' | 'batch' | 'score' | 'subjects' | 'province';

/** Fields a free user (role 1) may not change: they are shown disabled with 升级VIP可修改. */
export const VIP_ONLY_FIELDS = ['batch', 'score', 'subjects', 'province'] as const satisfies readonly VolunteerEditField[];

/** The edit-dialog fields a role may change: role 1 only name and sex; VIP and agents every field. */
export function editableFields(role: MemberRole): VolunteerEditField[] {
  const all: VolunteerEditField[] = ['name', 'sex', 'batch', 'score', 'subjects', 'province'];
  if (role !== ROLE.free) return all;
  return all.filter((f) => !(VIP_ONLY_FIELDS as readonly string[]).includes(f));
}

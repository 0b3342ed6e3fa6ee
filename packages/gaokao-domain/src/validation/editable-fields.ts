import { ROLE, type MemberRole } from '../permissions/role';
import { keepsBatch } from '../provinces/batches';
import { sameSubjectGroup } from './subject-group';
import { storedSubjects } from './subject-list';
import { MSG } from '../messages';

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

/** The plan fields the smart fill of an existing plan may change (the stored forms). */
export interface PlanProfile {
  province: string;
  score: number;
  batch: string;
  /** "物理,化学,生物" or any order of it. */
  subject: string;
  group_d: string;
}

/**
 * Whether a smart fill on an existing plan changes a field a free member (role 1) may not change (province, score,
 * batch, subjects or group: 升级VIP可修改, as in the edit dialog). Subjects compare in any order, groups by name
 * (物理 = 物理类), batches by `keepsBatch` (a plan saved as 本科批 may take its province's name). Always false for VIP members and agents.
 */
export function changesVipOnlyFields(role: MemberRole, before: PlanProfile, after: PlanProfile): boolean {
  if (role !== ROLE.free) return false;
  return (
    before.province !== after.province ||
    before.score !== after.score ||
    !keepsBatch(before.batch, after.batch) ||
    storedSubjects(before.subject) !== storedSubjects(after.subject) ||
    !sameSubjectGroup(before.group_d, after.group_d)
  );
}

/**
 * What the home form tells a member before smart fill about changing the plan later: a free member (role 1) cannot
 * change province, score, batch or subjects once the plan is saved (the edit dialog and a second smart fill answer
 * 升级VIP可修改), so a typo would be final — said before submitting, not after. Undefined for VIP members and agents.
 */
export function planFinalNotice(role: MemberRole): string | undefined {
  return role === ROLE.free ? MSG.freePlanFinal : undefined;
}

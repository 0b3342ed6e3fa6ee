import { canonicalBatch } from '../provinces/batches';
import { sameSubjectGroup } from '../validation/subject-group';

/** The plan fields whose change makes the wish list's rows units of another list. */
export type PlanScope = { province: string | null | undefined; batch: string | null | undefined; group: string | null | undefined };

/**
 * Whether a profile change moves the plan to another province, batch or subject group, so that its rows (units of the
 * old province/batch/group) can no longer stay on the list. Name, sex, title, score and electives never do; a group
 * sent as its label (物理科目组合) is the same group as its value (物理类); a blank group in `after` keeps the old one;
 * a province's name for a batch is the batch of the data it reads (浙江 普通类一段 = a plan saved as 本科批).
 */
export function profileChangeClearsList(before: PlanScope, after: PlanScope): boolean {
  const text = (v: string | null | undefined) => String(v ?? '').trim();
  if (text(after.province) !== '' && text(after.province) !== text(before.province)) return true;
  if (text(after.batch) !== '' && canonicalBatch(after.batch) !== canonicalBatch(before.batch)) return true;
  if (text(after.group) !== '' && !sameSubjectGroup(before.group, after.group)) return true;
  return false;
}

import { normalizeSubjectGroup } from 'gaokao-domain';

/** 物理 / 物理类 / 物理科目组合 → 物理类 etc. by the domain's rule; a text naming no known group stays as written. */
export function normalizeGroup(group: string | null | undefined): string {
  return normalizeSubjectGroup(group) ?? String(group ?? '').trim();
}

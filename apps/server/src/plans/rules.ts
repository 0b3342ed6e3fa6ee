import { MSG } from 'gaokao-domain';

/**
 * Plan rules the server enforces. TODO(gaokao-domain): replace with the domain's WISHLIST_MAX,
 * validateSmartFill / validateVolunteerEdit and canEditLockedFields once they are exported there; the rules and
 * messages below follow the spec (part 1 §5, §6; part 2 §9) so the swap is mechanical.
 */
export const WISHLIST_MAX = 96;

const ELECTIVES = ['生物', '化学', '政治', '地理'];
const FIRST = ['物理', '历史'];

/** Smart fill (home form): of the checked subjects, 物理/历史 dropped, exactly 2 electives remain. */
export function smartFillSubjectsError(subjects: readonly string[]): string | undefined {
  const firsts = subjects.filter((s) => FIRST.includes(s));
  if (firsts.length > 1) return MSG.physicsXorHistory;
  const rest = subjects.filter((s) => !FIRST.includes(s));
  if (rest.length !== 2 || rest.some((s) => !ELECTIVES.includes(s)) || new Set(rest).size !== 2) return MSG.threeSubjectsRequired;
  return undefined;
}

/** Edit dialog: 1..3 subjects, exactly one of 物理/历史. */
export function editSubjectsError(subjects: readonly string[]): string | undefined {
  if (subjects.length === 0) return MSG.subjectsRequired;
  const firsts = subjects.filter((s) => FIRST.includes(s));
  if (firsts.length !== 1) return MSG.physicsXorHistory;
  if (subjects.length > 3 || new Set(subjects).size !== subjects.length) return MSG.threeSubjectsRequired;
  if (subjects.some((s) => !FIRST.includes(s) && !ELECTIVES.includes(s))) return MSG.threeSubjectsRequired;
  return undefined;
}

/** Stored form "物理,化学,生物": first subject, then electives in the product's order. */
export function normalizeSubjects(subjects: readonly string[]): string {
  const order = [...FIRST, ...ELECTIVES];
  return [...new Set(subjects)].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join(',');
}

/** The subject group (season data's group_d: 物理类 / 历史类) of a subject list, when the request does not name it. */
export function groupOf(subjects: readonly string[]): string {
  if (subjects.includes('物理')) return '物理类';
  if (subjects.includes('历史')) return '历史类';
  return '';
}

/** Role 1 may not change province, score, batch or subjects (升级VIP可修改); roles 2 and 3 may. */
export function lockedFieldsChanged(
  before: { province: string; score: number; batch: string; subject: string },
  after: { province: string; score: number; batch: string; subject: string },
): boolean {
  return (
    before.province !== after.province || before.score !== after.score || before.batch !== after.batch || before.subject !== after.subject
  );
}

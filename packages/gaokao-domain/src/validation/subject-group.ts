import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { subjectList } from './subject-list';

/**
 * The subject groups (科类) a plan can belong to, by their canonical names: 物理类 / 历史类 in 3+1+2 provinces, 综合 in
 * 3+3 provinces, 理科 / 文科 where the old model still runs.
 */
export const SUBJECT_GROUPS = ['物理类', '历史类', '综合', '理科', '文科'] as const;
export type SubjectGroup = (typeof SUBJECT_GROUPS)[number];

/** The gaokao model of a province: 3+1+2 (物理/历史 first), 3+3 (any three electives), the old 文理 split, or none. */
export type ProvinceReform = '3+1+2' | '3+3' | 'old' | 'none';

/** Names of the non-3+1+2 groups as sources write them (a Map: a text such as "__proto__" names nothing). */
const ALIASES: ReadonlyMap<string, SubjectGroup> = new Map<string, SubjectGroup>([
  ['综合', '综合'],
  ['综合类', '综合'],
  ['综合改革', '综合'],
  ['不分文理', '综合'],
  ['不分科类', '综合'],
  ['理科', '理科'],
  ['理工', '理科'],
  ['理工类', '理科'],
  ['文科', '文科'],
  ['文史', '文科'],
  ['文史类', '文科'],
]);

/**
 * The canonical group of what users, forms and sources write: 物理类, 物理科目组合, 物理, 首选物理 and 物理组 are all
 * 物理类 (the same for 历史); 综合类 is 综合, 理工类 is 理科, 文史类 is 文科. Undefined when the text names no group.
 * One rule at both edges: the home form sends the group's value, the edit dialog its label; both mean one group.
 */
export function normalizeSubjectGroup(text: string | null | undefined): SubjectGroup | undefined {
  const t = String(text ?? '').replace(/[\s\u3000]/g, '');
  if (t === '') return undefined;
  const physics = t.includes('物理');
  const history = t.includes('历史');
  if (physics !== history) return physics ? '物理类' : '历史类';
  if (physics) return undefined; // names both: not one group
  return ALIASES.get(t);
}

/** Whether two group texts name the same group (by {@link normalizeSubjectGroup}); two unknown texts compare as typed. */
export function sameSubjectGroup(a: string | null | undefined, b: string | null | undefined): boolean {
  const ga = normalizeSubjectGroup(a);
  const gb = normalizeSubjectGroup(b);
  if (ga !== undefined || gb !== undefined) return ga === gb;
  return String(a ?? '').trim() === String(b ?? '').trim();
}

/** The group a 3+1+2 subject list implies by its first-choice subject: 物理类 or 历史类; undefined without exactly one. */
export function subjectGroupOf(subjects: readonly string[] | string | null | undefined): '物理类' | '历史类' | undefined {
  const list = subjectList(subjects);
  const physics = list.includes('物理');
  const history = list.includes('历史');
  if (physics === history) return undefined;
  return physics ? '物理类' : '历史类';
}

/** The first-choice subject a 3+1+2 group stands for (物理类 / 物理科目组合 → 物理); undefined for other groups. */
export function primarySubjectOfGroup(group: string | null | undefined): '物理' | '历史' | undefined {
  const g = normalizeSubjectGroup(group);
  return g === '物理类' ? '物理' : g === '历史类' ? '历史' : undefined;
}

/** The groups a province of a given model offers, in the order the forms list them. */
export function groupsOfReform(reform: ProvinceReform | string | null | undefined): SubjectGroup[] {
  switch (reform) {
    case '3+1+2':
      return ['物理类', '历史类'];
    case '3+3':
      return ['综合'];
    case 'old':
      return ['理科', '文科'];
    default:
      return [];
  }
}

/**
 * The group of a plan being saved. `group` is what the form sent (value or label, or nothing), `allowed` the
 * province's groups (empty: the province is unknown here and any known group passes). Returns the canonical group,
 * or the message:
 * - a group that is not one of the province's (or names no group at all) → 科类不正确;
 * - a 3+1+2 group that contradicts the first-choice subject (物理类 with 历史 chosen) → 所选科目物理和历史必选，且二选一;
 * - no group sent: the subjects' group when they imply one (only where 物理类/历史类 are groups), else the
 *   province's only group (综合 in a 3+3 province, whatever the electives).
 */
export function resolveSubjectGroup(input: {
  group: string | null | undefined;
  subjects: readonly string[] | string | null | undefined;
  allowed: readonly string[];
}): { ok: true; group: SubjectGroup } | { ok: false; message: string; field: 'group' } {
  const allowed = input.allowed.map((g) => normalizeSubjectGroup(g)).filter((g): g is SubjectGroup => g !== undefined);
  // 物理 and 历史 are ordinary electives where the province has no 物理类/历史类 (3+3: 综合): they imply no group there.
  const firstChoice = allowed.length === 0 || allowed.includes('物理类') || allowed.includes('历史类');
  const implied = firstChoice ? subjectGroupOf(input.subjects) : undefined;
  const blank = String(input.group ?? '').trim() === '';
  const group = blank ? (implied ?? (allowed.length === 1 ? allowed[0] : undefined)) : normalizeSubjectGroup(input.group);
  if (group === undefined) return { ok: false, message: MSG.groupInvalid, field: 'group' };
  if (allowed.length > 0 && !allowed.includes(group)) return { ok: false, message: MSG.groupInvalid, field: 'group' };
  if ((group === '物理类' || group === '历史类') && implied !== undefined && implied !== group) {
    return { ok: false, message: MSG.physicsXorHistory, field: 'group' };
  }
  return { ok: true, group };
}

/** {@link resolveSubjectGroup} as a plain {@link Check}, for forms that only need the verdict. */
export function validateSubjectGroup(input: Parameters<typeof resolveSubjectGroup>[0]): Check {
  const r = resolveSubjectGroup(input);
  return r.ok ? CHECK_OK : checkFail(r.message, r.field);
}

/**
 * A unit's subject requirement (选科要求, `the_second`): every entry must be met, each by one of its alternatives.
 * Subjects are written by their first character: 物 化 生 政 历 地 技.
 */
export interface SubjectRequirement {
  readonly all: readonly (readonly string[])[];
}

/** The subjects a requirement can name, by first character (技 = 技术, 浙江's seventh elective). */
export const REQUIREMENT_SUBJECTS = '物化生政历地技';

const NO_REQUIREMENT: SubjectRequirement = { all: [] };

/**
 * Reads a requirement in the formats the sources use: 物, 物+化, 物+化/生 (化 or 生), 历+地/政, 不限, 政治和地理,
 * 化学或生物, 物理＋化学. Each subject is read by its first character (物理 → 物; 思想政治 → 政, 通用技术 → 技); text
 * naming no subject (不限, 无, 中外合作办学, 01) is no requirement.
 */
export function parseSubjectRequirement(text: string | null | undefined): SubjectRequirement {
  // Full names whose first character is not the subject's: 思想政治 → 政, 通用技术 / 信息技术 → 技.
  const t = (text ?? '').replace(/\s/g, '').replace(/思想政治/g, '政治').replace(/(通用|信息)技术/g, '技术');
  if (t === '' || t.includes('不限') || t === '无') return NO_REQUIREMENT;
  const parts = t.split(/[+＋和、,，;；]/).filter(Boolean);
  return {
    all: parts
      .map((p) =>
        p
          .split(/[/／或]/)
          .map((s) => s.slice(0, 1))
          .filter((s) => REQUIREMENT_SUBJECTS.includes(s)),
      )
      .filter((alts) => alts.length > 0),
  };
}

/**
 * A student's subjects by first character: "物理,化学,生物" → {物, 化, 生}. The group adds its first subject
 * (物理类 / 理科 → 物, 历史类 / 文科 → 历), so a plan storing only the electives still meets 物 or 历.
 */
export function subjectInitials(subjects: string | null | undefined, group: string | null | undefined): Set<string> {
  const out = new Set<string>();
  for (const s of String(subjects ?? '').split(/[,，、\s]+/)) if (s) out.add(s.slice(0, 1));
  const g = String(group ?? '');
  if (g.includes('物理') || g === '理科') out.add('物');
  if (g.includes('历史') || g === '文科') out.add('历');
  return out;
}

/** Whether a student's subjects (subjectInitials) meet a requirement: every entry by one of its alternatives. */
export function meetsSubjectRequirement(requirement: SubjectRequirement, initials: ReadonlySet<string>): boolean {
  return requirement.all.every((alts) => alts.some((a) => initials.has(a)));
}

import { normalizeSubjectGroup } from 'gaokao-domain';

/**
 * Subject requirements (the_second) in the formats the sources use: 物, 物+化, 物+化/生 (化 or 生), 历+地/政, 不限,
 * 政治和地理, 化学或生物, 物理. Each subject is read by its first character (物理 → 物).
 */
export interface Requirement {
  /** Each entry is a set of alternatives; every entry must be met. */
  all: string[][];
}

const NONE: Requirement = { all: [] };

export function parseRequirement(text: string | null | undefined): Requirement {
  // Full names whose first character is not the subject's: 思想政治 → 政, 通用技术 / 信息技术 → 技.
  const t = (text ?? '').replace(/\s/g, '').replace(/思想政治/g, '政治').replace(/(通用|信息)技术/g, '技术');
  if (t === '' || t.includes('不限') || t === '无') return NONE;
  const parts = t.split(/[+＋和、,，;；]/).filter(Boolean);
  return {
    all: parts.map((p) =>
      p
        .split(/[/／或]/)
        .map((s) => s.slice(0, 1))
        .filter((s) => '物化生政历地技'.includes(s)),
    ).filter((alts) => alts.length > 0),
  };
}

/** The user's subjects as first characters: "物理,化学,生物" → {物, 化, 生}; the group adds 物 or 历. */
export function subjectSet(subject: string | null | undefined, group: string | null | undefined): Set<string> {
  const out = new Set<string>();
  for (const s of String(subject ?? '').split(/[,，、\s]+/)) if (s) out.add(s.slice(0, 1));
  const g = String(group ?? '');
  if (g.includes('物理') || g === '理科') out.add('物');
  if (g.includes('历史') || g === '文科') out.add('历');
  return out;
}

export function meets(req: Requirement, subjects: Set<string>): boolean {
  return req.all.every((alts) => alts.some((a) => subjects.has(a)));
}

/** 物理 / 物理类 / 物理科目组合 → 物理类 etc. by the domain's rule; a text naming no known group stays as written. */
export function normalizeGroup(group: string | null | undefined): string {
  return normalizeSubjectGroup(group) ?? String(group ?? '').trim();
}

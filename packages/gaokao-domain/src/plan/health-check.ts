import { HEALTH_ALL_CHONG, healthGap, healthNoBaoAtEnd, healthNowhere, healthSameCollege, healthSameCollegeGroups, healthTiaoji, healthTuidang, healthWastedBao, healthWastedChong } from '../plan-messages';
import type { RiskBand } from '../risk/risk-band';
import { groupBandAt } from './group-summary';
import { TIAOJI_GAP_POINTS, tiaojiRisk, type TiaojiGroup } from './tiaoji-risk';

/** One row of a wish list as the health check reads it. */
export interface HealthRow {
  /** 1-based position on the list. */
  sortId: number;
  collegeName: string;
  /** 预估线; null for a row without a prediction (新专业). */
  yuguScore: number | null;
  /** The row's 冲/稳/保 band at the student's score; null without a prediction. */
  band: RiskBand | null;
  /** 录取概率 at the student's score (0–1); null where none is shown. */
  probability: number | null;
}

export type HealthFinding =
  | { kind: 'noBaoAtEnd'; rows: number[]; message: string }
  | { kind: 'wastedChong'; rows: number[]; message: string }
  | { kind: 'wastedBao'; rows: number[]; message: string }
  | { kind: 'allChong'; rows: number[]; message: string }
  | { kind: 'gap'; rows: [number, number]; points: number; message: string }
  | { kind: 'sameCollege'; rows: number[]; college: string; message: string }
  | { kind: 'nowhere'; rows: number[]; probability: number; message: string }
  | { kind: 'tiaoji' | 'tuidang'; rows: number[]; position: number; points: number; message: string };

/** One 院校专业组 志愿 as the health check reads it (group provinces; `groupsOfList` gives the groups). */
export interface HealthGroup extends TiaojiGroup {
  /** 1-based position of the 志愿 (the group) on the form. */
  position: number;
  collegeName: string;
  /** The 院校专业组 code ('' where the data names none). */
  groupCode: string;
  /** The sort ids of the group's rows on the flat list. */
  rows: number[];
}

/** The group form of the list, in a group province: the student's score and the groups in order. */
export interface HealthGroupForm {
  score: number;
  groups: readonly HealthGroup[];
}

export interface HealthOptions {
  /** How many of the last rows must hold a 保 (default 5). */
  tail: number;
  /** A gap between neighbouring predicted lines larger than this many points is flagged (default 20). */
  gapPoints: number;
  /** A college on more rows than this is flagged (default 5). */
  sameCollegeMax: number;
  /** The chance of being admitted nowhere is flagged from this share on (default 0.05). */
  nowhereFrom: number;
  /** A group whose chosen majors sit this many points above its line is judged for 调剂 (default 10, `tiaojiRisk`). */
  tiaojiGapPoints: number;
  /** A row whose 录取概率 is below this share wastes its slot (default 0.05: half the default fill's 10 % floor). */
  wastedChongBelow: number;
  /**
   * A 保 row whose line lies more than this many points below the score wastes its slot (default 60: 20 past the default
   * fill's 40, so a list the default fills, or one a little wider, is never flagged).
   */
  wastedBaoPoints: number;
}

export const HEALTH_DEFAULTS: HealthOptions = {
  tail: 5,
  gapPoints: 20,
  sameCollegeMax: 5,
  nowhereFrom: 0.05,
  tiaojiGapPoints: TIAOJI_GAP_POINTS,
  wastedChongBelow: 0.05,
  wastedBaoPoints: 60,
};

/**
 * 志愿表体检 (plan health check): findings on a wish list, each naming the rows (sort ids) it concerns.
 *
 * - no 保 among the last `tail` rows (or fewer when the list is shorter);
 * - every row with a band is 冲;
 * - neighbouring rows (by position) whose predicted lines differ by more than `gapPoints`;
 * - one college on more than `sameCollegeMax` rows;
 * - the chance of being admitted nowhere, Π(1 − pᵢ) over the rows' probabilities, when every row has one and it is at
 *   least `nowhereFrom`. The product assumes the rows are independent; rows of one 专业组 or one year move together, so
 *   the message says the real chance may be higher.
 *
 * - wasted 冲: rows whose 录取概率 is below `wastedChongBelow` (5 %): about one year in twenty or less, a slot the
 *   student will almost surely pass through (rows without a probability are not judged by it);
 * - wasted 保: 保 rows whose line lies more than `wastedBaoPoints` (60) below the student's `score` (the fourth argument,
 *   else the form's): the score would have bought a 保 much nearer to it. Not judged without a score.
 *
 * With the group form of a group province (`form`) a 志愿 is a 院校专业组, banded by its line (`groupBandAt`, the rule
 * 一键填报 bands groups by, so a list its default fills ends in the 保 groups it chose): no 保 group among the last
 * `tail` groups, every group 冲, 保 groups more than `wastedBaoPoints` below (counted by group, naming their rows), one college on
 * more than `sameCollegeMax` groups (a group's six majors are one 志愿, not six), and each group the 调剂 rule flags
 * (`tiaojiRisk`): 调剂 with 服从调剂, 退档 with 不服从调剂, naming the group's rows.
 */
export function planHealthCheck(rows: readonly HealthRow[], options: Partial<HealthOptions> = {}, form?: HealthGroupForm, score: number | undefined = form?.score): HealthFinding[] {
  const o = { ...HEALTH_DEFAULTS, ...options };
  const list = [...rows].sort((a, b) => a.sortId - b.sortId);
  if (list.length === 0) return [];
  const out: HealthFinding[] = [];

  // The 志愿 in order, each with its band, its line and the rows it names: in a group province a 院校专业组, banded by its
  // line (`groupBandAt`, as 一键填报 bands it, whatever the bands of the majors inside it); elsewhere a row.
  const groups = form && form.groups.length > 0 ? [...form.groups].sort((a, b) => a.position - b.position) : null;
  const wishes = groups
    ? groups.map((g) => ({ band: groupBandAt(g.groupLine, score), line: g.groupLine, rows: g.rows }))
    : list.map((r) => ({ band: r.band, line: r.yuguScore, rows: [r.sortId] }));
  const rowsOf = (ws: typeof wishes) => ws.flatMap((w) => w.rows).sort((a, b) => a - b);

  const banded = wishes.filter((w) => w.band !== null);
  if (banded.length > 0 && banded.every((w) => w.band === '冲')) out.push({ kind: 'allChong', rows: rowsOf(banded), message: HEALTH_ALL_CHONG });

  const tail = wishes.slice(-Math.min(o.tail, wishes.length));
  if (!tail.some((w) => w.band === '保')) out.push({ kind: 'noBaoAtEnd', rows: rowsOf(tail), message: healthNoBaoAtEnd(tail.length) });

  const lowChance = list.filter((r) => r.probability !== null && r.probability < o.wastedChongBelow);
  if (lowChance.length > 0) out.push({ kind: 'wastedChong', rows: lowChance.map((r) => r.sortId), message: healthWastedChong(lowChance.length, Math.round(o.wastedChongBelow * 100)) });

  if (score !== undefined && Number.isFinite(score)) {
    // A 保 志愿 whose line lies that far below wastes it (a group counted once, naming its rows).
    const lowBao = wishes.filter((w) => w.band === '保' && w.line !== null && score - w.line > o.wastedBaoPoints);
    if (lowBao.length > 0) out.push({ kind: 'wastedBao', rows: rowsOf(lowBao), message: healthWastedBao(lowBao.length, o.wastedBaoPoints) });
  }

  for (let i = 1; i < list.length; i++) {
    const a = list[i - 1] as HealthRow;
    const b = list[i] as HealthRow;
    if (a.yuguScore === null || b.yuguScore === null) continue;
    const points = Math.abs(a.yuguScore - b.yuguScore);
    if (points > o.gapPoints) out.push({ kind: 'gap', rows: [a.sortId, b.sortId], points, message: healthGap(a.sortId, b.sortId, points) });
  }

  if (form) {
    const byCollege = new Map<string, HealthGroup[]>();
    for (const g of form.groups) byCollege.set(g.collegeName, [...(byCollege.get(g.collegeName) ?? []), g]);
    for (const [college, groups] of byCollege) {
      if (groups.length > o.sameCollegeMax) out.push({ kind: 'sameCollege', rows: groups.flatMap((g) => g.rows).sort((a, b) => a - b), college, message: healthSameCollegeGroups(college, groups.length) });
    }
  } else {
    const byCollege = new Map<string, number[]>();
    for (const r of list) byCollege.set(r.collegeName, [...(byCollege.get(r.collegeName) ?? []), r.sortId]);
    for (const [college, ids] of byCollege) {
      if (ids.length > o.sameCollegeMax) out.push({ kind: 'sameCollege', rows: ids, college, message: healthSameCollege(college, ids.length) });
    }
  }

  if (list.every((r) => r.probability !== null)) {
    const nowhere = list.reduce((p, r) => p * (1 - Math.min(1, Math.max(0, r.probability as number))), 1);
    if (nowhere >= o.nowhereFrom) {
      const percent = `${Math.round(nowhere * 100)}%`;
      out.push({ kind: 'nowhere', rows: list.map((r) => r.sortId), probability: nowhere, message: healthNowhere(percent) });
    }
  }

  for (const g of [...(form?.groups ?? [])].sort((a, b) => a.position - b.position)) {
    const risk = tiaojiRisk(g, form?.score ?? Number.NaN, o.tiaojiGapPoints);
    if (!risk) continue;
    const message = (risk.kind === 'tiaoji' ? healthTiaoji : healthTuidang)(g.position, g.collegeName, g.groupCode, risk.points);
    out.push({ kind: risk.kind, rows: [...g.rows], position: g.position, points: risk.points, message });
  }
  return out;
}

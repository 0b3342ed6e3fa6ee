import { HEALTH_ALL_CHONG, healthGap, healthNoBaoAtEnd, healthNowhere, healthSameCollege } from '../messages';
import type { RiskBand } from '../risk/risk-band';

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
  | { kind: 'allChong'; rows: number[]; message: string }
  | { kind: 'gap'; rows: [number, number]; points: number; message: string }
  | { kind: 'sameCollege'; rows: number[]; college: string; message: string }
  | { kind: 'nowhere'; rows: number[]; probability: number; message: string };

export interface HealthOptions {
  /** How many of the last rows must hold a 保 (default 5). */
  tail: number;
  /** A gap between neighbouring predicted lines larger than this many points is flagged (default 20). */
  gapPoints: number;
  /** A college on more rows than this is flagged (default 5). */
  sameCollegeMax: number;
  /** The chance of being admitted nowhere is flagged from this share on (default 0.05). */
  nowhereFrom: number;
}

export const HEALTH_DEFAULTS: HealthOptions = { tail: 5, gapPoints: 20, sameCollegeMax: 5, nowhereFrom: 0.05 };

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
 */
export function planHealthCheck(rows: readonly HealthRow[], options: Partial<HealthOptions> = {}): HealthFinding[] {
  const o = { ...HEALTH_DEFAULTS, ...options };
  const list = [...rows].sort((a, b) => a.sortId - b.sortId);
  if (list.length === 0) return [];
  const out: HealthFinding[] = [];

  const banded = list.filter((r) => r.band !== null);
  if (banded.length > 0 && banded.every((r) => r.band === '冲')) out.push({ kind: 'allChong', rows: banded.map((r) => r.sortId), message: HEALTH_ALL_CHONG });

  const tail = list.slice(-Math.min(o.tail, list.length));
  if (!tail.some((r) => r.band === '保')) out.push({ kind: 'noBaoAtEnd', rows: tail.map((r) => r.sortId), message: healthNoBaoAtEnd(tail.length) });

  for (let i = 1; i < list.length; i++) {
    const a = list[i - 1] as HealthRow;
    const b = list[i] as HealthRow;
    if (a.yuguScore === null || b.yuguScore === null) continue;
    const points = Math.abs(a.yuguScore - b.yuguScore);
    if (points > o.gapPoints) out.push({ kind: 'gap', rows: [a.sortId, b.sortId], points, message: healthGap(a.sortId, b.sortId, points) });
  }

  const byCollege = new Map<string, number[]>();
  for (const r of list) byCollege.set(r.collegeName, [...(byCollege.get(r.collegeName) ?? []), r.sortId]);
  for (const [college, ids] of byCollege) {
    if (ids.length > o.sameCollegeMax) out.push({ kind: 'sameCollege', rows: ids, college, message: healthSameCollege(college, ids.length) });
  }

  if (list.every((r) => r.probability !== null)) {
    const nowhere = list.reduce((p, r) => p * (1 - Math.min(1, Math.max(0, r.probability as number))), 1);
    if (nowhere >= o.nowhereFrom) {
      const percent = `${Math.round(nowhere * 100)}%`;
      out.push({ kind: 'nowhere', rows: list.map((r) => r.sortId), probability: nowhere, message: healthNowhere(percent) });
    }
  }
  return out;
}

/**
 * 调剂 risk of one 院校专业组 志愿 (group provinces). The province 投档s a student to a group by the group's line (its
 * lowest major's); inside the group the college admits by the majors the family chose, in order, and a student who
 * reaches none of them is 调剂'd to a major with places left (服从调剂) or 退档 (不服从调剂) — and a 退档 student has used
 * the round's one 投档: the later 志愿 of the batch are not read.
 *
 * The rule, at the student's score S, the group's predicted line G and the chosen majors' predicted lines (known ones):
 * the group is flagged when
 *   1. the lowest chosen line L sits at least `gapPoints` above G (the chosen majors are well above the group),
 *   2. S < L (at the predicted lines the score reaches none of the chosen majors), and
 *   3. S ≥ G − `gapPoints` (the score may well be 投档'd to the group: at or above its line, or within the prediction's
 *      error below it; a group far above the score is a reach whose risk the band already shows).
 * Flagged with 服从调剂 it is a 调剂 risk; with 不服从调剂 a 退档 risk. A group without a predicted line, or whose chosen
 * majors have none (新专业), is not judged.
 *
 * Why 10 points: the predicted line of one unit misses by about 6–8 points (mean absolute error of the backtests,
 * 广东 2024 物理类 6.3, 江苏 物理类 7.5–8.4; apps/server/src/season/README.md). The gap between two predictions carries
 * both errors, about 9 points when they are independent, so a major less than 10 points above its group is within the
 * prediction's noise of the group line, and flagging it would mostly be noise; from 10 points on the gap is more than
 * the error of its two readings.
 */
export const TIAOJI_GAP_POINTS = 10;

/** One group as the 调剂 rule reads it. */
export interface TiaojiGroup {
  /** The group's predicted line (its 投档线: the lowest of its majors); null where unknown. */
  groupLine: number | null;
  /** The chosen majors' predicted lines, in the family's order; null (or 0) where unknown. */
  majorLines: readonly (number | null)[];
  /** 服从调剂. */
  obey: boolean;
}

export interface TiaojiRisk {
  kind: 'tiaoji' | 'tuidang';
  /** The lowest chosen major's line minus the group's line, in points. */
  points: number;
  /** The lowest chosen major's line. */
  lowestChosen: number;
}

const known = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/** The 调剂 or 退档 risk of a group at the student's score; null when the rule does not flag it. */
export function tiaojiRisk(group: TiaojiGroup, score: number, gapPoints: number = TIAOJI_GAP_POINTS): TiaojiRisk | null {
  if (!known(group.groupLine) || !Number.isFinite(score)) return null;
  const lines = group.majorLines.filter(known);
  if (lines.length === 0) return null;
  const lowestChosen = Math.min(...lines);
  const points = lowestChosen - group.groupLine;
  if (points < gapPoints || score >= lowestChosen || score < group.groupLine - gapPoints) return null;
  return { kind: group.obey ? 'tiaoji' : 'tuidang', points, lowestChosen };
}

import type { RiskBand } from '../risk/index';
import { bandOfRow } from './row-band';
import { predictedScore } from './predicted-score';
import type { WireScore } from './types';

/** A chosen major of a group as the group's summary reads it (wire fields). */
export interface GroupSummaryRow {
  yugu_score?: WireScore | undefined;
  /** The group's predicted line, sent on each of its majors (additive wire field). */
  group_yugu_score?: WireScore | undefined;
  /** The major's 录取概率 (0…1); absent, blank or non-numeric where none. */
  luqu_gailv?: unknown;
}

/**
 * A 院校专业组's predicted line (its 投档线 estimate): the `group_yugu_score` its majors carry (the first one known),
 * else the lowest line of its chosen majors; null where none has a line.
 */
export function groupLineOf(majors: readonly GroupSummaryRow[]): number | null {
  const own = majors.map((m) => predictedScore(m.group_yugu_score ?? null)).find((v) => v !== null);
  if (own !== undefined) return own;
  const lines = majors.map((m) => predictedScore(m.yugu_score ?? null)).filter((v): v is number => v !== null);
  return lines.length > 0 ? Math.min(...lines) : null;
}

/** The group's 冲/稳/保 at the student's score, read from the group's line (`groupLineOf`); null without a line or score. */
export function groupBandOf(majors: readonly GroupSummaryRow[], score: number | null | undefined): RiskBand | null {
  return groupBandAt(groupLineOf(majors), score);
}

/**
 * A 院校专业组's 冲/稳/保 from its line: the one rule a group's band follows wherever it is read — 一键填报 (the groups
 * it weighs and the default's 保), the group summary and 志愿表体检 (the last 志愿 of a group form must hold a 保 group).
 * Null without a line or a score.
 */
export function groupBandAt(line: number | null, score: number | null | undefined): RiskBand | null {
  return line === null ? null : bandOfRow({ yugu_score: line }, score);
}

/**
 * The group's 录取概率: the chance of being admitted to at least one listed major, read as the highest of its chosen
 * majors' (the easiest major bounds it from below, and 投档 to the group needs no more than that); null where no major has one.
 */
export function groupProbabilityOf(majors: readonly GroupSummaryRow[]): number | null {
  const ps = majors
    .map((m) => (m.luqu_gailv == null || (typeof m.luqu_gailv === 'string' && m.luqu_gailv.trim() === '') ? Number.NaN : Number(m.luqu_gailv)))
    .filter((p) => Number.isFinite(p) && p >= 0 && p <= 1);
  return ps.length > 0 ? Math.max(...ps) : null;
}

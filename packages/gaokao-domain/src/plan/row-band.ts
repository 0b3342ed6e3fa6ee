import { riskBandWithLine, type RiskBand } from '../risk/risk-band';
import { predictedScore } from './predicted-score';

/** The wire fields a row's band reads: its predicted line and, where the server sends one, the unit's 99 % line. */
export interface BandedRow {
  yugu_score?: unknown;
  yugu_line99?: unknown;
}

/** A wire number, or null when it is absent, blank or not a number. */
function wireNumber(value: unknown): number | null {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * A wire row's 冲/稳/保 at the applicant's score ({@link riskBandWithLine}): 保 also needs the row's 99 % line when it
 * has one. Null without a score or without a predicted line (absent, blank, non-numeric or the wire's 0).
 */
export function bandOfRow(row: BandedRow, score: number | null | undefined): RiskBand | null {
  const raw = row.yugu_score;
  const line = typeof raw === 'number' || typeof raw === 'string' ? predictedScore(raw) : null;
  if (score == null || !Number.isFinite(score) || line === null) return null;
  return riskBandWithLine(score, line, wireNumber(row.yugu_line99));
}

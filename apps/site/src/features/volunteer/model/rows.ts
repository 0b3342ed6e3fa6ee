import { bandOfRow, planUnitKey, predictedScore, type HealthRow, type RiskBand } from 'gaokao-domain';
import type { ResultRow } from './types';
import * as paths from '../../../config/paths';
import { href } from '../../../config/href';


/** The rows with one unit's list state changed (optimistic add/remove and its rollback). */
export function withResultState(
  rows: readonly ResultRow[],
  key: string,
  state: { is_result: 0 | 1; volunteer_result_id?: number | null },
): ResultRow[] {
  return rows.map((row) => (planUnitKey(row) === key ? { ...row, ...state } : row));
}

/** Detail links of the tables (part 1 §2), opened in a new tab by the table. */
export function collegeHref(row: ResultRow): string | undefined {
  return row.collegiate_id == null || row.collegiate_id === '' ? undefined : href(paths.schoolDetail, { isCha: 1, n: String(row.collegiate_id) });
}

export function majorHref(row: ResultRow): string | undefined {
  return row.mojor_id == null || row.mojor_id === '' ? undefined : href(paths.majorDetail, { isCha: 1, n: String(row.mojor_id) });
}

/** How many rows fall in each band at the applicant's score. */
export function bandCounts(rows: readonly ResultRow[], score: number): Record<RiskBand, number> {
  const counts: Record<RiskBand, number> = { 冲: 0, 稳: 0, 保: 0 };
  for (const row of rows) {
    const band = bandOfRow(row, score);
    if (band !== null) counts[band] += 1;
  }
  return counts;
}

/** Whether any row carries a 录取概率 (real data with a backtest). */
export function hasProbability(rows: readonly ResultRow[]): boolean {
  return rows.some((row) => row.luqu_gailv != null && row.luqu_gailv !== '');
}

/**
 * Why the rows show no 录取概率: the reason the rows carry (`gailv_note`, one per slice: no backtest, or a backtest not
 * calibrated), or null when some row shows a probability or no row says why. The screen and the list say it once,
 * where a table with probabilities says how they are made.
 */
export function probabilityAbsentNote(rows: readonly ResultRow[]): string | null {
  if (hasProbability(rows)) return null;
  for (const row of rows) {
    const note = typeof row.gailv_note === 'string' ? row.gailv_note.trim() : '';
    if (note !== '') return `录取概率：${note}。`;
  }
  return null;
}

/** The wish list as 志愿表体检 reads it: position, college, line, band and probability at the applicant's score. */
export function healthRows(rows: readonly ResultRow[], score: number): HealthRow[] {
  return rows.map((row, i) => {
    const sort = Number(row.sort_id);
    const p = row.luqu_gailv == null || row.luqu_gailv === '' ? null : Number(row.luqu_gailv);
    return {
      sortId: Number.isInteger(sort) && sort > 0 ? sort : i + 1,
      collegeName: String(row.collegeName ?? ''),
      yuguScore: predictedScore(row.yugu_score),
      band: bandOfRow(row, score),
      probability: p !== null && Number.isFinite(p) ? p : null,
    };
  });
}

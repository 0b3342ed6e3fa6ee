import { RISK_BANDS, type RiskBand } from '../risk/risk-band';

/**
 * How the recommendation screen (tab 1) orders its rows; the spec fixes no order. `match` (按匹配度, the site's
 * default) mixes the bands so the first screen holds 冲, 稳 and 保 rows ({@link matchOrder}); `line` (按预估线) is the
 * predicted line, highest first.
 */
export type ScreenOrder = 'match' | 'line';

/** The orders, the default first. */
export const SCREEN_ORDERS: readonly ScreenOrder[] = ['match', 'line'];

/** Labels of the orders as the page shows them. */
export const SCREEN_ORDER_LABELS: Record<ScreenOrder, string> = { match: '按匹配度', line: '按预估线' };

/**
 * 按匹配度: the rows dealt out band by band — 冲, 稳, 保, 冲, 稳, 保 … — each band best fit first: 冲 the closest reach
 * first (lowest predicted line above the score), 稳 and 保 the highest line first (the nearest the score, so the least
 * wasted points). When a band runs out the others go on alternating. Rows without a band (no prediction) come last.
 * Equal lines keep their input order, so the result is deterministic for a given input.
 *
 * `lineOf` gives a row's predicted line (null: none) and `bandOf` its band at the student's score (the caller's rule,
 * e.g. riskBandWithLine, so 保 means what the rest of the page says it means).
 */
export function matchOrder<T>(rows: readonly T[], lineOf: (row: T) => number | null, bandOf: (row: T) => RiskBand | null): T[] {
  const byBand: Record<RiskBand, Array<{ row: T; line: number; index: number }>> = { 冲: [], 稳: [], 保: [] };
  const rest: T[] = [];
  rows.forEach((row, index) => {
    const band = bandOf(row);
    const line = lineOf(row);
    if (band === null || line === null || !Number.isFinite(line)) rest.push(row);
    else byBand[band].push({ row, line, index });
  });
  byBand.冲.sort((a, b) => a.line - b.line || a.index - b.index);
  byBand.稳.sort((a, b) => b.line - a.line || a.index - b.index);
  byBand.保.sort((a, b) => b.line - a.line || a.index - b.index);
  const out: T[] = [];
  const longest = Math.max(byBand.冲.length, byBand.稳.length, byBand.保.length);
  for (let i = 0; i < longest; i++) {
    for (const band of RISK_BANDS) {
      const e = byBand[band][i];
      if (e) out.push(e.row);
    }
  }
  return out.concat(rest);
}

/** How many rows fall in each band (rows without a band are not counted). */
export function countByBand<T>(rows: readonly T[], bandOf: (row: T) => RiskBand | null): Record<RiskBand, number> {
  const out: Record<RiskBand, number> = { 冲: 0, 稳: 0, 保: 0 };
  for (const row of rows) {
    const band = bandOf(row);
    if (band !== null) out[band] += 1;
  }
  return out;
}

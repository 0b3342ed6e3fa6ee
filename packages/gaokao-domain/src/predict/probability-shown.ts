import { MSG } from '../messages';
import { probabilityUncalibrated } from '../plan-messages';

/**
 * The largest calibration error (ECE, backtest.ts) at which a slice shows 录取概率: a probability is shown only where
 * the slice's own leave-one-year-out backtest — its latest year of results predicted from the years before it, with
 * the model the product uses — was calibrated within it.
 */
export const MAX_SHOWN_ECE = 0.03;

/** What a row says about its 录取概率: shown, or absent with the reason (a message of the catalogue). */
export type ProbabilityNote = { shown: true } | { shown: false; reason: string };

/**
 * Whether a row shows 录取概率 and why not: `ece` the slice's backtest calibration error (null: no backtest backs a
 * probability — demo data, one year of results, a model fitted on a single year); `belowTable` whether the plan's
 * score lies below the plan year's table (no rank, no probability there).
 */
export function probabilityNote(ece: number | null, belowTable: boolean): ProbabilityNote {
  if (ece === null || !Number.isFinite(ece)) return { shown: false, reason: MSG.probabilityNoBacktest };
  if (ece > MAX_SHOWN_ECE) return { shown: false, reason: probabilityUncalibrated(ece) };
  if (belowTable) return { shown: false, reason: MSG.probabilityBelowTable };
  return { shown: true };
}

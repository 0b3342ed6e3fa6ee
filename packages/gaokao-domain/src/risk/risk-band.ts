/** 冲 (reach), 稳 (stable) or 保 (safe): how a predicted line compares with the user's score. */
export type RiskBand = '冲' | '稳' | '保';

/** The three bands, from the riskiest to the safest. */
export const RISK_BANDS: readonly RiskBand[] = ['冲', '稳', '保'];

/** A predicted line up to this many points below the user's score is 稳; further below is 保. */
export const STABLE_MARGIN = 15;

/**
 * 冲稳保: a predicted line (yugu_score) more than 15 points below the user's score is 保, 0 to 15 below is 稳,
 * above the score is 冲. Fractional lines follow the same comparison (15.5 below is 保, 0.5 above is 冲).
 *
 * @throws RangeError when either score is not a finite number (a row without a prediction has no band).
 */
export function riskBand(userScore: number, yuguScore: number): RiskBand {
  if (!Number.isFinite(userScore) || !Number.isFinite(yuguScore)) {
    throw new RangeError(`scores must be finite numbers, got ${userScore} and ${yuguScore}`);
  }
  const below = userScore - yuguScore;
  if (below > STABLE_MARGIN) return '保';
  if (below >= 0) return '稳';
  return '冲';
}

/** 冲 (reach), 稳 (stable) or 保 (safe): how a predicted line compares with the user's score. */
export type RiskBand = '冲' | '稳' | '保';

/** The three bands, from the riskiest to the safest. */
export const RISK_BANDS: readonly RiskBand[] = ['冲', '稳', '保'];

/** A predicted line up to this many points below the user's score is 稳; further below is 保. */
export const STABLE_MARGIN = 15;

/** The 冲稳保 rule in the words the recommendation tab shows beside its bands. */
export const RISK_BAND_HELP = `冲：预估线高于你的分数；稳：你的分数高出预估线 0–${STABLE_MARGIN} 分；保：高出 ${STABLE_MARGIN} 分以上，且有回测的省份还须达到该专业 99% 把握的分数线。`;

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

/**
 * The lowest score that is 保 for a row: more than 15 points above the predicted line (the spec's rule) AND at or
 * above the unit's 99 % line (`line99`: the score that cleared the actual line under 99 % of earlier years' errors),
 * when the unit has one. A stricter reading of the spec's 保 — a family relies on 保 — so a row the spec alone would
 * call 保 is shown as 稳 while the student's score is below its 99 % line. For integer lines and scores.
 */
export function baoLine(yuguScore: number, line99: number | null): number {
  const spec = Math.floor(yuguScore) + STABLE_MARGIN + 1;
  return line99 === null ? spec : Math.max(spec, line99);
}

/**
 * 冲稳保 with the unit's uncertainty: as {@link riskBand}, except that 保 also needs the score to reach the unit's 99 %
 * line (see {@link baoLine}); otherwise the row is 稳. `line99` null (no backtest for the province and group) leaves
 * the spec's rule alone.
 */
export function riskBandWithLine(userScore: number, yuguScore: number, line99: number | null): RiskBand {
  const band = riskBand(userScore, yuguScore);
  if (band !== '保' || line99 === null) return band;
  if (!Number.isFinite(line99)) throw new RangeError(`line99 must be a finite number, got ${line99}`);
  return userScore >= line99 ? '保' : '稳';
}

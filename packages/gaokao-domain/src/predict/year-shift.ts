import type { FittedModel } from './rank-types';

/*
 * The year-level shift as a random effect. In one province and group, every line of a year moves together by a shock
 * that earlier years cannot predict (a whole field moving in rank); a model fitted on a slice's own years has seen one,
 * two or three of them. Each fitted year's shock is the median of its leave-one-year-out residuals (rank-model.ts,
 * `yearShifts`); their spread, over every province and group with two or more fitted years, is the spread τ of the
 * shift. The model then takes each year's residuals about their own median (the errors within a year) and adds a
 * shift drawn from N(0, τ²) at {@link YEAR_SHIFT_POINTS} evenly spaced quantiles, so the 99 % line and 录取概率 allow for a
 * year-wide move of the size seen before, in any slice.
 */

/** Quantiles of the shift's distribution added to each residual (their extreme is the 1st percentile's neighbour). */
export const YEAR_SHIFT_POINTS = 49;

/** The inverse of the standard normal distribution function (Acklam's rational approximation, |error| < 1.2e-9). */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`p must lie in (0, 1), got ${p}`);
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  const tail = (q: number) => (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
  if (p < 0.02425) return tail(Math.sqrt(-2 * Math.log(p)));
  if (p > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - p)));
  const q = p - 0.5;
  const r = q * q;
  return ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) / (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1);
}

/** The shifts added to a year's centred residuals: τ times {@link YEAR_SHIFT_POINTS} quantiles of N(0, 1). */
export function yearShiftDraws(spread: number): number[] {
  return Array.from({ length: YEAR_SHIFT_POINTS }, (_, j) => spread * normalQuantile((j + 0.5) / YEAR_SHIFT_POINTS));
}

/**
 * The spread τ of the year-level shift (log rank): the root mean square of the yearly shocks of every model fitted on
 * two or more years (a single fitted year's shock cannot be told from the model's drift). Null when no model has two.
 */
export function yearShiftSpread(models: readonly FittedModel[]): number | null {
  const shifts = models.flatMap((m) => (m.yearShifts !== undefined && m.yearShifts.length >= 2 ? m.yearShifts : []));
  if (shifts.length === 0) return null;
  return Math.sqrt(shifts.reduce((s, x) => s + x * x, 0) / shifts.length);
}

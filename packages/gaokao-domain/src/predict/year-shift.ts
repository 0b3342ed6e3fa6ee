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

/**
 * The distribution function of Student's t with `degrees` (a positive integer) degrees of freedom, in closed form
 * (θ = atan(t/√ν); the finite series in cos θ for odd and even ν).
 */
export function studentDistribution(t: number, degrees: number): number {
  if (!Number.isInteger(degrees) || degrees < 1) throw new RangeError(`degrees must be a positive integer, got ${degrees}`);
  const theta = Math.atan(t / Math.sqrt(degrees));
  const c = Math.cos(theta);
  const s = Math.sin(theta);
  let a: number;
  if (degrees % 2 === 1) {
    let sum = 0;
    let term = c;
    for (let k = 1; 2 * k + 1 <= degrees; k++) {
      sum += term;
      term *= (c * c * (2 * k)) / (2 * k + 1);
    }
    a = (2 / Math.PI) * (theta + s * sum);
  } else {
    let sum = 0;
    let term = 1;
    for (let k = 0; 2 * k + 2 <= degrees; k++) {
      sum += term;
      term *= (c * c * (2 * k + 1)) / (2 * k + 2);
    }
    a = s * sum;
  }
  return Math.min(1, Math.max(0, (1 + a) / 2));
}

/** The p-quantile of Student's t with `degrees` (a positive integer) degrees of freedom (bisection of the distribution). */
export function studentQuantile(p: number, degrees: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`p must lie in (0, 1), got ${p}`);
  let lo = -1;
  let hi = 1;
  while (studentDistribution(lo, degrees) > p) lo *= 2;
  while (studentDistribution(hi, degrees) < p) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * Math.max(1, Math.abs(lo)); i++) {
    const mid = (lo + hi) / 2;
    if (studentDistribution(mid, degrees) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The shifts added to a year's centred residuals: τ times {@link YEAR_SHIFT_POINTS} quantiles of N(0, 1), or, with
 * `degrees` (the number of shocks τ was estimated from), of Student's t with that many degrees of freedom — the
 * predictive distribution of a new year's shock when τ itself is estimated from few shocks (each N(0, τ²), τ² their
 * mean square): its tails are wider the fewer shocks there were.
 */
export function yearShiftDraws(spread: number, degrees: number | null = null): number[] {
  const q = (p: number) => (degrees === null ? normalQuantile(p) : studentQuantile(p, degrees));
  return Array.from({ length: YEAR_SHIFT_POINTS }, (_, j) => spread * q((j + 0.5) / YEAR_SHIFT_POINTS));
}

/**
 * The spread τ of the year-level shift (log rank): the root mean square of the yearly shocks of every model fitted on
 * two or more years (a single fitted year's shock cannot be told from the model's drift). Null when no model has two.
 */
export function yearShiftSpread(models: readonly FittedModel[]): number | null {
  return yearShiftEstimate(models)?.spread ?? null;
}

/** The year-level shift as estimated: its spread τ and the number of shocks behind it (the t's degrees of freedom). */
export interface YearShift {
  spread: number;
  degrees: number;
}

/**
 * The spread of the year-level shift ({@link yearShiftSpread}) with the number of shocks it was estimated from, pooled
 * over every model (province and group) fitted on two or more years, and over `outOfSample`: shocks observed when a
 * year was predicted by a model fitted on earlier years only (rank-model.ts `yearShock`: a slice's own model, or one
 * pooled from other slices for a slice with nothing of its own to fit — a year-plus-province shock no fit had seen).
 * Null when there is no shock at all.
 */
export function yearShiftEstimate(models: readonly FittedModel[], outOfSample: readonly number[] = []): YearShift | null {
  const shifts = [...models.flatMap((m) => (m.yearShifts !== undefined && m.yearShifts.length >= 2 ? m.yearShifts : [])), ...outOfSample];
  if (shifts.length === 0) return null;
  return { spread: Math.sqrt(shifts.reduce((s, x) => s + x * x, 0) / shifts.length), degrees: shifts.length };
}

/** The score axis of the plan page's rank chart (part 1 §9): 150 to 700 points. */
export const SCORE_AXIS: readonly [number, number] = [150, 700];

/** How far the rank axis runs past the first rank (part 1 §9). */
export const RANK_AXIS_HEADROOM = 5000;

/**
 * The end of the rank axis: "the first value plus 5000" (part 1 §9). The first value is the student's own rank when
 * it is known (a positive rank at or beyond the first pair's), so the chart always shows the student's position —
 * with the first (best) rank of the pairs, a student at 35,971 got an axis of 0–5,000 and no marker. Without an own
 * rank it is the first rank of the pairs; 5000 when there is neither.
 */
export function rankAxisMax(firstRank: number | null | undefined, ownRank?: number | null): number {
  const first = Number.isFinite(firstRank) ? (firstRank as number) : 0;
  const own = Number.isFinite(ownRank) && (ownRank as number) > 0 ? (ownRank as number) : 0;
  return Math.max(first, own) + RANK_AXIS_HEADROOM;
}

/** Whether a score lies on the score axis (ends included). */
export function onScoreAxis(score: number): boolean {
  return score >= SCORE_AXIS[0] && score <= SCORE_AXIS[1];
}

/** Ticks of the score axis: from its start every `step` points, and its end (150, 250 … 650, 700 for 100). */
export function scoreAxisTicks(step: number): number[] {
  if (!(step > 0)) throw new RangeError(`scoreAxisTicks: step must be positive, got ${step}`);
  const [lo, hi] = SCORE_AXIS;
  const ticks: number[] = [];
  for (let t = lo; t < hi; t += step) ticks.push(t);
  ticks.push(hi);
  return ticks;
}

import type { RiskBand } from '../risk/risk-band';
import { HEALTH_DEFAULTS } from './health-check';
import { fillCollegeOf, isOnList, oneKeyFill } from './one-key-fill';
import { planUnitKey } from './plan-unit-key';
import { predictedScore } from './predicted-score';
import type { FillCandidate } from './types';
import { WISHLIST_MAX, wishlistRoom } from './wishlist-max';

/** How many rows of each band one-key fill should take. */
export type FillMix = Record<RiskBand, number>;

/** Bands filled closest to a score instead of spread over their range (the default fill's 保). */
export interface FillNearest {
  score: number;
  bands: readonly RiskBand[];
}

/** The default mix, in parts of the count: a quarter 冲, the rest split evenly between 稳 and 保. */
export const DEFAULT_FILL_SHARES: FillMix = { 冲: 0.25, 稳: 0.375, 保: 0.375 };

/** Splits a count by shares (largest remainders; ties go to the safer band), e.g. 96 → 冲 24 · 稳 36 · 保 36. */
export function splitCount(count: number, shares: FillMix = DEFAULT_FILL_SHARES): FillMix {
  const n = Math.max(0, Math.trunc(count) || 0);
  const total = shares.冲 + shares.稳 + shares.保;
  if (total <= 0) return { 冲: 0, 稳: 0, 保: 0 };
  const bands: RiskBand[] = ['冲', '稳', '保'];
  const exact = bands.map((b) => (n * Math.max(0, shares[b])) / total);
  const out: FillMix = { 冲: Math.floor(exact[0] as number), 稳: Math.floor(exact[1] as number), 保: Math.floor(exact[2] as number) };
  let left = n - out.冲 - out.稳 - out.保;
  const frac = (i: number) => (exact[i] as number) - Math.floor(exact[i] as number);
  const order = [0, 1, 2].sort((a, b) => frac(b) - frac(a) || b - a);
  for (const i of order) {
    if (left <= 0) break;
    out[bands[i] as RiskBand] += 1;
    left -= 1;
  }
  return out;
}

/**
 * 一键填报 with a 冲/稳/保 mix: within each band, the spec's even spread over that band's range of predicted lines
 * ({@link oneKeyFill}); at most `mix[band]` rows of each band, at most the room left under `max` (96 by default; the
 * province's size from wishlistMaxOf) in all (the safer bands
 * first when the room is short). `bandOf` gives a candidate's band at the student's score (null: no prediction, never
 * picked). No college (`fillCollegeOf`: by name, as 志愿表体检 counts it) gets more rows than 志愿表体检 accepts
 * (HEALTH_DEFAULTS.sameCollegeMax, counting the list's rows
 * among the candidates): the fill never builds a list its own check flags for that. Returns the picks highest line
 * first and the split actually filled — what the dialog shows before filling.
 *
 * `nearest` (the default fill's order, `defaultFillPlan` in fill-default.ts): in those bands the rows closest to `score` are taken
 * instead of the spread.
 */
export function oneKeyFillMix<T extends FillCandidate>(
  candidates: readonly T[],
  mix: FillMix,
  bandOf: (row: T) => RiskBand | null,
  listSize = 0,
  max: number = WISHLIST_MAX,
  nearest?: FillNearest,
): { picks: T[]; split: FillMix } {
  let room = wishlistRoom(listSize, max);
  const split: FillMix = { 冲: 0, 稳: 0, 保: 0 };
  const picks: T[] = [];
  // No college on more rows than 志愿表体检 accepts (its sameCollegeMax), counting the list's rows among the candidates.
  const taken = new Map<string, number>();
  const onList = new Set<string>();
  for (const row of candidates) {
    const pair = planUnitKey(row);
    if (!isOnList(row.is_result) || onList.has(pair)) continue;
    onList.add(pair);
    taken.set(fillCollegeOf(row), (taken.get(fillCollegeOf(row)) ?? 0) + 1);
  }
  const perCollege = { max: HEALTH_DEFAULTS.sameCollegeMax, taken };
  for (const band of ['保', '稳', '冲'] as const) {
    const want = Math.min(Math.max(0, Math.trunc(mix[band]) || 0), room);
    if (want === 0) continue;
    const inBand = candidates.filter((row) => bandOf(row) === band);
    // The room still left is shared by the bands: oneKeyFill is given it as an empty list of that size.
    const near = nearest?.bands.includes(band) ? nearest.score : undefined;
    const got = oneKeyFill(inBand, want, 0, room, perCollege, near);
    split[band] = got.length;
    room -= got.length;
    picks.push(...got);
  }
  picks.sort((a, b) => (predictedScore(b.yugu_score) ?? -Infinity) - (predictedScore(a.yugu_score) ?? -Infinity));
  return { picks, split };
}

/** How many candidates not yet on the list fall in each band (the true counts the dialog states). */
export function fillableByBand<T extends FillCandidate>(candidates: readonly T[], bandOf: (row: T) => RiskBand | null): FillMix {
  const onList = new Set(candidates.filter((r) => isOnList(r.is_result)).map(planUnitKey));
  const seen = new Set<string>();
  const out: FillMix = { 冲: 0, 稳: 0, 保: 0 };
  for (const row of candidates) {
    const key = planUnitKey(row);
    if (onList.has(key) || seen.has(key)) continue;
    seen.add(key);
    const band = bandOf(row);
    if (band !== null) out[band] += 1;
  }
  return out;
}

import { predictedScore } from './predicted-score';
import type { FillCandidate } from './types';
import { planUnitKey } from './plan-unit-key';
import { WISHLIST_MAX, wishlistRoom } from './wishlist-max';

/**
 * The college a candidate counts for under one-key fill's per-college cap: its name, as 志愿表体检 counts a college
 * (湖北 and 天津 write a code per 专业组, so one college stands under many codes), else its code.
 */
export function fillCollegeOf(row: FillCandidate): string {
  const name = row.collegeName == null ? '' : String(row.collegeName).trim();
  return name !== '' ? name : String(row.code);
}

/**
 * 一键填报: picks up to `count` rows not yet on the list, spread evenly over the range of predicted lines.
 *
 * With the lines of the eligible rows between max and min, step = (max − min) ÷ n; for targets max, max − step, …
 * (n of them, highest first) it takes the not-yet-picked row whose line is closest to the target (ties: the higher
 * line, then the earlier row). When fewer rows have a line than are wanted, the rest come from the leftover rows,
 * highest line first, rows without a line last.
 *
 * n = min(count, rows that fit — `max` (96 by default) minus `listSize` —, eligible rows). A code + specialty_code pair already on the list
 * (is_result 1 on any of its rows) is never picked, nor is a pair twice. The picks come back sorted by predicted line,
 * highest first (rows without a line last).
 *
 * With `perCollege` (one-key fill's 冲/稳/保 mix, not the spec's spread) a college (`fillCollegeOf`: its name, as
 * 志愿表体检 counts a college, else its code) already holding `max` rows
 * (`taken`, updated with each pick) is skipped: at a target the closest row of another college is taken instead.
 *
 * With `nearest` (a score; the default fill's 保, see fill-default) there is no spread: the rows whose lines lie closest
 * to that score are taken, closest first (ties: the higher line, then the earlier row).
 */
export function oneKeyFill<T extends FillCandidate>(
  candidates: readonly T[],
  count: number,
  listSize = 0,
  max: number = WISHLIST_MAX,
  perCollege?: CollegeCap,
  nearest?: number,
): T[] {
  const key = planUnitKey;
  // A pair flagged on the list in any row is on the list; otherwise its first row stands for it.
  const seen = new Set(candidates.filter((row) => isOnList(row.is_result)).map(key));
  const eligible: Array<{ row: T; index: number; score: number | null }> = [];
  candidates.forEach((row, index) => {
    if (seen.has(key(row))) return;
    seen.add(key(row));
    eligible.push({ row, index, score: predictedScore(row.yugu_score) });
  });

  const n = Math.min(Math.max(0, Math.trunc(count) || 0), wishlistRoom(listSize, max), eligible.length);
  if (n === 0) return [];

  const full = (row: T) => perCollege !== undefined && (perCollege.taken.get(fillCollegeOf(row)) ?? 0) >= perCollege.max;
  const take = (e: (typeof eligible)[number]) => {
    picked.add(e);
    if (perCollege !== undefined) perCollege.taken.set(fillCollegeOf(e.row), (perCollege.taken.get(fillCollegeOf(e.row)) ?? 0) + 1);
  };
  const scored = eligible.filter((e): e is (typeof eligible)[number] & { score: number } => e.score !== null);
  const picked = new Set<(typeof eligible)[number]>();
  if (scored.length > 0 && nearest !== undefined) {
    for (const e of [...scored].sort((a, b) => (closer(a, b, nearest) ? -1 : closer(b, a, nearest) ? 1 : 0))) {
      if (picked.size >= n) break;
      if (!full(e.row)) take(e);
    }
  } else if (scored.length > 0) {
    const max = Math.max(...scored.map((e) => e.score));
    const min = Math.min(...scored.map((e) => e.score));
    const step = (max - min) / n;
    for (let k = 0; k < n && picked.size < scored.length; k++) {
      const target = max - k * step;
      let best: (typeof scored)[number] | undefined;
      for (const e of scored) {
        if (picked.has(e) || full(e.row)) continue;
        if (best === undefined || closer(e, best, target)) best = e;
      }
      if (best === undefined) break;
      take(best);
    }
  }
  const leftover = eligible.filter((e) => !picked.has(e)).sort(byLineDescending);
  for (const e of leftover) {
    if (picked.size >= n) break;
    if (full(e.row)) continue;
    take(e);
  }
  return [...picked].sort(byLineDescending).map((e) => e.row);
}

/** At most `max` rows per college (`code`); `taken` holds the rows each college has so far and is updated. */
export interface CollegeCap {
  max: number;
  taken: Map<string, number>;
}

function closer(a: { score: number; index: number }, b: { score: number; index: number }, target: number): boolean {
  const da = Math.abs(a.score - target);
  const db = Math.abs(b.score - target);
  if (da !== db) return da < db;
  if (a.score !== b.score) return a.score > b.score;
  return a.index < b.index;
}

function byLineDescending(a: { score: number | null; index: number }, b: { score: number | null; index: number }): number {
  if (a.score !== b.score) {
    if (a.score === null) return 1;
    if (b.score === null) return -1;
    return b.score - a.score;
  }
  return a.index - b.index;
}

/**
 * How many candidates one-key fill could pick: distinct college + major pairs, none on the list (a pair flagged on the
 * list in any of its rows is on it) — the eligible rows of {@link oneKeyFill}.
 */
export function fillableCount(candidates: readonly FillCandidate[]): number {
  const onList = new Set(candidates.filter((row) => isOnList(row.is_result)).map(planUnitKey));
  const pairs = new Set<string>();
  for (const row of candidates) if (!onList.has(planUnitKey(row))) pairs.add(planUnitKey(row));
  return pairs.size;
}

/** Whether a candidate's row is already on the wish list (is_result 1, '1' or true). */
export function isOnList(flag: FillCandidate['is_result']): boolean {
  return flag === true || flag === 1 || flag === '1';
}

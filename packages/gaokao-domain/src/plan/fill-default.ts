import { oneKeyFillDefaultRule, oneKeyFillWasteWarning } from '../plan-messages';
import { HEALTH_DEFAULTS } from './health-check';
import { isOnList } from './one-key-fill';
import type { GroupKeep } from './one-key-fill-groups';
import type { FillNearest } from './one-key-fill-mix';
import { predictedScore } from './predicted-score';
import { bandOfRow, type BandedRow } from './row-band';
import type { FillCandidate } from './types';

/**
 * 一键填报's default (推荐, what the dialog preselects): a list that wastes no slot.
 *
 * A slot is wasted two ways. A 冲 the student almost surely passes through (录取概率 a few %) costs a 志愿 and buys
 * nothing; and a 保 far below the score is safe, but the same score would have bought a safe 保 much nearer to it (on
 * 广东 物理类 600 the spec's spread filled 冲 at 1 %, lines 672 → 616, and 保 down to 450). So:
 *
 * - where a row shows 录取概率: none below `minProbability` (10 %: a 冲 worth a slot is one that comes through about
 *   one year in ten); 保 only at `baoProbability` (95 %) or more, and of those the ones closest to the score first —
 *   the safest 保 is not the best one, the nearest safe one is — and never one 志愿表体检 calls wasted (more than 60
 *   below, `HEALTH_DEFAULTS.wastedBaoPoints`), whatever its probability;
 * - where it shows none (no backtest, or a backtest not calibrated): 冲 within the spec's band but at most
 *   `chongAbove` (20) points above the score — about twice the 6–8 points a predicted line misses by, beyond which a
 *   冲 rarely comes through — and 保 at most `baoBelow` (40) below, spread over that range as the spec spreads (16–40
 *   below is two to five times that error: safe, without throwing points away).
 *
 * 稳 rows keep the spec's spread (within the 10 % floor where a probability is shown). The family can still choose
 * another way and a wider range; the dialog then warns, before filling, of the rows 志愿表体检 would flag
 * ({@link fillWaste}: under 5 % or 保 more than 60 below, `HEALTH_DEFAULTS`).
 */
export const DEFAULT_FILL_RULE = { minProbability: 0.1, baoProbability: 0.95, chongAbove: 20, baoBelow: 40 } as const;

/** A candidate as the default reads it: identity and list state, line (and 99 % line), 录取概率 (wire names). */
export interface DefaultFillRow extends FillCandidate {
  /** The unit's 99 % line, where the server sends one (a row's band reads it, `bandOfRow`). */
  yugu_line99?: BandedRow['yugu_line99'];
  /** 录取概率 (0–1); absent, blank or not a number where none is shown (the row carries `gailv_note` instead). */
  luqu_gailv?: unknown;
}

/** A row's 录取概率 (0–1) from the wire, or null where none is shown (absent, blank, not a number, outside 0–1). */
export function rowProbability(row: { luqu_gailv?: unknown }): number | null {
  const raw = row.luqu_gailv;
  if (raw == null || (typeof raw === 'string' && raw.trim() === '')) return null;
  const p = Number(raw);
  return Number.isFinite(p) && p >= 0 && p <= 1 ? p : null;
}

/**
 * Whether the default fill may take a row at `score` ({@link DEFAULT_FILL_RULE}). `asPick`: the row is what a slot
 * holds (a row where the list is 院校+专业; a 院校专业组's standing row), so a 保 needs the 95 %; a major inside a group
 * (false) needs only the floor, as the group is the slot. Rows without a band (no line or no score) are never taken.
 */
export function keptByDefault(row: DefaultFillRow, score: number, asPick = true): boolean {
  const band = bandOfRow(row, score);
  const line = predictedScore(row.yugu_score);
  if (band === null || line === null) return false;
  // Never a 保 志愿表体检 would call wasted, whatever its probability.
  if (band === '保' && score - line > HEALTH_DEFAULTS.wastedBaoPoints) return false;
  const p = rowProbability(row);
  if (p !== null) return p >= (asPick && band === '保' ? DEFAULT_FILL_RULE.baoProbability : DEFAULT_FILL_RULE.minProbability);
  if (band === '冲') return line - score <= DEFAULT_FILL_RULE.chongAbove;
  if (band === '保') return score - line <= DEFAULT_FILL_RULE.baoBelow;
  return true;
}

/** What the default fill works with: the candidates it may take, which groups it may take, and its 保 order. */
export interface DefaultFillPlan<T> {
  /** The candidates the default may take, and those already on the list (they count for the list and its colleges). */
  pool: T[];
  /** The groups it may take (group provinces: a group judged by its line and 录取概率, as a row is). */
  keep: GroupKeep;
  /** 保 closest to the score where the slice shows 录取概率; otherwise no band (the spread, within 40 below). */
  nearest: FillNearest;
}

/**
 * The default fill at `score` over the candidates: `grouped` where the fill picks 院校专业组 (the majors then need
 * only the floor, the groups the whole rule through `keep`). Passed to `oneKeyFillMix` (pool, nearest) or
 * `oneKeyFillGroups` and the group counts (pool, keep, nearest), it gives the default's picks and counts.
 */
export function defaultFillPlan<T extends DefaultFillRow>(candidates: readonly T[], score: number, grouped = false): DefaultFillPlan<T> {
  const pool = candidates.filter((row) => isOnList(row.is_result) || keptByDefault(row, score, !grouped));
  const shown = pool.some((row) => rowProbability(row) !== null);
  return {
    pool,
    keep: (group) => keptByDefault(group, score),
    nearest: { score, bands: shown ? ['保'] : [] },
  };
}

/** The default in the family's words, as the dialog states it under 推荐. */
export function defaultFillRuleText(): string {
  const r = DEFAULT_FILL_RULE;
  return oneKeyFillDefaultRule(Math.round(r.minProbability * 100), Math.round(r.baoProbability * 100), r.chongAbove, r.baoBelow);
}

/**
 * The rows of a fill that would waste a slot, judged as 志愿表体检 judges them (`HEALTH_DEFAULTS`): `lowChance` rows
 * under 5 % 录取概率, `lowBao` 保 rows more than 60 points below `score`, and the warning the dialog shows before
 * filling (null when there are none; the fill is still allowed).
 */
export function fillWaste(picks: readonly DefaultFillRow[], score: number): { lowChance: number; lowBao: number; message: string | null } {
  const h = HEALTH_DEFAULTS;
  let lowChance = 0;
  let lowBao = 0;
  for (const row of picks) {
    const p = rowProbability(row);
    if (p !== null && p < h.wastedChongBelow) lowChance += 1;
    const line = predictedScore(row.yugu_score);
    if (line !== null && bandOfRow(row, score) === '保' && score - line > h.wastedBaoPoints) lowBao += 1;
  }
  const message = lowChance + lowBao > 0 ? oneKeyFillWasteWarning(lowChance, Math.round(h.wastedChongBelow * 100), lowBao, h.wastedBaoPoints) : null;
  return { lowChance, lowBao, message };
}

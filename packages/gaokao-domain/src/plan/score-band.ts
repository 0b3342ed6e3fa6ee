import { MSG } from '../messages';

/** 智能筛选's band: how far above (`up`) and below (`down`) the applicant's score a predicted line may lie. */
export interface ScoreBand {
  up: number;
  down: number;
}

/** The recommendation screen's default band (part 2 §9): up_score 150, down_score 200. */
export const DEFAULT_UP_SCORE = 150;
/** See {@link DEFAULT_UP_SCORE}. */
export const DEFAULT_DOWN_SCORE = 200;
/** Both defaults as one band. */
export const DEFAULT_SCORE_BAND: Readonly<ScoreBand> = { up: DEFAULT_UP_SCORE, down: DEFAULT_DOWN_SCORE };

/** A whole number of points ≥ 0 from typed or URL text, or null (blank, letters, negative, not finite). */
function points(text: string | number | null | undefined): number | null {
  if (text == null) return null;
  const raw = typeof text === 'number' ? text : text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(raw) && raw >= 0 ? Math.trunc(raw) : null;
}

/**
 * The band a shared or reloaded address asks for (`?up=…&down=…`): each side that is not a whole number ≥ 0 falls
 * back to its default, so a damaged link still opens the screen.
 */
export function readScoreBand(up: string | null | undefined, down: string | null | undefined): ScoreBand {
  return { up: points(up) ?? DEFAULT_UP_SCORE, down: points(down) ?? DEFAULT_DOWN_SCORE };
}

/** Whether a band is the default one (an address need not carry it). */
export function isDefaultScoreBand(band: ScoreBand): boolean {
  return band.up === DEFAULT_UP_SCORE && band.down === DEFAULT_DOWN_SCORE;
}

/** The band typed into 智能筛选: both sides whole numbers ≥ 0 (decimals truncated), else 请输入数字. */
export function validateScoreBand(
  up: string | number | null | undefined,
  down: string | number | null | undefined,
): { ok: true; band: ScoreBand } | { ok: false; message: string } {
  const u = points(up);
  const d = points(down);
  if (u === null || d === null) return { ok: false, message: MSG.rangeNotNumeric };
  return { ok: true, band: { up: u, down: d } };
}

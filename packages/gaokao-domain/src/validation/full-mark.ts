import { shortProvince } from '../filters/short-province';
import { MSG, scoreOutOfRange } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { toScore } from './to-score';

/** The full mark of the gaokao total where it differs from 750 (上海 660, 海南 900 on its standardised scale). */
const FULL_MARKS: Readonly<Record<string, number>> = { 上海: 660, 海南: 900 };

/** The default full mark (3 × 150 + 3 × 100). */
export const DEFAULT_FULL_MARK = 750;

/** The highest total score a province's examinee can have; 750 unless the province has its own scale. */
export function fullMarkOf(province: string | null | undefined): number {
  return FULL_MARKS[shortProvince(province)] ?? DEFAULT_FULL_MARK;
}

/**
 * A total score a province's examinee can really have: a number from 0 to the province's full mark. Blank or
 * non-numeric → 请输入正确的成绩; above the full mark → 成绩应在0到N分之间. Used by the home form, the edit dialog and
 * the server alike.
 */
export function validateScoreRange(score: number | string | null | undefined, province: string | null | undefined): Check {
  const value = toScore(score);
  if (value === undefined) return checkFail(MSG.scoreInvalid, 'score');
  const full = fullMarkOf(province);
  if (value > full) return checkFail(scoreOutOfRange(full), 'score');
  return CHECK_OK;
}

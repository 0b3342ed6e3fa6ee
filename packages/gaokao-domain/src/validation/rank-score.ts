import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { isBlank } from './is-blank';
import { toScore } from './to-score';

/** Checks the rank-lookup score: required (请输入分数) and a non-negative number (请输入正确的分数). */
export function validateRankScore(score: number | string | null | undefined): Check {
  if (isBlank(score)) return checkFail(MSG.rankScoreRequired, 'score');
  if (toScore(score) === undefined) return checkFail(MSG.rankScoreInvalid, 'score');
  return CHECK_OK;
}

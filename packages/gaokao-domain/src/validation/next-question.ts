import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { isBlank } from './is-blank';

/** Checks the next-question button: the current question must be answered (请回答此题). */
export function validateNext(answer: string | null | undefined): Check {
  return isBlank(answer) ? checkFail(MSG.answerThisQuestion) : CHECK_OK;
}

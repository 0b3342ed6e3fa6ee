import { questionRequired } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { isBlank } from './is-blank';

/** Checks a finished assessment before submit: the first of `total` questions left unanswered gives 第N题必做. */
export function validateAnswers(answers: readonly (string | null | undefined)[], total: number): Check {
  for (let i = 0; i < total; i += 1) {
    if (isBlank(answers[i])) return checkFail(questionRequired(i + 1), String(i + 1));
  }
  return CHECK_OK;
}

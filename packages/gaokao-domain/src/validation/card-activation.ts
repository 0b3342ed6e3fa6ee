import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { isBlank } from './is-blank';

/** Checks card activation: card code and card password are both required (卡码和卡密不能为空). */
export function validateCardActivation(input: {
  cardNo: string | null | undefined;
  cardPassword: string | null | undefined;
}): Check {
  if (isBlank(input.cardNo)) return checkFail(MSG.cardFieldsRequired, 'cardNo');
  if (isBlank(input.cardPassword)) return checkFail(MSG.cardFieldsRequired, 'cardPassword');
  return CHECK_OK;
}

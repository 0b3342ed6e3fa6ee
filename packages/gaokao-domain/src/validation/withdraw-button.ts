import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';

/** Checks the withdraw button of the info panel: a balance of 0 or below answers 余额不足 before the dialog opens. */
export function validateWithdrawButton(balanceFen: number): Check {
  return balanceFen > 0 ? CHECK_OK : checkFail(MSG.insufficientBalance);
}

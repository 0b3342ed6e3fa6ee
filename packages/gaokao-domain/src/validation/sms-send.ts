import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { isBlank } from './is-blank';
import { isMainlandMobile } from './is-mainland-mobile';

/** Checks the phone before an SMS code is sent: 请输入手机号 when empty, 请输入正确的手机号 when not a mobile number. */
export function validateSmsSend(phone: string | null | undefined): Check {
  if (isBlank(phone)) return checkFail(MSG.mobileRequired, 'phone');
  if (!isMainlandMobile(phone)) return checkFail(MSG.mobileInvalid, 'phone');
  return CHECK_OK;
}

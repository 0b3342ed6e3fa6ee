import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { isBlank } from './is-blank';
import { validateSmsSend } from './sms-send';

/** The login dialog's two modes: account and password, or phone and SMS code (the default mode). */
export type LoginInput =
  | { mode: 'password'; username: string | null | undefined; password: string | null | undefined }
  | { mode: 'sms'; phone: string | null | undefined; code: string | null | undefined };

/**
 * Checks the login dialog. Password mode: 请输入用户名, 请输入密码 (the account may be a user name or a phone, so no
 * format check). SMS mode: the phone as for sending a code (请输入手机号, 请输入正确的手机号), then 请输入验证码.
 */
export function validateLogin(input: LoginInput): Check {
  if (input.mode === 'password') {
    if (isBlank(input.username)) return checkFail(MSG.usernameRequired, 'username');
    if (isBlank(input.password)) return checkFail(MSG.passwordRequired, 'password');
    return CHECK_OK;
  }
  const phone = validateSmsSend(input.phone);
  if (!phone.ok) return phone;
  if (isBlank(input.code)) return checkFail(MSG.codeRequired, 'code');
  return CHECK_OK;
}

import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { isBlank } from './is-blank';
import { validatePasswordStrength } from './password-strength';
import { validateSmsSend } from './sms-send';

/** The forgot-password dialog. */
export type PasswordResetInput = {
  phone: string | null | undefined;
  password: string | null | undefined;
  confirm: string | null | undefined;
  code: string | null | undefined;
};

/**
 * Checks the forgot-password dialog in the spec's order: phone (请输入手机号, then 请输入正确的手机号); password and
 * confirmation (请输入密码, then the strength rule); equal (两次密码不一致); SMS code (请输入短信验证码).
 */
export function validatePasswordReset(input: PasswordResetInput): Check {
  const phone = validateSmsSend(input.phone);
  if (!phone.ok) return phone;
  if (isBlank(input.password)) return checkFail(MSG.passwordRequired, 'password');
  if (isBlank(input.confirm)) return checkFail(MSG.passwordRequired, 'confirm');
  const strength = validatePasswordStrength(input.password);
  if (!strength.ok) return strength;
  if (input.password !== input.confirm) return checkFail(MSG.passwordsDiffer, 'confirm');
  if (isBlank(input.code)) return checkFail(MSG.smsCodeRequired, 'code');
  return CHECK_OK;
}

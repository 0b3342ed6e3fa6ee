import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { isBlank } from './is-blank';
import { validatePasswordStrength } from './password-strength';

/** The personal-centre change-password panel. */
export type PasswordChangeInput = {
  /** Whether the account has a password (`has_password` of the user info); unknown → neither check below. */
  hasPassword?: boolean;
  /** The current password: required when the account has one. */
  current?: string | null | undefined;
  password: string | null | undefined;
  confirm: string | null | undefined;
  /** An SMS code sent for `reset`: required to set the first password of an account made by SMS login. */
  code?: string | null | undefined;
};

/**
 * Checks the personal-centre change-password panel: the current password when the account has one (请输入原密码), both
 * new fields (请输入密码), the strength rule, then equal (两次密码不一致); an account without a password instead
 * needs an SMS code last (请输入短信验证码), as in the forgot-password dialog.
 */
export function validatePasswordChange(input: PasswordChangeInput): Check {
  if (input.hasPassword === true && isBlank(input.current)) return checkFail(MSG.currentPasswordRequired, 'current');
  if (isBlank(input.password)) return checkFail(MSG.passwordRequired, 'password');
  if (isBlank(input.confirm)) return checkFail(MSG.passwordRequired, 'confirm');
  const strength = validatePasswordStrength(input.password);
  if (!strength.ok) return strength;
  if (input.password !== input.confirm) return checkFail(MSG.passwordsDiffer, 'confirm');
  if (input.hasPassword === false && isBlank(input.code)) return checkFail(MSG.smsCodeRequired, 'code');
  return CHECK_OK;
}

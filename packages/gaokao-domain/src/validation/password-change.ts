import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { isBlank } from './is-blank';
import { validatePasswordStrength } from './password-strength';

/**
 * Checks the personal-centre change-password panel: both fields (请输入密码), the strength rule, then equal
 * (两次密码不一致).
 */
export function validatePasswordChange(input: {
  password: string | null | undefined;
  confirm: string | null | undefined;
}): Check {
  if (isBlank(input.password)) return checkFail(MSG.passwordRequired, 'password');
  if (isBlank(input.confirm)) return checkFail(MSG.passwordRequired, 'confirm');
  const strength = validatePasswordStrength(input.password);
  if (!strength.ok) return strength;
  if (input.password !== input.confirm) return checkFail(MSG.passwordsDiffer, 'confirm');
  return CHECK_OK;
}

import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { isBlank } from './is-blank';

/** Shortest password accepted (SECURITY.md: at least 8 characters). */
export const PASSWORD_MIN_LENGTH = 8;

/** Longest password accepted: long passphrases fit, while unbounded input cannot tie up the hashing server. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Checks a new password: present (请输入密码), 8 to 128 characters counted as Unicode code points so Chinese and emoji
 * passphrases count fairly. No composition rules (mixing classes is not required), as ASVS advises.
 */
export function validatePasswordStrength(password: string | null | undefined, field = 'password'): Check {
  if (password == null || isBlank(password)) return checkFail(MSG.passwordRequired, field);
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return checkFail(MSG.passwordTooShort, field);
  if (length > PASSWORD_MAX_LENGTH) return checkFail(MSG.passwordTooLong, field);
  return CHECK_OK;
}

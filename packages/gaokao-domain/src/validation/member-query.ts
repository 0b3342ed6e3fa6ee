import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { isBlank } from './is-blank';

/**
 * Checks the console's member search: required (请输入手机号或会员ID), digits only, at most 11 (a phone)
 * (手机号或会员ID只能是数字). Spaces around are ignored.
 */
export function validateMemberQuery(q: string | null | undefined): Check {
  if (isBlank(q)) return checkFail(MSG.opsMemberQueryRequired, 'q');
  if (!/^\d{1,11}$/.test((q ?? '').trim())) return checkFail(MSG.opsMemberQueryFormat, 'q');
  return CHECK_OK;
}

import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';
import { isBlank } from './is-blank';

/** What the operator console's sign-in form holds: account name, password and the authenticator app's code. */
export interface OpsLoginInput {
  name: string | null | undefined;
  password: string | null | undefined;
  code: string | null | undefined;
}

/** Digits an authenticator app shows (RFC 6238, 6 digits). */
export const OPS_CODE_DIGITS = 6;

/**
 * Checks the operator sign-in before the call, in the form's order: 请输入运营账号, 请输入密码, 请输入动态验证码, then
 * 动态验证码为6位数字 (spaces an app shows between the groups of three are ignored). Whether the three belong together is
 * the server's answer alone (账号、密码或动态验证码错误).
 */
export function validateOpsLogin(input: OpsLoginInput): Check {
  if (isBlank(input.name)) return checkFail(MSG.opsNameRequired, 'name');
  if (isBlank(input.password)) return checkFail(MSG.passwordRequired, 'password');
  if (isBlank(input.code)) return checkFail(MSG.opsCodeRequired, 'code');
  if (!new RegExp(`^\\d{${OPS_CODE_DIGITS}}$`).test(opsCodeDigits(input.code))) return checkFail(MSG.opsCodeFormat, 'code');
  return CHECK_OK;
}

/** The code as sent: the digits typed, without the spaces an app shows between groups (`123 456` → `123456`). */
export function opsCodeDigits(code: string | null | undefined): string {
  return (code ?? '').replace(/\s+/g, '');
}

/** Checks 标记已付's payout reference (请输入转账单号) or 驳回's reason (请输入驳回原因): required, trimmed. */
export function validateSettlement(kind: 'paid' | 'reject', text: string | null | undefined): Check {
  if (isBlank(text)) return kind === 'paid' ? checkFail(MSG.opsPayoutRefRequired, 'payout_ref') : checkFail(MSG.opsReasonRequired, 'reason');
  return CHECK_OK;
}

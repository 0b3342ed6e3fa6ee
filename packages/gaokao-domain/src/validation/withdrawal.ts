import { MSG } from '../messages';
import type { Check } from './check';
import { isBlank } from './is-blank';
import { parseYuanToFen } from '../pricing/parse-yuan-to-fen';

/** Withdrawal channels on the wire: 1 WeChat, 2 Alipay. */
export const WITHDRAWAL_TYPE = { wechat: 1, alipay: 2 } as const;

/** A withdrawal channel: 1 WeChat, 2 Alipay. */
export type WithdrawalType = (typeof WITHDRAWAL_TYPE)[keyof typeof WITHDRAWAL_TYPE];

/** Largest single withdrawal, in fen (2000 yuan). */
export const WITHDRAWAL_MAX_FEN = 200_000;

/** The withdrawal dialog: the amount as typed (yuan), the wallet balance in fen. */
export type WithdrawalInput = {
  amountYuan: string | null | undefined;
  balanceFen: number;
  type: WithdrawalType;
  alipayAccount?: string | null | undefined;
  alipayName?: string | null | undefined;
};

/** A passed withdrawal check carries the amount in fen. */
export type WithdrawalCheck = { ok: true; amountFen: number } | Extract<Check, { ok: false }>;

/**
 * Checks a withdrawal, all in integer fen: 请输入提现金额; 请输入正确的提现金额 (not a positive amount with at most two
 * decimals); 余额不足 (above the balance, or a balance of 0 or below); 单次最多提现2000元; for Alipay (type 2)
 * 请输入支付宝账号 then 请输入支付宝姓名.
 */
export function validateWithdrawal(input: WithdrawalInput): WithdrawalCheck {
  if (isBlank(input.amountYuan)) return fail(MSG.withdrawAmountRequired, 'amount');
  const amountFen = parseYuanToFen(input.amountYuan ?? '');
  if (amountFen === null || amountFen <= 0) return fail(MSG.withdrawAmountInvalid, 'amount');
  if (input.balanceFen <= 0 || amountFen > input.balanceFen) return fail(MSG.insufficientBalance, 'amount');
  if (amountFen > WITHDRAWAL_MAX_FEN) return fail(MSG.withdrawMaxPerTime, 'amount');
  if (input.type === WITHDRAWAL_TYPE.alipay) {
    if (isBlank(input.alipayAccount)) return fail(MSG.alipayAccountRequired, 'alipayAccount');
    if (isBlank(input.alipayName)) return fail(MSG.alipayNameRequired, 'alipayName');
  }
  return { ok: true, amountFen };
}

function fail(message: string, field: string): Extract<Check, { ok: false }> {
  return { ok: false, message, field };
}

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

/**
 * Smallest single withdrawal, in fen (1 yuan). Every withdrawal is a transfer an operator makes by hand (and a row in
 * the providers' transfer records); 30 requests of 0.01 yuan in a row were accepted before this existed.
 */
export const WITHDRAWAL_MIN_FEN = 100;

/** Most withdrawals of one member waiting for the operator at a time (status 待处理). */
export const WITHDRAWAL_PENDING_MAX = 3;

/**
 * The withdrawal dialog: the amount as typed (yuan), the wallet balance in fen. What the caller knows besides:
 * `wechatBound` (a WeChat account is bound: a type-1 withdrawal is paid to it) and `pendingCount` (the member's
 * withdrawals still waiting); either left out is not checked (the server always gives both).
 */
export type WithdrawalInput = {
  amountYuan: string | null | undefined;
  balanceFen: number;
  type: WithdrawalType;
  alipayAccount?: string | null | undefined;
  alipayName?: string | null | undefined;
  wechatBound?: boolean | undefined;
  pendingCount?: number | undefined;
};

/** A passed withdrawal check carries the amount in fen. */
export type WithdrawalCheck = { ok: true; amountFen: number } | Extract<Check, { ok: false }>;

/**
 * Checks a withdrawal, all in integer fen: 请输入提现金额; 请输入正确的提现金额 (not a positive amount with at most two
 * decimals); 余额不足 (above the balance, or a balance of 0 or below); 单次最少提现1元; 单次最多提现2000元; for WeChat
 * (type 1) a bound WeChat account (请先在个人中心绑定微信…: nobody could be paid); for Alipay (type 2) 请输入支付宝账号
 * then 请输入支付宝姓名; last, at most WITHDRAWAL_PENDING_MAX waiting (已有3笔提现正在处理…).
 */
export function validateWithdrawal(input: WithdrawalInput): WithdrawalCheck {
  if (isBlank(input.amountYuan)) return fail(MSG.withdrawAmountRequired, 'amount');
  const amountFen = parseYuanToFen(input.amountYuan ?? '');
  if (amountFen === null || amountFen <= 0) return fail(MSG.withdrawAmountInvalid, 'amount');
  if (input.balanceFen <= 0 || amountFen > input.balanceFen) return fail(MSG.insufficientBalance, 'amount');
  if (amountFen < WITHDRAWAL_MIN_FEN) return fail(MSG.withdrawMinPerTime, 'amount');
  if (amountFen > WITHDRAWAL_MAX_FEN) return fail(MSG.withdrawMaxPerTime, 'amount');
  if (input.type === WITHDRAWAL_TYPE.wechat && input.wechatBound === false) return fail(MSG.wechatNotBound, 'type');
  if (input.type === WITHDRAWAL_TYPE.alipay) {
    if (isBlank(input.alipayAccount)) return fail(MSG.alipayAccountRequired, 'alipayAccount');
    if (isBlank(input.alipayName)) return fail(MSG.alipayNameRequired, 'alipayName');
  }
  if (input.pendingCount !== undefined && !withdrawalPendingRoom(input.pendingCount)) return fail(MSG.withdrawPendingTooMany, 'amount');
  return { ok: true, amountFen };
}

/** Whether a member with `pendingCount` withdrawals waiting may ask for another (the server asks it again under its lock). */
export function withdrawalPendingRoom(pendingCount: number): boolean {
  return pendingCount < WITHDRAWAL_PENDING_MAX;
}

function fail(message: string, field: string): Extract<Check, { ok: false }> {
  return { ok: false, message, field };
}

/**
 * The money codes the wire and the database share (spec part 2: pay_type, pay_status, withdrawal and card status),
 * named once, with the labels a member reads.
 */

/** Payment channels. */
export type PayChannel = 'wxpay' | 'alipay';

/** pay_type (orders) and type (withdrawals): 1 WeChat, 2 Alipay. */
export const PAY_TYPE = { wxpay: 1, alipay: 2 } as const satisfies Record<PayChannel, number>;

/** pay_status of a card order: 1 awaiting payment, 2 paid (found by polling every second). */
export const PAY_STATUS = { awaiting: 1, paid: 2 } as const;

/** status of a withdrawal: 1 待处理, 2 已打款, 3 已驳回. */
export const WITHDRAW_STATUS = { pending: 1, paid: 2, rejected: 3 } as const;

/** active_status of a card code: 1 未激活, 2 已激活. */
export const CARD_STATUS = { inactive: 1, active: 2 } as const;

type Code = number | string | null | undefined;

/** The channel of a pay_type; anything but 2 is WeChat, the spec's default channel. */
export function payChannelOf(type: Code): PayChannel {
  return Number(type) === PAY_TYPE.alipay ? 'alipay' : 'wxpay';
}

/** 微信 or 支付宝 for a pay_type or withdrawal type. */
export function payChannelLabel(type: Code): string {
  return payChannelOf(type) === 'alipay' ? '支付宝' : '微信';
}

/** 已支付 or 待支付 for an order's pay_status. */
export function payStatusLabel(status: Code): string {
  return Number(status) === PAY_STATUS.paid ? '已支付' : '待支付';
}

/** 待处理, 已打款 or 已驳回 for a withdrawal's status (an unknown status reads as still pending). */
export function withdrawStatusLabel(status: Code): string {
  const n = Number(status);
  return n === WITHDRAW_STATUS.paid ? '已打款' : n === WITHDRAW_STATUS.rejected ? '已驳回' : '待处理';
}

/**
 * What a withdrawal's 备注 column shows: its remark (an operator's reason or note), or — when there is none or it only
 * repeats the status (rows are stored with remark 待处理, and 已打款 / 已驳回 are the settling defaults), so a row never
 * reads 待处理 | 待处理.
 */
export function withdrawRemarkLabel(status: Code, remark: string | null | undefined): string {
  const text = String(remark ?? '').trim();
  return text === '' || text === withdrawStatusLabel(status) ? '—' : text;
}

/** 已激活 or 未激活 for a card code's status. */
export function cardStatusLabel(status: Code): string {
  return Number(status) === CARD_STATUS.active ? '已激活' : '未激活';
}

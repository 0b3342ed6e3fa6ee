import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from '../validation/check';
import { ORDER_LIMITS } from '../validation/order-limits';
import { PAY_STATUS } from './money-codes';

/**
 * Where a member's card order stands for the unpaid-order cap: `open` (awaiting payment, counted by the cap, may be
 * cancelled), `paid`, `closed` (cancelled by the member, or superseded by a newer order of the same purchase) or
 * `expired` (unpaid for `ORDER_LIMITS.unpaidWindowHours`: its QR code has lapsed and the cap no longer counts it).
 */
export type CardOrderState = 'open' | 'paid' | 'closed' | 'expired';

export interface CardOrderFacts {
  /** 1 awaiting payment, 2 paid (PAY_STATUS). */
  payStatus: number;
  /** When the member cancelled it or a newer order superseded it; null when neither. */
  closedTime: Date | null;
  createTime: Date;
}

const WINDOW_MS = ORDER_LIMITS.unpaidWindowHours * 3600_000;

/**
 * The state of an order at `now`. Payment wins over everything: a closed order stays payable (its QR code may already
 * be on a phone) and, once paid, is paid. An order is open for `unpaidWindowHours` after it was created, the instant
 * itself excluded (the server's `create_time > now() - window`).
 */
export function cardOrderState(order: CardOrderFacts, now: Date): CardOrderState {
  if (order.payStatus === PAY_STATUS.paid) return 'paid';
  if (order.closedTime) return 'closed';
  if (now.getTime() - order.createTime.getTime() >= WINDOW_MS) return 'expired';
  return 'open';
}

/**
 * Whether the member may cancel the order: only an open one (该订单已支付，不能取消… / 该订单已取消，无需再次取消 /
 * 该订单超过2小时未支付，已自动失效，无需取消).
 */
export function checkOrderCancel(state: CardOrderState): Check {
  if (state === 'paid') return checkFail(MSG.orderCancelPaid, 'vippay_id');
  if (state === 'closed') return checkFail(MSG.orderCancelClosed, 'vippay_id');
  if (state === 'expired') return checkFail(MSG.orderCancelExpired, 'vippay_id');
  return CHECK_OK;
}

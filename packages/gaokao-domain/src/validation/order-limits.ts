import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';

/**
 * Limits on creating card orders (SECURITY.md, business limits). Each order is a call to the payment provider and
 * rows the reconciler asks about until it is paid or old; 60 orders of 9,999 cards in 6 s were accepted before
 * these existed. A member buying for a class still fits: one order holds up to 9,999 cards.
 */
export const ORDER_LIMITS = {
  /** Unpaid orders created within `unpaidWindowHours` that one member may hold. */
  unpaidMax: 5,
  /** WeChat Pay's Native QR code lives 2 hours: an unpaid order older than that no longer counts. */
  unpaidWindowHours: 2,
  /** Orders one member may create per hour, paid or not. */
  perHour: 10,
} as const;

/** What the server counts for a member before it creates an order. */
export type OrderCounts = { unpaidRecent: number; createdLastHour: number };

/**
 * Whether a member may create one more order: 未支付的订单已有5笔… while 5 unpaid orders of the last 2 hours are
 * waiting, then 下单过于频繁… after 10 orders within the hour.
 */
export function checkOrderCreation(counts: OrderCounts): Check {
  if (counts.unpaidRecent >= ORDER_LIMITS.unpaidMax) return checkFail(MSG.orderUnpaidTooMany, 'num');
  if (counts.createdLastHour >= ORDER_LIMITS.perHour) return checkFail(MSG.orderTooFrequent, 'num');
  return CHECK_OK;
}

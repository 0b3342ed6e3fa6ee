import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { checkOrderCreation, ORDER_LIMITS } from './order-limits';

describe('given a member about to create a card order', () => {
  it.each([
    { name: 'a first order', counts: { unpaidRecent: 0, createdLastHour: 0 }, expected: { ok: true } },
    { name: '4 unpaid, 9 this hour', counts: { unpaidRecent: 4, createdLastHour: 9 }, expected: { ok: true } },
    { name: '5 unpaid', counts: { unpaidRecent: 5, createdLastHour: 5 }, expected: { ok: false, message: MSG.orderUnpaidTooMany, field: 'num' } },
    { name: '10 orders this hour, all paid', counts: { unpaidRecent: 0, createdLastHour: 10 }, expected: { ok: false, message: MSG.orderTooFrequent, field: 'num' } },
    { name: 'both (the unpaid ones first)', counts: { unpaidRecent: 7, createdLastHour: 12 }, expected: { ok: false, message: MSG.orderUnpaidTooMany, field: 'num' } },
  ])('should answer $name', ({ counts, expected }) => {
    expect(checkOrderCreation(counts)).toEqual(expected);
  });
  it('should name its limits in its messages', () => {
    expect(MSG.orderUnpaidTooMany).toContain(`已有${ORDER_LIMITS.unpaidMax}笔`);
    expect(MSG.orderUnpaidTooMany).toContain(`${ORDER_LIMITS.unpaidWindowHours}小时`);
    // The way out the member centre offers (购买记录 → 未支付订单 → 取消订单) is named.
    expect(MSG.orderUnpaidTooMany).toContain('购买记录中取消订单');
    expect(MSG.orderTooFrequent).toContain(`每小时最多下单${ORDER_LIMITS.perHour}次`);
  });
});

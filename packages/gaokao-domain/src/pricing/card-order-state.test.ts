import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { ORDER_LIMITS } from '../validation/order-limits';
import { cardOrderState, checkOrderCancel, type CardOrderFacts, type CardOrderState } from './card-order-state';

const now = new Date('2026-06-08T06:00:00Z');
/** `minutes` before now. */
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const WINDOW_MIN = ORDER_LIMITS.unpaidWindowHours * 60;

type Case = { name: string; order: CardOrderFacts; state: CardOrderState };
const cases: Case[] = [
  { name: 'an unpaid order just created', order: { payStatus: 1, closedTime: null, createTime: now }, state: 'open' },
  { name: 'an unpaid order of 119 minutes', order: { payStatus: 1, closedTime: null, createTime: ago(WINDOW_MIN - 1) }, state: 'open' },
  { name: 'an unpaid order of exactly 2 hours', order: { payStatus: 1, closedTime: null, createTime: ago(WINDOW_MIN) }, state: 'expired' },
  { name: 'an unpaid order of 3 hours', order: { payStatus: 1, closedTime: null, createTime: ago(180) }, state: 'expired' },
  { name: 'a cancelled (or superseded) unpaid order', order: { payStatus: 1, closedTime: ago(1), createTime: ago(5) }, state: 'closed' },
  { name: 'a cancelled order past the window', order: { payStatus: 1, closedTime: ago(150), createTime: ago(180) }, state: 'closed' },
  { name: 'a paid order', order: { payStatus: 2, closedTime: null, createTime: ago(5) }, state: 'paid' },
  { name: 'a cancelled order paid after all', order: { payStatus: 2, closedTime: ago(1), createTime: ago(5) }, state: 'paid' },
  { name: 'a paid order past the window', order: { payStatus: 2, closedTime: null, createTime: ago(600) }, state: 'paid' },
];

describe('given a card order', () => {
  it.each(cases)('should read $name as $state', ({ order, state }) => {
    expect(cardOrderState(order, now)).toBe(state);
  });

  it.each([
    { state: 'open', check: { ok: true } },
    { state: 'paid', check: { ok: false, message: MSG.orderCancelPaid, field: 'vippay_id' } },
    { state: 'closed', check: { ok: false, message: MSG.orderCancelClosed, field: 'vippay_id' } },
    { state: 'expired', check: { ok: false, message: MSG.orderCancelExpired, field: 'vippay_id' } },
  ] as const)('should let the member cancel it when $state: $check.ok', ({ state, check }) => {
    expect(checkOrderCancel(state)).toEqual(check);
  });

  it('should name the window in the expiry message', () => {
    expect(MSG.orderCancelExpired).toContain(`${ORDER_LIMITS.unpaidWindowHours}小时`);
  });

  it('should count an order as open exactly while it is unpaid, not closed and younger than the window', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2),
        fc.boolean(),
        fc.integer({ min: 0, max: 10 * 3600_000 }),
        (payStatus, closed, ageMs) => {
          const order = { payStatus, closedTime: closed ? now : null, createTime: new Date(now.getTime() - ageMs) };
          const open = payStatus === 1 && !closed && ageMs < ORDER_LIMITS.unpaidWindowHours * 3600_000;
          expect(cardOrderState(order, now) === 'open').toBe(open);
          expect(checkOrderCancel(cardOrderState(order, now)).ok).toBe(open);
        },
      ),
    );
  });

  it('should never reopen an order as time passes', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2), fc.boolean(), fc.integer({ min: 0, max: 10 * 3600_000 }), fc.integer({ min: 0, max: 10 * 3600_000 }), (payStatus, closed, ageMs, later) => {
        const order = { payStatus, closedTime: closed ? now : null, createTime: new Date(now.getTime() - ageMs) };
        if (cardOrderState(order, now) !== 'open') expect(cardOrderState(order, new Date(now.getTime() + later))).not.toBe('open');
      }),
    );
  });
});

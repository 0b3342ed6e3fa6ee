import { describe, expect, it } from 'vitest';
import { CARD_ORDER_MAX, CARD_ORDER_MIN, validateCardQuantity } from './card-quantity';

const bad = { ok: false, message: '购买数量须在1到9999之间', field: 'num' };

type Case = { name: string; quantity: number | string | null | undefined; ok: boolean };
const cases: Case[] = [
  { name: '1', quantity: 1, ok: true },
  { name: '9999', quantity: 9999, ok: true },
  { name: 'the text "25"', quantity: '25', ok: true },
  { name: '0', quantity: 0, ok: false },
  { name: '10000', quantity: 10000, ok: false },
  { name: '-1', quantity: -1, ok: false },
  { name: '1.5', quantity: 1.5, ok: false },
  { name: 'the text "1.5"', quantity: '1.5', ok: false },
  { name: 'an empty text', quantity: '', ok: false },
  { name: 'NaN', quantity: Number.NaN, ok: false },
  { name: 'null', quantity: null, ok: false },
];

describe('given a card quantity', () => {
  it.each(cases)('should accept $name: $ok', ({ quantity, ok }) => {
    expect(validateCardQuantity(quantity)).toEqual(ok ? { ok: true } : bad);
  });
  it('should allow 1 to 9999 cards', () => {
    expect([CARD_ORDER_MIN, CARD_ORDER_MAX]).toEqual([1, 9999]);
  });
});

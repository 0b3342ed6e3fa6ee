import { describe, expect, it } from 'vitest';
import { CARD_VALID_DAYS_MAX, validateCardBatch, type CardBatchInput } from './card-batch';

const badCount = { ok: false, message: '发卡数量须在1到9999之间', field: 'count' };
const badDays = { ok: false, message: '有效期须在1到3650天之间', field: 'valid_days' };

type Case = { name: string; input: CardBatchInput; expected: object };
const cases: Case[] = [
  { name: '1 card for 1 day', input: { count: 1, validDays: 1 }, expected: { ok: true } },
  { name: '9999 cards for 3650 days', input: { count: 9999, validDays: CARD_VALID_DAYS_MAX }, expected: { ok: true } },
  { name: 'numbers as text', input: { count: '100', validDays: '365' }, expected: { ok: true } },
  { name: '0 cards', input: { count: 0, validDays: 365 }, expected: badCount },
  { name: '10000 cards', input: { count: 10000, validDays: 365 }, expected: badCount },
  { name: '1.5 cards', input: { count: 1.5, validDays: 365 }, expected: badCount },
  { name: 'no count', input: { count: '', validDays: 365 }, expected: badCount },
  { name: 'a bad count and bad days: the count first', input: { count: null, validDays: 0 }, expected: badCount },
  { name: '0 days', input: { count: 10, validDays: 0 }, expected: badDays },
  { name: '3651 days', input: { count: 10, validDays: 3651 }, expected: badDays },
  { name: 'no days', input: { count: 10, validDays: undefined }, expected: badDays },
];

describe('given a card batch to issue', () => {
  it.each(cases)('should answer $name', ({ input, expected }) => {
    expect(validateCardBatch(input)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { Check } from './check';
import { validateWithdrawButton } from './withdraw-button';

type Case = { name: string; balanceFen: number; expected: Check };
const cases: Case[] = [
  { name: 'one fen', balanceFen: 1, expected: { ok: true } },
  { name: 'zero', balanceFen: 0, expected: { ok: false, message: '余额不足' } },
  { name: 'a negative balance', balanceFen: -1, expected: { ok: false, message: '余额不足' } },
];

describe('given the wallet balance', () => {
  it.each(cases)('should answer a balance of $name', ({ balanceFen, expected }) => {
    expect(validateWithdrawButton(balanceFen)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { validateCardActivation } from './card-activation';
import type { Check } from './check';

type Input = Parameters<typeof validateCardActivation>[0];
type Case = { name: string; input: Input; expected: Check };
const cases: Case[] = [
  { name: 'code and password', input: { cardNo: 'GK2026A', cardPassword: '8H3K2M' }, expected: { ok: true } },
  { name: 'no code', input: { cardNo: '', cardPassword: '8H3K2M' }, expected: { ok: false, message: '卡码和卡密不能为空', field: 'cardNo' } },
  { name: 'no password', input: { cardNo: 'GK2026A', cardPassword: ' ' }, expected: { ok: false, message: '卡码和卡密不能为空', field: 'cardPassword' } },
  { name: 'neither', input: { cardNo: null, cardPassword: undefined }, expected: { ok: false, message: '卡码和卡密不能为空', field: 'cardNo' } },
];

describe('given the card activation form', () => {
  it.each(cases)('should answer $name', ({ input, expected }) => {
    expect(validateCardActivation(input)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeCardInput, validateCardActivation } from './card-activation';
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

describe('given a card code or password typed by hand', () => {
  it.each([
    { name: 'lower case', typed: 'vkabcd2345efgh67', expected: 'VKABCD2345EFGH67' },
    { name: 'mixed case with spaces around', typed: '  Vk23abCD  ', expected: 'VK23ABCD' },
    { name: 'full-width from an input method', typed: 'ＶＫａｂ２３', expected: 'VKAB23' },
    { name: 'already as made', typed: 'PW2345678923', expected: 'PW2345678923' },
    { name: 'nothing', typed: undefined, expected: '' },
  ])('should normalise $name', ({ typed, expected }) => {
    expect(normalizeCardInput(typed)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { Check } from './check';
import { validateNext } from './next-question';

type Case = { name: string; answer: string | null | undefined; expected: Check };
const cases: Case[] = [
  { name: 'answer A', answer: 'A', expected: { ok: true } },
  { name: 'answer 否', answer: '否', expected: { ok: true } },
  { name: 'no answer', answer: '', expected: { ok: false, message: '请回答此题' } },
  { name: 'undefined', answer: undefined, expected: { ok: false, message: '请回答此题' } },
];

describe('given the current question', () => {
  it.each(cases)('should answer $name', ({ answer, expected }) => {
    expect(validateNext(answer)).toEqual(expected);
  });
});

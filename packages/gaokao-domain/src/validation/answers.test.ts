import { describe, expect, it } from 'vitest';
import { validateAnswers } from './answers';
import type { Check } from './check';

type Case = { name: string; answers: (string | null | undefined)[]; total: number; expected: Check };
const cases: Case[] = [
  { name: 'all three answered', answers: ['A', 'B', 'A'], total: 3, expected: { ok: true } },
  { name: 'the first left empty', answers: ['', 'B', 'A'], total: 3, expected: { ok: false, message: '第1题必做', field: '1' } },
  { name: 'the 2nd and 3rd left empty (first one wins)', answers: ['A', null, undefined], total: 3, expected: { ok: false, message: '第2题必做', field: '2' } },
  { name: 'fewer answers than questions', answers: ['是', '否'], total: 93, expected: { ok: false, message: '第3题必做', field: '3' } },
  { name: 'Holland answers 是/否', answers: ['是', '否', '是'], total: 3, expected: { ok: true } },
  { name: 'no questions', answers: [], total: 0, expected: { ok: true } },
];

describe('given the answers of an assessment', () => {
  it.each(cases)('should answer $name', ({ answers, total, expected }) => {
    expect(validateAnswers(answers, total)).toEqual(expected);
  });
});

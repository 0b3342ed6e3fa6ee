import { describe, expect, it } from 'vitest';
import type { Check } from './check';
import { validateRankScore } from './rank-score';

type Case = { name: string; score: number | string | null | undefined; expected: Check };
const cases: Case[] = [
  { name: 'a score of 612', score: 612, expected: { ok: true } },
  { name: 'the text "612"', score: '612', expected: { ok: true } },
  { name: 'no score', score: '', expected: { ok: false, message: '请输入分数', field: 'score' } },
  { name: 'null', score: null, expected: { ok: false, message: '请输入分数', field: 'score' } },
  { name: 'letters', score: 'abc', expected: { ok: false, message: '请输入正确的分数', field: 'score' } },
  { name: 'NaN', score: Number.NaN, expected: { ok: false, message: '请输入正确的分数', field: 'score' } },
];

describe('given the rank-lookup score', () => {
  it.each(cases)('should answer $name', ({ score, expected }) => {
    expect(validateRankScore(score)).toEqual(expected);
  });
});

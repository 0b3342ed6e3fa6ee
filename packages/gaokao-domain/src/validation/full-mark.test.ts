import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fullMarkOf, validateScoreRange } from './full-mark';

describe('given a province', () => {
  it.each([
    { province: '河北', full: 750 },
    { province: '上海', full: 660 },
    { province: '上海市', full: 660 },
    { province: '海南', full: 900 },
    { province: '海南省', full: 900 },
    { province: '', full: 750 },
    { province: null, full: 750 },
  ])('should have the full mark of $province: $full', ({ province, full }) => {
    expect(fullMarkOf(province)).toBe(full);
  });
});

type Case = { score: number | string | null; province: string; message?: string };
const cases: Case[] = [
  { score: 560, province: '河北' },
  { score: 0, province: '河北' },
  { score: 750, province: '河北' },
  { score: '750', province: '河北' },
  { score: 751, province: '河北', message: '成绩应在0到750分之间' },
  { score: 900, province: '河北', message: '成绩应在0到750分之间' },
  { score: 660, province: '上海' },
  { score: 661, province: '上海', message: '成绩应在0到660分之间' },
  { score: 900, province: '海南' },
  { score: 901, province: '海南', message: '成绩应在0到900分之间' },
  { score: -1, province: '河北', message: '请输入正确的成绩' },
  { score: 'abc', province: '河北', message: '请输入正确的成绩' },
  { score: '', province: '河北', message: '请输入正确的成绩' },
  { score: null, province: '河北', message: '请输入正确的成绩' },
];
describe('given a total score', () => {
  it.each(cases)('should check $score in $province', ({ score, province, message }) => {
    const check = validateScoreRange(score, province);
    expect(check).toEqual(message === undefined ? { ok: true } : { ok: false, message, field: 'score' });
  });

  it('should pass exactly the integers from 0 to the full mark', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1200 }), fc.constantFrom('河北', '上海', '海南', '江苏'), (score, province) => {
        expect(validateScoreRange(score, province).ok).toBe(score >= 0 && score <= fullMarkOf(province));
      }),
    );
  });
});

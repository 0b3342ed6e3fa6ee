import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readNumberText, type NumberTextCheck, type NumberTextRule } from './number-text';

type Case = { name: string; text: string; rule?: NumberTextRule; expected: NumberTextCheck };
const cases: Case[] = [
  { name: '0 cards with the field’s own range words', text: '0', rule: { min: 1, max: 9999, rangeMessage: '购买数量须在1到9999之间' }, expected: { ok: false, message: '购买数量须在1到9999之间' } },
  { name: '10000 cards with the field’s own range words', text: '10000', rule: { min: 1, max: 9999, rangeMessage: '购买数量须在1到9999之间' }, expected: { ok: false, message: '购买数量须在1到9999之间' } },
  { name: '-1 cards with the field’s own range words', text: '-1', rule: { min: 1, max: 9999, rangeMessage: '购买数量须在1到9999之间' }, expected: { ok: false, message: '购买数量须在1到9999之间' } },
  { name: '5 cards with range words: within', text: '5', rule: { min: 1, max: 9999, rangeMessage: '购买数量须在1到9999之间' }, expected: { ok: true, value: 5 } },
  { name: 'a blank field', text: '', expected: { ok: true, value: null } },
  { name: 'spaces only', text: '   ', expected: { ok: true, value: null } },
  { name: 'a whole score', text: '586', expected: { ok: true, value: 586 } },
  { name: 'a score with spaces around', text: ' 586 ', expected: { ok: true, value: 586 } },
  { name: '"60.5" as a score (once 605)', text: '60.5', expected: { ok: false, message: '请输入整数' } },
  { name: '"60." half typed as a score', text: '60.', expected: { ok: false, message: '请输入整数' } },
  { name: '"60.5" as a fee', text: '60.5', rule: { decimal: true }, expected: { ok: true, value: 60.5 } },
  { name: '"60." half typed as a fee', text: '60.', rule: { decimal: true }, expected: { ok: true, value: 60 } },
  { name: '".5" as a fee', text: '.5', rule: { decimal: true }, expected: { ok: true, value: 0.5 } },
  { name: 'letters among digits', text: '5a8', expected: { ok: false, message: '请输入数字' } },
  { name: 'full-width digits', text: '６００', expected: { ok: false, message: '请输入数字' } },
  { name: 'an exponent', text: '1e3', expected: { ok: false, message: '请输入数字' } },
  { name: 'a lone point', text: '.', rule: { decimal: true }, expected: { ok: false, message: '请输入数字' } },
  { name: 'a lone minus', text: '-', expected: { ok: false, message: '请输入数字' } },
  { name: 'a space inside', text: '6 0', expected: { ok: false, message: '请输入数字' } },
  { name: 'a negative score', text: '-5', rule: { min: 0 }, expected: { ok: false, message: '请输入不小于0的数' } },
  { name: 'a negative where no bound is set', text: '-5', expected: { ok: true, value: -5 } },
  { name: '-0 with min 0', text: '-0', rule: { min: 0 }, expected: { ok: true, value: 0 } },
  { name: '900 with max 750', text: '900', rule: { min: 0, max: 750 }, expected: { ok: false, message: '请输入0到750之间的数' } },
  { name: '900 with only max 750', text: '900', rule: { max: 750 }, expected: { ok: false, message: '请输入不大于750的数' } },
  { name: '750 with max 750', text: '750', rule: { min: 0, max: 750 }, expected: { ok: true, value: 750 } },
  { name: '0 where 1 is the least', text: '0', rule: { min: 1 }, expected: { ok: false, message: '请输入不小于1的数' } },
];

describe('readNumberText', () => {
  it.each(cases)('should read $name', ({ text, rule, expected }) => {
    expect(readNumberText(text, rule)).toEqual(expected);
  });

  it('should read every whole number back from its text, and refuse it with a point where only whole numbers are taken', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(99), (n, d) => {
        expect(readNumberText(String(n))).toEqual({ ok: true, value: n });
        expect(readNumberText(`${n}.${d}`)).toEqual({ ok: false, message: '请输入整数' });
        expect(readNumberText(`${n}.${d}`, { decimal: true })).toEqual({ ok: true, value: Number(`${n}.${d}`) });
      }),
    );
  });

  it('should never read a number from a text holding anything but digits, one point and a leading minus', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const check = readNumberText(text, { decimal: true });
        if (check.ok && check.value !== null) expect(text.trim()).toMatch(/^-?\d*\.?\d*$/);
      }),
    );
  });
});

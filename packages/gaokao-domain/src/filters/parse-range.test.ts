import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseRange, type RangeCheck } from './parse-range';

type Bound = number | string | null | undefined;
type Case = { name: string; min: Bound; max: Bound; expected: RangeCheck };
const cases: Case[] = [
  { name: 'both ends', min: '5000', max: '8000', expected: { ok: true, range: { min: 5000, max: 8000 } } },
  { name: 'numbers', min: 500, max: 600.5, expected: { ok: true, range: { min: 500, max: 600.5 } } },
  { name: 'only a minimum', min: '550', max: '', expected: { ok: true, range: { min: 550 } } },
  { name: 'only a maximum', min: null, max: ' 10 ', expected: { ok: true, range: { max: 10 } } },
  { name: 'both open', min: '', max: undefined, expected: { ok: true, range: {} } },
  { name: 'equal ends', min: '600', max: '600', expected: { ok: true, range: { min: 600, max: 600 } } },
  { name: 'zero minimum', min: '0', max: '100', expected: { ok: true, range: { min: 0, max: 100 } } },
  { name: 'a non-numeric minimum', min: 'abc', max: '100', expected: { ok: false, message: '请输入数字', field: 'min' } },
  { name: 'a non-numeric maximum', min: '1', max: '1万', expected: { ok: false, message: '请输入数字', field: 'max' } },
  { name: 'NaN', min: Number.NaN, max: '', expected: { ok: false, message: '请输入数字', field: 'min' } },
  { name: 'both non-numeric (min first)', min: 'x', max: 'y', expected: { ok: false, message: '请输入数字', field: 'min' } },
  { name: 'min above max', min: '700', max: '500', expected: { ok: false, message: '最小值不能大于最大值', field: 'max' } },
];

describe('given the two inputs of a range', () => {
  it.each(cases)('should read $name', ({ min, max, expected }) => {
    expect(parseRange(min, max)).toEqual(expected);
  });
});

describe('given the rule of the ends (whole numbers, not below 0)', () => {
  it.each<Case>([
    { name: 'a plan number of 10.5', min: '10.5', max: '', expected: { ok: false, message: '请输入整数', field: 'min' } },
    { name: 'a negative score', min: '', max: '-5', expected: { ok: false, message: '请输入不小于0的数', field: 'max' } },
    { name: 'letters', min: '5a', max: '', expected: { ok: false, message: '请输入数字', field: 'min' } },
    { name: 'whole ends', min: '10', max: '20', expected: { ok: true, range: { min: 10, max: 20 } } },
  ])('should read $name', ({ min, max, expected }) => {
    expect(parseRange(min, max, { min: 0 })).toEqual(expected);
  });
});

describe('given any two inputs', () => {
  it('should never give a range whose minimum is above its maximum', () => {
    const input = fc.oneof(fc.string(), fc.double(), fc.integer().map(String), fc.constant(null));
    fc.assert(
      fc.property(input, input, (min, max) => {
        const result = parseRange(min, max);
        if (result.ok && result.range.min !== undefined && result.range.max !== undefined) {
          expect(result.range.min).toBeLessThanOrEqual(result.range.max);
        }
      }),
    );
  });
});

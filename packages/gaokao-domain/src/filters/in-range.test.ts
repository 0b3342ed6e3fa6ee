import { describe, expect, it } from 'vitest';
import { inRange } from './in-range';
import type { NumericRange } from './parse-range';

type Case = { name: string; value: number; range: NumericRange; inside: boolean };
const cases: Case[] = [
  { name: 'inside', value: 600, range: { min: 550, max: 650 }, inside: true },
  { name: 'on the minimum', value: 550, range: { min: 550, max: 650 }, inside: true },
  { name: 'on the maximum', value: 650, range: { min: 550, max: 650 }, inside: true },
  { name: 'below', value: 549, range: { min: 550, max: 650 }, inside: false },
  { name: 'above', value: 651, range: { min: 550, max: 650 }, inside: false },
  { name: 'open range', value: -5, range: {}, inside: true },
  { name: 'open maximum', value: 9999, range: { min: 1 }, inside: true },
  { name: 'open minimum, above max', value: 11, range: { max: 10 }, inside: false },
];

describe('given a number and a range', () => {
  it.each(cases)('should answer $name: $inside', ({ value, range, inside }) => {
    expect(inRange(value, range)).toBe(inside);
  });
});

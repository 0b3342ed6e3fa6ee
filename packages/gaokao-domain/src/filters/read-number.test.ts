import { describe, expect, it } from 'vitest';
import { readNumber } from './read-number';

type Case = { name: string; value: number | string | null | undefined; n: number | undefined };
const cases: Case[] = [
  { name: 'a number', value: 5, n: 5 },
  { name: 'a negative number', value: -1, n: -1 },
  { name: 'numeric text', value: ' 612.5 ', n: 612.5 },
  { name: 'empty text', value: ' ', n: undefined },
  { name: 'letters', value: '四', n: undefined },
  { name: 'NaN', value: Number.NaN, n: undefined },
  { name: 'null', value: null, n: undefined },
];

describe('given a numeric wire value', () => {
  it.each(cases)('should read $name as $n', ({ value, n }) => {
    expect(readNumber(value)).toBe(n);
  });
});

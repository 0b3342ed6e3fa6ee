import { describe, expect, it } from 'vitest';
import { toScore } from './to-score';

type Case = { name: string; value: unknown; score: number | undefined };
const cases: Case[] = [
  { name: 'a number', value: 612, score: 612 },
  { name: 'zero', value: 0, score: 0 },
  { name: 'a decimal number', value: 612.5, score: 612.5 },
  { name: 'a numeric string', value: '612', score: 612 },
  { name: 'a padded decimal string', value: ' 612.5 ', score: 612.5 },
  { name: 'an empty string', value: '', score: undefined },
  { name: 'spaces', value: '  ', score: undefined },
  { name: 'letters', value: '六百', score: undefined },
  { name: 'exponent notation', value: '1e3', score: undefined },
  { name: 'a negative string', value: '-5', score: undefined },
  { name: 'a negative number', value: -5, score: undefined },
  { name: 'NaN', value: Number.NaN, score: undefined },
  { name: 'Infinity', value: Number.POSITIVE_INFINITY, score: undefined },
  { name: 'null', value: null, score: undefined },
  { name: 'undefined', value: undefined, score: undefined },
];

describe('given a score typed into a form', () => {
  it.each(cases)('should read $name as $score', ({ value, score }) => {
    expect(toScore(value)).toBe(score);
  });
});

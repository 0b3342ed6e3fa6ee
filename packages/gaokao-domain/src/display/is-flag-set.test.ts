import { describe, expect, it } from 'vitest';
import { isFlagSet } from './is-flag-set';

type Case = { name: string; value: unknown; set: boolean };
const cases: Case[] = [
  { name: '是', value: '是', set: true },
  { name: ' 是 ', value: ' 是 ', set: true },
  { name: '否', value: '否', set: false },
  { name: '1', value: 1, set: true },
  { name: '"1"', value: '1', set: true },
  { name: '0', value: 0, set: false },
  { name: '"0"', value: '0', set: false },
  { name: '2', value: 2, set: false },
  { name: 'true', value: true, set: true },
  { name: 'false', value: false, set: false },
  { name: 'empty', value: '', set: false },
  { name: 'null', value: null, set: false },
  { name: 'undefined', value: undefined, set: false },
];

describe('given a yes/no flag from the wire', () => {
  it.each(cases)('should read $name as $set', ({ value, set }) => {
    expect(isFlagSet(value)).toBe(set);
  });
});

import { describe, expect, it } from 'vitest';
import { isBlank } from './is-blank';

type Case = { name: string; value: unknown; blank: boolean };
const cases: Case[] = [
  { name: 'undefined', value: undefined, blank: true },
  { name: 'null', value: null, blank: true },
  { name: 'empty string', value: '', blank: true },
  { name: 'spaces and tabs', value: ' \t ', blank: true },
  { name: 'full-width space', value: '\u3000', blank: true },
  { name: 'text', value: '张三', blank: false },
  { name: 'zero', value: 0, blank: false },
  { name: 'false', value: false, blank: false },
  { name: 'empty array (checked by the caller)', value: [], blank: false },
];

describe('given a form value', () => {
  it.each(cases)('should call $name blank=$blank', ({ value, blank }) => {
    expect(isBlank(value)).toBe(blank);
  });
});

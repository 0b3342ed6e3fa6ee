import { describe, expect, it } from 'vitest';
import { textLengthError } from './text-length';

describe('textLengthError', () => {
  it.each<{ name: string; text: string | null | undefined; max: number; expected: string | undefined }>([
    { name: 'nothing', text: undefined, max: 30, expected: undefined },
    { name: 'an empty text', text: '', max: 30, expected: undefined },
    { name: 'exactly the limit in 汉字', text: '张'.repeat(30), max: 30, expected: undefined },
    { name: 'one over the limit', text: '张'.repeat(31), max: 30, expected: '最多输入30个字' },
    { name: 'emoji counted one each', text: '😀'.repeat(30), max: 30, expected: undefined },
    { name: 'a long pasted title', text: 'a'.repeat(61), max: 60, expected: '最多输入60个字' },
  ])('should answer $name', ({ text, max, expected }) => {
    expect(textLengthError(text, max)).toBe(expected);
  });
});

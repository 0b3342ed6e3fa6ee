import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCustomKeywords } from './custom-keywords';

type Case = { name: string; text: string | null | undefined; keywords: string[] };
const cases: Case[] = [
  { name: 'ASCII commas', text: '师范,医学', keywords: ['师范', '医学'] },
  { name: 'full-width commas', text: '师范，医学，定向', keywords: ['师范', '医学', '定向'] },
  { name: 'mixed commas and spaces', text: ' 师范 ，医学, 定向 ', keywords: ['师范', '医学', '定向'] },
  { name: 'empty pieces', text: '，,师范,,', keywords: ['师范'] },
  { name: 'repeats', text: '师范,师范，师范', keywords: ['师范'] },
  { name: 'one keyword', text: '订单', keywords: ['订单'] },
  { name: 'empty text', text: '', keywords: [] },
  { name: 'null', text: null, keywords: [] },
];

describe('given custom keyword text', () => {
  it.each(cases)('should split $name', ({ text, keywords }) => {
    expect(parseCustomKeywords(text)).toEqual(keywords);
  });
});

describe('given any custom keyword text', () => {
  it('should give distinct, trimmed, comma-free, non-empty keywords', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('师', '范', ',', '，', ' ', 'a') }), (text) => {
        const keywords = parseCustomKeywords(text);
        expect(new Set(keywords).size).toBe(keywords.length);
        for (const k of keywords) {
          expect(k).not.toMatch(/[,，]/);
          expect(k).toBe(k.trim());
          expect(k).not.toBe('');
        }
        expect(parseCustomKeywords(keywords.join(','))).toEqual(keywords);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yuanTextToFen } from './yuan-text-to-fen';

type Case = { name: string; text: string | null | undefined; fen: number | undefined };
const cases: Case[] = [
  { name: 'whole yuan', text: '12', fen: 1200 },
  { name: 'one decimal', text: '12.5', fen: 1250 },
  { name: 'two decimals', text: '0.05', fen: 5 },
  { name: 'a trailing dot', text: '12.', fen: 1200 },
  { name: 'padding', text: ' 100.00 ', fen: 10000 },
  { name: '2000 yuan', text: '2000', fen: 200000 },
  { name: '0.1 + 0.2 style amount', text: '0.3', fen: 30 },
  { name: 'zero', text: '0', fen: 0 },
  { name: 'three decimals', text: '1.005', fen: undefined },
  { name: 'a negative amount', text: '-5', fen: undefined },
  { name: 'a leading dot', text: '.5', fen: undefined },
  { name: 'exponent notation', text: '1e3', fen: undefined },
  { name: 'a thousands separator', text: '1,000', fen: undefined },
  { name: 'letters', text: '五十', fen: undefined },
  { name: 'empty', text: '', fen: undefined },
  { name: 'null', text: null, fen: undefined },
  { name: 'undefined', text: undefined, fen: undefined },
  { name: 'beyond safe integers', text: '99999999999999999999', fen: undefined },
];

describe('given a typed yuan amount', () => {
  it.each(cases)('should read $name as $fen fen', ({ text, fen }) => {
    expect(yuanTextToFen(text)).toBe(fen);
  });
  it('should round-trip every fen amount written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (fen) => {
        const text = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
        expect(yuanTextToFen(text)).toBe(fen);
      }),
    );
  });
});

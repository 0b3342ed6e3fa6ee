import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFen } from './format-fen';
import { parseYuanToFen } from './parse-yuan-to-fen';

describe('parseYuanToFen', () => {
  it.each([
    ['12.34', 1234],
    ['12', 1200],
    ['12.5', 1250],
    ['0.5', 50],
    ['0.05', 5],
    ['0', 0],
    [' 100.00 ', 10000],
    ['12.', 1200],
    ['2000', 200000],
    ['0.10', 10],
    ['90071992547409.91', 9007199254740991],
  ])('should read %s as %s fen', (text, fen) => {
    expect(parseYuanToFen(text)).toBe(fen);
  });

  it.each(['', '  ', '-1', '+1', '1e3', '12.345', '.5', 'abc', '1,000', '１２', '12 .3', '0x10', '90071992547409.92'])(
    'should reject %j',
    (text) => {
      expect(parseYuanToFen(text)).toBeNull();
    },
  );

  it('should round-trip every amount written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (fen) => {
        const text = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
        expect(parseYuanToFen(text)).toBe(fen);
      }),
    );
  });

  it('should round-trip every amount through formatFen', () => {
    fc.assert(
      fc.property(fc.nat({ max: Number.MAX_SAFE_INTEGER }), (fen) => {
        expect(parseYuanToFen(formatFen(fen))).toBe(fen);
      }),
    );
  });

});

describe('formatFen', () => {
  it.each([
    [1234, '12.34'],
    [5, '0.05'],
    [0, '0.00'],
    [200000, '2000.00'],
    [-150, '-1.50'],
  ])('should write %s fen as %s', (fen, text) => expect(formatFen(fen)).toBe(text));

  it('should reject fractional fen', () => {
    expect(() => formatFen(1.5)).toThrow(RangeError);
  });
});

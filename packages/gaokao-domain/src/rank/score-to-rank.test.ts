import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SMALL, arbRankTable } from '../../test/fixtures';
import { scoreToRank } from './score-to-rank';
import type { RankBand } from './types';

describe('scoreToRank', () => {
  const cases: Array<{ name: string; score: number; band: RankBand }> = [
    { name: 'above the merged top bucket', score: 705, band: { score: 700, count: 5, cumulative: 5, best: 1, worst: 5, match: 'top' } },
    { name: 'the top bucket itself', score: 700, band: { score: 700, count: 5, cumulative: 5, best: 1, worst: 5, match: 'exact' } },
    { name: 'a row with examinees', score: 699, band: { score: 699, count: 3, cumulative: 8, best: 6, worst: 8, match: 'exact' } },
    { name: 'a row nobody scored (count 0) takes the next lower band', score: 698, band: { score: 697, count: 4, cumulative: 12, best: 9, worst: 12, match: 'gap' } },
    { name: 'a missing score takes the next lower band', score: 696, band: { score: 695, count: 6, cumulative: 18, best: 13, worst: 18, match: 'gap' } },
    { name: 'a fractional score takes the next lower band', score: 695.5, band: { score: 695, count: 6, cumulative: 18, best: 13, worst: 18, match: 'gap' } },
    { name: 'the last row', score: 694, band: { score: 694, count: 2, cumulative: 20, best: 19, worst: 20, match: 'exact' } },
    { name: 'below the table: everyone listed is above', score: 600, band: { score: 694, count: 2, cumulative: 20, best: 19, worst: 20, match: 'below' } },
  ];
  it.each(cases)('should give $name', ({ score, band }) => {
    expect(scoreToRank(SMALL, score)).toEqual(band);
  });

  it('should treat trailing rows nobody scored as below the table', () => {
    const table = [...SMALL, { score: 693, count: 0, cumulative: 20 }];
    expect(scoreToRank(table, 693)).toMatchObject({ score: 694, cumulative: 20, match: 'below' });
  });

  it('should reject a score that is not a number', () => {
    expect(() => scoreToRank(SMALL, Number.NaN)).toThrow(RangeError);
    expect(() => scoreToRank(SMALL, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('should reject an empty table and a table without examinees', () => {
    expect(() => scoreToRank([], 600)).toThrow(RangeError);
    expect(() => scoreToRank([{ score: 600, count: 0, cumulative: 0 }], 600)).toThrow(RangeError);
  });

  it('should be monotone: a higher score never has a larger cumulative or worse best rank', () => {
    fc.assert(
      fc.property(arbRankTable, fc.integer({ min: 100, max: 800 }), fc.integer({ min: 100, max: 800 }), (t, a, b) => {
        const [hi, lo] = a >= b ? [a, b] : [b, a];
        const bandHi = scoreToRank(t, hi);
        const bandLo = scoreToRank(t, lo);
        expect(bandHi.cumulative).toBeLessThanOrEqual(bandLo.cumulative);
        expect(bandHi.best).toBeLessThanOrEqual(bandLo.best);
      }),
    );
  });

  it('should always give a consistent band: best = cumulative − count + 1, 1 ≤ best ≤ worst', () => {
    fc.assert(
      fc.property(arbRankTable, fc.double({ min: 0, max: 900, noNaN: true }), (t, s) => {
        const band = scoreToRank(t, s);
        expect(band.best).toBe(band.cumulative - band.count + 1);
        expect(band.worst).toBe(band.cumulative);
        expect(band.best).toBeGreaterThanOrEqual(1);
        expect(band.best).toBeLessThanOrEqual(band.worst);
        expect(t.some((r) => r.score === band.score && r.cumulative === band.cumulative && r.count > 0)).toBe(true);
      }),
    );
  });

  it('should agree with a plain scan of the table (the binary search is only an optimisation)', () => {
    const naive = (t: typeof SMALL, score: number): { score: number; cumulative: number } => {
      const counted = t.filter((r) => r.count > 0);
      const top = counted[0] as { score: number; cumulative: number };
      if (score >= top.score) return top;
      return counted.find((r) => r.score <= score) ?? (counted[counted.length - 1] as { score: number; cumulative: number });
    };
    fc.assert(
      fc.property(arbRankTable, fc.integer({ min: 100, max: 800 }), (t, s) => {
        const expected = naive(t, s);
        expect(scoreToRank(t, s)).toMatchObject({ score: expected.score, cumulative: expected.cumulative });
      }),
    );
  });
});

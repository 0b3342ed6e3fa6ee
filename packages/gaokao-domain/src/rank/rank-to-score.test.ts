import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SMALL, arbRankTable } from '../../test/fixtures';
import { rankToScore } from './rank-to-score';
import { scoreToRank } from './score-to-rank';

describe('rankToScore', () => {
  const cases: Array<{ name: string; rank: number; score: number }> = [
    { name: 'a negative rank gives the top score', rank: -5, score: 700 },
    { name: 'rank 0 gives the top score', rank: 0, score: 700 },
    { name: 'rank 1 is in the top bucket', rank: 1, score: 700 },
    { name: 'the last rank of the top bucket', rank: 5, score: 700 },
    { name: 'the first rank below the top bucket', rank: 6, score: 699 },
    { name: 'the worst rank of 699', rank: 8, score: 699 },
    { name: 'skips the row nobody scored', rank: 9, score: 697 },
    { name: 'the worst rank of 697', rank: 12, score: 697 },
    { name: 'across the missing score', rank: 13, score: 695 },
    { name: 'the last cumulative', rank: 20, score: 694 },
    { name: 'beyond the table gives the lowest score', rank: 21, score: 694 },
    { name: 'far beyond the table', rank: 1e9, score: 694 },
    { name: 'a fractional rank rounds towards the worse score', rank: 8.5, score: 697 },
  ];
  it.each(cases)('$name (rank $rank → $score)', ({ rank, score }) => {
    expect(rankToScore(SMALL, rank)).toBe(score);
  });

  it('should reject a rank that is not a number and an empty table', () => {
    expect(() => rankToScore(SMALL, Number.NaN)).toThrow(RangeError);
    expect(() => rankToScore([], 1)).toThrow(RangeError);
  });

  it('should be monotone: a better (smaller) rank never gives a lower score', () => {
    fc.assert(
      fc.property(arbRankTable, fc.integer({ min: -10, max: 3000 }), fc.integer({ min: -10, max: 3000 }), (t, a, b) => {
        const [better, worse] = a <= b ? [a, b] : [b, a];
        expect(rankToScore(t, better)).toBeGreaterThanOrEqual(rankToScore(t, worse));
      }),
    );
  });

  it('should invert scoreToRank on every score somebody obtained', () => {
    fc.assert(
      fc.property(arbRankTable, (t) => {
        for (const row of t) {
          if (row.count > 0) expect(rankToScore(t, scoreToRank(t, row.score).cumulative)).toBe(row.score);
        }
      }),
    );
  });

  it('should give a score whose band contains the rank, for every rank in the table', () => {
    fc.assert(
      fc.property(arbRankTable, fc.nat(), (t, n) => {
        const total = (t[t.length - 1] as { cumulative: number }).cumulative;
        const rank = 1 + (n % total);
        const band = scoreToRank(t, rankToScore(t, rank));
        expect(band.best).toBeLessThanOrEqual(rank);
        expect(rank).toBeLessThanOrEqual(band.worst);
      }),
    );
  });

  it('should agree with a plain scan of the table (the binary search is only an optimisation)', () => {
    fc.assert(
      fc.property(arbRankTable, fc.integer({ min: -10, max: 3000 }), (t, rank) => {
        const expected = t.find((r) => r.cumulative >= rank)?.score ?? (t[t.length - 1] as { score: number }).score;
        expect(rankToScore(t, rank)).toBe(expected);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTHER_YEAR, SMALL, arbRankTable } from '../../test/fixtures';
import { equivalentScore } from './equivalent-score';

describe('equivalentScore (等位分)', () => {
  const cases: Array<{ name: string; score: number; expected: number }> = [
    { name: 'the top bucket (rank 5) reaches 690', score: 700, expected: 690 },
    { name: '699 (rank 8) reaches 690', score: 699, expected: 690 },
    { name: '697 (rank 12) reaches 689', score: 697, expected: 689 },
    { name: 'the gap 696 reads as 695 (rank 18) and reaches 688', score: 696, expected: 688 },
    { name: '694 (rank 20) reaches 688', score: 694, expected: 688 },
    { name: 'below the table (rank 20) reaches 688', score: 500, expected: 688 },
  ];
  it.each(cases)('should map $name', ({ score, expected }) => {
    expect(equivalentScore(SMALL, OTHER_YEAR, score)).toBe(expected);
  });

  it('should map back beyond the other table to its lowest score', () => {
    expect(equivalentScore(OTHER_YEAR, SMALL, 687)).toBe(694);
  });

  it('should be the identity within one table for every score somebody obtained', () => {
    fc.assert(
      fc.property(arbRankTable, (t) => {
        for (const row of t) if (row.count > 0) expect(equivalentScore(t, t, row.score)).toBe(row.score);
      }),
    );
  });

  it('should be monotone across tables', () => {
    fc.assert(
      fc.property(arbRankTable, arbRankTable, fc.integer({ min: 100, max: 800 }), fc.integer({ min: 100, max: 800 }), (from, to, a, b) => {
        const [hi, lo] = a >= b ? [a, b] : [b, a];
        expect(equivalentScore(from, to, hi)).toBeGreaterThanOrEqual(equivalentScore(from, to, lo));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SMALL, arbRankTable } from '../../test/fixtures';
import { rankLookupAnswer } from './rank-answer';
import type { RankAnswer, RankTable } from './types';

describe('rankLookupAnswer (一分一段 lookup)', () => {
  // SMALL: 700 merged top bucket (5), 699 (3), 698 nobody (count 0), 697 (4), 696 missing, 695 (6), 694 last line (2).
  const cases: Array<{ name: string; table?: RankTable; score: number; answer: RankAnswer }> = [
    { name: 'above the first line (merged top band): count unknown', score: 705, answer: { best: 1, worst: 5, count: null, match: 'top', lineScore: 700 } },
    { name: 'the first line exactly', score: 700, answer: { best: 1, worst: 5, count: 5, match: 'exact', lineScore: 700 } },
    { name: 'a line with examinees', score: 699, answer: { best: 6, worst: 8, count: 3, match: 'exact', lineScore: 699 } },
    { name: 'a line nobody obtained (count 0): 0, read at the next lower line', score: 698, answer: { best: 9, worst: 12, count: 0, match: 'gap', lineScore: 697 } },
    { name: 'a score missing from the table: 0, read at the next lower line', score: 696, answer: { best: 13, worst: 18, count: 0, match: 'gap', lineScore: 695 } },
    { name: 'a fractional score: 0, read at the next lower line', score: 695.5, answer: { best: 13, worst: 18, count: 0, match: 'gap', lineScore: 695 } },
    { name: 'the last line exactly', score: 694, answer: { best: 19, worst: 20, count: 2, match: 'exact', lineScore: 694 } },
    { name: 'below the last line: count unknown', score: 600, answer: { best: 19, worst: 20, count: null, match: 'below', lineScore: 694 } },
    {
      name: 'a trailing line nobody obtained: below the table, count unknown',
      table: [...SMALL, { score: 693, count: 0, cumulative: 20 }],
      score: 693,
      answer: { best: 19, worst: 20, count: null, match: 'below', lineScore: 694 },
    },
  ];
  it.each(cases)('should answer $name', ({ table, score, answer }) => {
    expect(rankLookupAnswer(table ?? SMALL, score)).toEqual(answer);
  });

  it('should reject what scoreToRank rejects', () => {
    expect(() => rankLookupAnswer(SMALL, Number.NaN)).toThrow(RangeError);
    expect(() => rankLookupAnswer([], 600)).toThrow(RangeError);
  });

  it('should never improve the rank as the score decreases (worst and best non-decreasing)', () => {
    fc.assert(
      fc.property(arbRankTable, fc.integer({ min: 100, max: 800 }), fc.integer({ min: 100, max: 800 }), (t, a, b) => {
        const [hi, lo] = a >= b ? [a, b] : [b, a];
        const ansHi = rankLookupAnswer(t, hi);
        const ansLo = rankLookupAnswer(t, lo);
        expect(ansHi.worst).toBeLessThanOrEqual(ansLo.worst);
        expect(ansHi.best).toBeLessThanOrEqual(ansLo.best);
      }),
    );
  });

  it("should count, between the table's first and last counted lines, exactly the examinees the table lists on the score", () => {
    fc.assert(
      fc.property(arbRankTable, fc.integer({ min: 100, max: 800 }), (t, s) => {
        const counted = t.filter((r) => r.count > 0);
        const first = (counted[0] as { score: number }).score;
        const last = (counted[counted.length - 1] as { score: number }).score;
        const answer = rankLookupAnswer(t, s);
        if (s > first || s < last) expect(answer.count).toBeNull();
        else expect(answer.count).toBe(t.find((r) => r.score === s)?.count ?? 0);
        // 0 exactly on a gap, and the rank is then read at a lower line somebody obtained.
        expect(answer.count === 0).toBe(answer.match === 'gap');
        if (answer.match === 'gap') expect(answer.lineScore).toBeLessThan(s);
        if (answer.match === 'exact') expect(answer.lineScore).toBe(s);
      }),
    );
  });
});

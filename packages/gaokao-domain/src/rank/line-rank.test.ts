import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SMALL, arbRankTable } from '../../test/fixtures';
import { lineRank } from './line-rank';
import { rankLookupAnswer } from './rank-answer';
import { rankToScore } from './rank-to-score';
import type { RankTable } from './types';

describe('lineRank (the 位次 of a line)', () => {
  // SMALL: 700 merged top bucket (5), 699 (3), 698 nobody (count 0), 697 (4), 696 missing, 695 (6), 694 last line (2).
  const cases: Array<{ name: string; table?: RankTable; score: number; rank: number }> = [
    { name: 'above the first line: the merged top band', score: 705, rank: 5 },
    { name: 'the first line', score: 700, rank: 5 },
    { name: 'a line with examinees: everyone at or above it', score: 699, rank: 8 },
    { name: 'a line nobody obtained: the next lower line', score: 698, rank: 12 },
    { name: 'a score missing from the table: the next lower line', score: 696, rank: 18 },
    { name: 'the last line', score: 694, rank: 20 },
    { name: 'below the last line: the table’s total', score: 600, rank: 20 },
    // 广东 物理类 2024 around 600: the rows at 预估线 600 showed their model ranks (26940, 26374) and the lookup 26988.
    {
      name: 'a line of a real-sized table',
      table: [
        { score: 601, count: 480, cumulative: 26276 },
        { score: 600, count: 712, cumulative: 26988 },
        { score: 599, count: 702, cumulative: 27690 },
      ],
      score: 600,
      rank: 26988,
    },
  ];
  it.each(cases)('$name: $rank', ({ table, score, rank }) => {
    expect(lineRank(table ?? SMALL, score)).toBe(rank);
  });

  it('should reject what the lookup rejects', () => {
    expect(() => lineRank(SMALL, Number.NaN)).toThrow(RangeError);
    expect(() => lineRank([], 600)).toThrow(RangeError);
  });

  it('should be the 位次 lookup’s seat for every score', () => {
    fc.assert(
      fc.property(arbRankTable, fc.integer({ min: 100, max: 800 }), (t, s) => {
        expect(lineRank(t, s)).toBe(rankLookupAnswer(t, s).worst);
      }),
    );
  });

  it('should give two predicted ranks on one line one 位次, at or after each of them', () => {
    fc.assert(
      fc.property(arbRankTable, fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (t, a, b) => {
        const total = (t[t.length - 1] as { cumulative: number }).cumulative;
        fc.pre(a <= total && b <= total);
        const [la, lb] = [rankToScore(t, a), rankToScore(t, b)];
        expect(lineRank(t, la)).toBeGreaterThanOrEqual(a);
        if (la === lb) expect(lineRank(t, la)).toBe(lineRank(t, lb));
        // Round trip: the line of the line's rank is the line.
        expect(rankToScore(t, lineRank(t, la))).toBe(la);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRankTable } from '../rank/build-rank-table';
import { lineRank } from '../rank/line-rank';
import { bandRanks, bandRanksHelp } from './band-ranks';
import { riskBand } from './risk-band';

/** 700 down to 500, 10 examinees a line, except nobody on 650 (a gap) and a top bucket of 30 at 700. */
const table = buildRankTable(
  Array.from({ length: 201 }, (_, i) => 700 - i).map((score) => ({ score, count: score === 700 ? 30 : score === 650 ? 0 : 10 })),
);

describe('bandRanks', () => {
  const cases: Array<{ name: string; score: number; expected: { chongUpTo: number; stableUpTo: number } | null }> = [
    // rank(601) = 30 + 10·99 − 10 (650 empty) = 1010; rank(585) = 30 + 10·115 − 10 = 1170.
    { name: 'a score in the table', score: 600, expected: { chongUpTo: 1010, stableUpTo: 1170 } },
    // 651 is the last line above the gap: score + 1 = 651 (rank 30 + 10·49 = 520); 635: 30 + 10·65 − 10 = 670.
    { name: 'score + 1 just above the gap', score: 650, expected: { chongUpTo: 520, stableUpTo: 670 } },
    // score + 1 = 650 nobody obtained: its cautious rank is 649's (the next lower obtained line).
    { name: 'score + 1 in the gap reads the next lower line', score: 649, expected: { chongUpTo: 530, stableUpTo: 680 } },
    { name: 'score + 1 above the top bucket: no reading', score: 700, expected: null },
    { name: 'score − 15 below the last line: no reading', score: 514, expected: null },
    { name: 'score − 15 on the last line', score: 515, expected: { chongUpTo: 1860, stableUpTo: 2020 } },
    { name: 'a fractional score reads as its integer part', score: 600.5, expected: { chongUpTo: 1010, stableUpTo: 1170 } },
    { name: 'no score', score: Number.NaN, expected: null },
  ];
  it.each(cases)('$name ($score)', ({ score, expected }) => {
    expect(bandRanks(table, score)).toEqual(expected);
  });

  it('is null for an empty table or one without examinees', () => {
    expect(bandRanks([], 600)).toBeNull();
    expect(bandRanks(buildRankTable([{ score: 600, count: 0 }]), 600)).toBeNull();
  });

  it('agrees with the band of every integer line read by score, through the rows’ own 位次 rule (lineRank)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 515, max: 699 }), fc.integer({ min: 500, max: 700 }), (score, line) => {
        const ranks = bandRanks(table, score);
        if (ranks === null) return;
        const rank = lineRank(table, line);
        const byRank = rank <= ranks.chongUpTo ? '冲' : rank <= ranks.stableUpTo ? '稳' : '保';
        // A line nobody obtained (650) has the rank of the line below it: read by rank it can only look safer by one.
        if (line === 650) return;
        expect(byRank).toBe(riskBand(score, line));
      }),
    );
  });

  it('says the reading in one sentence', () => {
    expect(bandRanksHelp({ chongUpTo: 1010, stableUpTo: 1170 })).toBe('按位次看：预估线位次在 1010 名以内为冲，1011–1170 名为稳，1170 名以后为保（与每行的位次同一张一分一段表）。');
  });
});

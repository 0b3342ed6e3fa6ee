import { describe, expect, it } from 'vitest';
import { SMALL } from '../../test/fixtures';
import { buildRankTable } from './build-rank-table';

describe('buildRankTable', () => {
  it('should sort by score descending and add cumulative counts', () => {
    const pairs = [
      { score: 694, count: 2 },
      { score: 700, count: 5 },
      { score: 697, count: 4 },
      { score: 699, count: 3 },
      { score: 695, count: 6 },
      { score: 698, count: 0 },
    ];
    expect(buildRankTable(pairs)).toEqual(SMALL);
  });

  it('should give an empty table for no pairs', () => {
    expect(buildRankTable([])).toEqual([]);
  });

  it.each([
    { name: 'a repeated score', pairs: [{ score: 600, count: 1 }, { score: 600, count: 2 }] },
    { name: 'a negative count', pairs: [{ score: 600, count: -1 }] },
    { name: 'a fractional count', pairs: [{ score: 600, count: 1.5 }] },
    { name: 'a score that is not a number', pairs: [{ score: Number.NaN, count: 1 }] },
  ])('should reject $name', ({ pairs }) => {
    expect(() => buildRankTable(pairs)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import type { NumericRange } from './parse-range';
import { tuitionFeeMatches } from './tuition-fee-matches';

type Case = { name: string; fee: number | string | null | undefined; range: NumericRange; includeUnknown: boolean; match: boolean };
const band: NumericRange = { min: 5000, max: 8000 };
const cases: Case[] = [
  { name: 'a fee inside', fee: 6410, range: band, includeUnknown: false, match: true },
  { name: 'a fee as text inside', fee: '5250', range: band, includeUnknown: false, match: true },
  { name: 'a fee above', fee: 19800, range: band, includeUnknown: true, match: false },
  { name: 'a free major below the minimum', fee: 0, range: band, includeUnknown: true, match: false },
  { name: 'a free major under a maximum only', fee: 0, range: { max: 6000 }, includeUnknown: false, match: true },
  { name: 'an unknown fee, included', fee: -1, range: band, includeUnknown: true, match: true },
  { name: 'an unknown fee, excluded', fee: -1, range: band, includeUnknown: false, match: false },
  { name: 'an empty fee, excluded', fee: '', range: band, includeUnknown: false, match: false },
  { name: 'a null fee, included', fee: null, range: band, includeUnknown: true, match: true },
  { name: 'an unknown fee with no range', fee: -1, range: {}, includeUnknown: false, match: true },
  { name: 'any fee with no range', fee: 100000, range: {}, includeUnknown: false, match: true },
];

describe('given a tuition fee and the fee filter', () => {
  it.each(cases)('should answer $name: $match', ({ fee, range, includeUnknown, match }) => {
    expect(tuitionFeeMatches(fee, range, includeUnknown)).toBe(match);
  });
});

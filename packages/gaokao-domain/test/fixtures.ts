// Shared hand-made tables, small enough to check every number by eye.
import fc from 'fast-check';
import { buildRankTable, type RankTable } from '../src/rank/index';

/**
 * 700 is a merged top bucket (“700分及以上”, count == cumulative); nobody scored 698 (count 0); 696 is missing.
 */
export const SMALL: RankTable = [
  { score: 700, count: 5, cumulative: 5 },
  { score: 699, count: 3, cumulative: 8 },
  { score: 698, count: 0, cumulative: 8 },
  { score: 697, count: 4, cumulative: 12 },
  { score: 695, count: 6, cumulative: 18 },
  { score: 694, count: 2, cumulative: 20 },
];

/** Another year's table, for 等位分. */
export const OTHER_YEAR: RankTable = [
  { score: 690, count: 10, cumulative: 10 },
  { score: 689, count: 5, cumulative: 15 },
  { score: 688, count: 5, cumulative: 20 },
  { score: 687, count: 10, cumulative: 30 },
];

/**
 * Arbitrary well-formed tables: scores descending with gaps of 1–3, counts 0–40 (some zero rows), the first row
 * always counted so that the table has examinees.
 */
export const arbRankTable: fc.Arbitrary<RankTable> = fc
  .record({
    top: fc.integer({ min: 200, max: 750 }),
    rows: fc.array(fc.record({ gap: fc.integer({ min: 1, max: 3 }), count: fc.integer({ min: 0, max: 40 }) }), {
      minLength: 0,
      maxLength: 60,
    }),
    firstCount: fc.integer({ min: 1, max: 200 }),
  })
  .map(({ top, rows, firstCount }) => {
    const pairs = [{ score: top, count: firstCount }];
    let score = top;
    for (const r of rows) {
      score -= r.gap;
      pairs.push({ score, count: r.count });
    }
    return buildRankTable(pairs);
  });

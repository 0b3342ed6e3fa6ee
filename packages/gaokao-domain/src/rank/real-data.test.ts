import { describe, expect, it } from 'vitest';
import { MISSING_REAL_DATA, hasRealRankTables, loadRealRankTables, realDataOrSkip, realTable } from '../../test/real-data';
import { buildRankTable } from './build-rank-table';
import { equivalentScore } from './equivalent-score';
import { rankToScore } from './rank-to-score';
import { scoreToRank } from './score-to-rank';

realDataOrSkip(hasRealRankTables, MISSING_REAL_DATA);

// Measured with coverage at load average 30: up to 3.8 s a test (0.6 s alone); the limit leaves eight times that.
describe.skipIf(!hasRealRankTables)('rank conversion on the real 河北 2024 物理类 table', { timeout: 30_000 }, () => {
  const tables = hasRealRankTables ? loadRealRankTables() : new Map();
  const hebei = hasRealRankTables ? realTable(tables, '河北-2024-物理类') : [];

  it('should read the published rows: 550 scores from 689分及以上 down to 140', () => {
    expect(hebei).toHaveLength(550);
    expect(hebei[0]).toEqual({ score: 689, count: 31, cumulative: 31 });
    expect(hebei[hebei.length - 1]).toEqual({ score: 140, count: 8, cumulative: 384426 });
  });

  it('should agree with its own cumulative counts (rebuilt from the counts alone)', () => {
    expect(buildRankTable(hebei.map(({ score, count }) => ({ score, count })))).toEqual(hebei);
  });

  it.each([
    { score: 750, band: { score: 689, count: 31, cumulative: 31, best: 1, worst: 31, match: 'top' } },
    { score: 689, band: { score: 689, count: 31, cumulative: 31, best: 1, worst: 31, match: 'exact' } },
    { score: 688, band: { score: 688, count: 9, cumulative: 40, best: 32, worst: 40, match: 'exact' } },
    { score: 141, band: { score: 141, count: 7, cumulative: 384418, best: 384412, worst: 384418, match: 'exact' } },
    { score: 100, band: { score: 140, count: 8, cumulative: 384426, best: 384419, worst: 384426, match: 'below' } },
  ])('should band $score as published', ({ score, band }) => {
    expect(scoreToRank(hebei, score)).toEqual(band);
  });

  it('should invert: rankToScore(scoreToRank(s).cumulative) === s for all 550 scores', () => {
    for (const row of hebei) expect(rankToScore(hebei, scoreToRank(hebei, row.score).cumulative)).toBe(row.score);
  });

  it('should put every rank 1…384426 (sampled every 97) inside the band of its score', () => {
    for (let rank = 1; rank <= 384426; rank += 97) {
      const band = scoreToRank(hebei, rankToScore(hebei, rank));
      expect(band.best <= rank && rank <= band.worst).toBe(true);
    }
  });

  it('should be monotone over every score from 0 to 750', () => {
    let previous = 0;
    for (let s = 750; s >= 0; s--) {
      const { cumulative } = scoreToRank(hebei, s);
      expect(cumulative).toBeGreaterThanOrEqual(previous);
      previous = cumulative;
    }
  });

  it('should invert on every real table, skipping the rows nobody scored', () => {
    expect(tables.size).toBe(12);
    for (const { table } of tables.values()) {
      for (const row of table) {
        const expected = row.count > 0 ? row.score : scoreToRank(table, row.score).score;
        expect(rankToScore(table, scoreToRank(table, row.score).cumulative)).toBe(expected);
      }
    }
  });

  it('should map 等位分 between 广东 2023 and 2024 物理类 monotonically, and a round trip never raises a score', () => {
    const g23 = realTable(tables, '广东-2023-物理类');
    const g24 = realTable(tables, '广东-2024-物理类');
    let previous = Number.POSITIVE_INFINITY;
    for (let s = 700; s >= 100; s--) {
      const eq = equivalentScore(g23, g24, s);
      expect(eq).toBeLessThanOrEqual(previous);
      previous = eq;
    }
    // Both conversions read the worst rank of a band, so a round trip may only lose ground, and in the populous
    // 300–690 range (one or more examinees per point in both years) it loses at most 2 points.
    for (const row of g23) {
      if (row.count === 0) continue;
      const back = equivalentScore(g24, g23, equivalentScore(g23, g24, row.score));
      expect(back).toBeLessThanOrEqual(row.score);
      if (row.score >= 300 && row.score <= 690) expect(row.score - back).toBeLessThanOrEqual(2);
    }
  });
});

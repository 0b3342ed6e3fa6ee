import type { RankScorePoint } from '../score-chart/score-chart';
import type { ScoreCountRow } from '../score-distribution-chart/score-distribution-chart';

/** A smooth, deterministic 一分一段 table (no randomness) for stories and tests. */
export function sampleDistribution(from = 200, to = 700, peak = 480, spread = 70, scale = 3000): ScoreCountRow[] {
  const rows: ScoreCountRow[] = [];
  for (let score = to; score >= from; score -= 1) {
    rows.push({ score, count: Math.max(1, Math.round(scale * Math.exp(-(((score - peak) / spread) ** 2) / 2))) });
  }
  return rows;
}

/** Rank/score pairs derived from `sampleDistribution`, every `step` points. */
export function sampleSeat(step = 25): RankScorePoint[] {
  let cumulative = 0;
  const points: RankScorePoint[] = [];
  for (const row of sampleDistribution()) {
    cumulative += row.count;
    if (row.score % step === 0) points.push({ score: row.score, rank: cumulative });
  }
  return points;
}

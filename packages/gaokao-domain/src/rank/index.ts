export type { RankAnswer, RankBand, RankMatch, RankRow, RankTable } from './types';
export { scoreToRank } from './score-to-rank';
export { rankLookupAnswer } from './rank-answer';
export { lineRank } from './line-rank';
export { rankToScore } from './rank-to-score';
export { equivalentScore } from './equivalent-score';
export { buildRankTable } from './build-rank-table';
export { onScoreAxis, RANK_AXIS_HEADROOM, rankAxisMax, SCORE_AXIS, scoreAxisTicks } from './chart-axes';

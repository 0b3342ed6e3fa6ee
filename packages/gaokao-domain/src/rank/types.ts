/** One line of a 一分一段 table: `count` examinees scored exactly `score`, `cumulative` scored it or more. */
export interface RankRow {
  score: number;
  count: number;
  cumulative: number;
}

/**
 * A 一分一段 table, rows sorted by score descending. The first row may be a merged top bucket
 * such as “689分及以上”, whose count equals its cumulative.
 */
export type RankTable = readonly RankRow[];

/** How a score was found in a table: the row itself, above the top bucket, in a gap, or below the last row. */
export type RankMatch = 'exact' | 'top' | 'gap' | 'below';

/**
 * The rank range of a score: the row that applies (`score`, `count`, `cumulative`), the best rank
 * `cumulative − count + 1` and the worst rank `cumulative`, and how the score was matched.
 */
export interface RankBand {
  score: number;
  count: number;
  cumulative: number;
  best: number;
  worst: number;
  match: RankMatch;
}

/**
 * The 一分一段 lookup's answer for a score: the rank band `best`…`worst`, the examinees on the score (`count`: 0 on a
 * score nobody obtained, null above the first line and below the last, where it is unknown), how the score was
 * matched and the line the rank is read at (`lineScore`).
 */
export interface RankAnswer {
  best: number;
  worst: number;
  count: number | null;
  match: RankMatch;
  lineScore: number;
}

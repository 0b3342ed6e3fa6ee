import type { RankRow } from './types';

/** Which columns of the 一分一段 list carry a group: the province's first group is `wuli`, the second `lishi`. */
export function columnOfGroup(groups: readonly string[], group: string): 'wuli' | 'lishi' {
  return groups.indexOf(group) === 1 ? 'lishi' : 'wuli';
}

/** The page (1-based) on which the line of `score` stands in a table sorted from the highest score down. */
export function pageOfScore(rows: readonly Pick<RankRow, 'scroe'>[], score: number, size: number): number | undefined {
  const index = rows.findIndex((r) => r.scroe <= score);
  if (index < 0) return undefined;
  return Math.floor(index / size) + 1;
}

/** The chart rows of one group: candidates per score, with the table's own cumulative counts. */
export function distributionOf(rows: readonly RankRow[], column: 'wuli' | 'lishi'): { score: number; count: number; cumulative: number }[] {
  const out: { score: number; count: number; cumulative: number }[] = [];
  for (const r of rows) {
    const count = column === 'wuli' ? r.wuliNum : r.lishiNum;
    const cumulative = column === 'wuli' ? r.wuliSum : r.lishiSum;
    if (count != null && cumulative != null) out.push({ score: r.scroe, count, cumulative });
  }
  return out;
}

/** The score field's text as a score: a whole or decimal number ≥ 0, else undefined. */
export function scoreOf(raw: string): number | undefined {
  if (raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

import { rankLookupAnswer, scoreToRank, type RankTable } from 'gaokao-domain';
import type { Slice } from './model';
import { normalizeGroup } from './subjects';

/** The latest 一分一段 table of a province and group (tables keyed `province|year|group`). */
export function latestTable(tables: ReadonlyMap<string, RankTable>, province: string, group_d: string): { year: number; table: RankTable } | null {
  const g = normalizeGroup(group_d);
  let best: { year: number; table: RankTable } | null = null;
  for (const [k, t] of tables) {
    const [p, y, gg] = k.split('|');
    if (p === province && gg === g && (!best || Number(y) > best.year)) best = { year: Number(y), table: t };
  }
  return best;
}

/** Rank of a score in the latest table of the province and group: the cautious (worst) rank of its band. */
export function rankOf(
  tables: ReadonlyMap<string, RankTable>,
  province: string,
  group_d: string,
  score: number,
): { rank: number; same: number; year: number } | null {
  const t = latestTable(tables, province, group_d);
  if (!t || t.table.length === 0) return null;
  // 同分人数 as the 一分一段 lookup counts it (0 on a score nobody obtained); above the first line or below the last,
  // where the lookup says unknown, the line the rank is read at (the plan's reply has a number there).
  const answer = rankLookupAnswer(t.table, score);
  return { rank: answer.worst, same: answer.count ?? scoreToRank(t.table, score).count, year: t.year };
}

/** Form-level statistics of a province: planned places per batch/group and year (yugu = the plan year). */
export function formStats(slices: ReadonlyMap<string, Slice>, province: string): Record<string, number> {
  const out: Record<string, number> = {};
  let zhanshi = 2;
  let zhuanke = 2;
  for (const [bk, batch] of [['benke', '本科批'], ['zhuanke', '专科批']] as const) {
    for (const [gk, group] of [['wuli', '物理类'], ['lishi', '历史类']] as const) {
      const s = slices.get(`${province}|${batch}|${group}`);
      out[`dangyear_${bk}_${gk}_num`] = s?.planSums.current ?? 0;
      out[`qunian_${bk}_${gk}_num`] = s?.planSums.qu ?? 0;
      out[`qiannian_${bk}_${gk}_num`] = s?.planSums.qian ?? 0;
      out[`yugu_${bk}_${gk}_num`] = s?.planSums.ming ?? 0;
      if (s?.planPublished) {
        if (bk === 'benke') zhanshi = 1;
        else zhuanke = 1;
      }
    }
  }
  out.yugu_zhanshi = zhanshi;
  out.yugu_zhuanke = zhuanke;
  return out;
}

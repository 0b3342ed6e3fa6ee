import { MSG, datasetOfShown, equivalentScore, groupsOfProvinceYear, rankLookupAnswer } from 'gaokao-domain';
import { STATUS_NOT_FOUND } from 'gaokao-contract';
import type { Handlers } from '../../http/register';
import { ApiError, ok } from '../../http/reply';
import { normalizeGroup } from '../subjects';
import { GENERATED_ONLY, page, type SeasonCallDeps } from './shared';
import type { SeasonStore } from '../store';

/** The 一分一段 tables and batch lines of the query pages. */
export function rankCalls({ need }: SeasonCallDeps): Handlers {
  return {
    yearList: async () => {
      const years = [...new Set([...need().tables.keys()].map((k) => Number(k.split('|')[1])))].sort((a, b) => b - a);
      return ok(years);
    },
    oneQuarterList: async (i) => {
      const s = need();
      const province = i.province || '河北';
      const year = i.year ?? Math.max(...[...s.tables.keys()].filter((k) => k.startsWith(`${province}|`)).map((k) => Number(k.split('|')[1])), 0);
      // The groups the province examined that year (理科/文科 before its first new-system year): a table of another
      // group (the demo generator's 物理类 of 吉林 2022, drawn for the demo units' history) is never shown as that year's.
      const groups = groupsOfProvinceYear(province, year || null);
      const [g1, g2] = groups;
      const t1 = (g1 && s.tables.get(`${province}|${year}|${g1}`)) || [];
      const t2 = (g2 && s.tables.get(`${province}|${year}|${g2}`)) || [];
      const byScore = new Map<number, Record<string, unknown>>();
      for (const r of t1) byScore.set(r.score, { province, year, scroe: r.score, wuliNum: r.count, wuliSum: r.cumulative, lishiNum: null, lishiSum: null });
      for (const r of t2) {
        const row = byScore.get(r.score) ?? { province, year, scroe: r.score, wuliNum: null, wuliSum: null };
        row.lishiNum = r.count;
        row.lishiSum = r.cumulative;
        byScore.set(r.score, row);
      }
      const all = [...byScore.values()].sort((a, b) => Number(b.scroe) - Number(a.scroe));
      return ok({
        total: all.length,
        data: page(all, i.page, i.limit),
        dataset: s.datasetOfTable(province, year, g1 ?? ''),
        basis: { lines: null, table: year || null },
        source_id: s.tableSources.get(`${province}|${year}|${g1}`) ?? null,
        // Additive (gaokao-contract RankTablePage): the year shown and its groups, wuli* columns first.
        year: year || null,
        groups,
      });
    },
    oneQuarterSeat: async (i) => {
      const s = need();
      const group = normalizeGroup(i.group_d) || '物理类';
      // Only the years the province examined this group (吉林 物理类 from 2024, 文科 until 2023): a table of another year's
      // groups is neither answered nor read as 往年等效分.
      const years = [...s.tables.keys()]
        .filter((k) => k.startsWith(`${i.province}|`) && k.endsWith(`|${group}`))
        .map((k) => Number(k.split('|')[1]))
        .filter((y) => (groupsOfProvinceYear(i.province, y) as string[]).includes(group))
        .sort((a, b) => b - a);
      const year = i.year ?? years[0];
      const t = year == null || !years.includes(year) ? undefined : s.tables.get(`${i.province}|${year}|${group}`);
      if (!t) throw new ApiError(STATUS_NOT_FOUND, MSG.noRankTable);
      // The band, `count` (0 on a line nobody obtained, null above and below the table) and the line the rank is read
      // at: the domain's 一分一段 lookup rule.
      const b = rankLookupAnswer(t, i.score);
      const dataset = s.datasetOfTable(i.province ?? '', year, group);
      // A real answer carries only real numbers: 往年等效分 from real tables alone (a generated table of another year
      // would put demo scores under the 真实数据 note).
      // Below the table's last line (江苏's tables stop at the control line) the rank is only known to be worse than the
      // table's total, and no other year's score is equivalent to it.
      const below = b.match === 'below';
      const even_score = below
        ? []
        : years
            .filter((y) => y !== year && (dataset === 'demo' || s.datasetOfTable(i.province ?? '', y, group) === 'real'))
            .map((y) => ({ year: y, score: equivalentScore(t, s.tables.get(`${i.province}|${y}|${group}`)!, i.score) }));
      return ok({
        scroe: i.score,
        seat: b.worst,
        best: b.best,
        count: b.count,
        match: b.match,
        line_score: b.lineScore,
        year,
        group_d: group,
        even_score,
        dataset,
        basis: { lines: null, table: year },
        source_id: s.tableSources.get(`${i.province}|${year}|${group}`) ?? null,
      });
    },
    omitDataList: async (i) => {
      const s = need();
      const province = i.province || '河北';
      const all = s.lines.filter((l) => l.province === province && (i.year == null || l.year === i.year)).sort((a, b) => b.year - a.year);
      const shown = page(all, i.page, i.limit).map((l) => withLineSource(s, l));
      // Real 批次线 where the province published them (each row names its publication); 演示数据 where none is.
      return ok({ total: all.length, data: shown, dataset: datasetOfShown(shown.map((l) => l.dataset === 'real'), GENERATED_ONLY) });
    },
    omitDataLine: async (i) => {
      const g = normalizeGroup(i.group_d);
      const s = need();
      return ok(s.lines.filter((l) => l.province === i.province && (!g || l.group_d === g)).sort((a, b) => b.year - a.year).map((l) => withLineSource(s, l)));
    },
  };
}

/** A batch-line row with its origin: `dataset` (real where the province published it) and the publication's id. */
function withLineSource(s: SeasonStore, l: SeasonStore['lines'][number]) {
  const real = s.provenance.isRealLine(l.province, l.year, l.group_d);
  const source = s.provenance.of('control-line', l.province, l.year, l.group_d)[0];
  // Additive: the ordinary lines as published (本科一批 beside the 本科 column's 二批; several scores where the province
  // publishes per candidate category), so the page names each batch.
  const batches = real ? s.provenance.batchesOf(l.province, l.year, l.group_d) : [];
  return { ...l, dataset: real ? ('real' as const) : ('demo' as const), source_id: source?.source_id ?? null, ...(batches.length ? { batches } : {}) };
}

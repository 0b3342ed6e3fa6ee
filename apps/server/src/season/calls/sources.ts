import { GAOKAO_PROVINCE_NAMES, groupsOfProvinceYear } from 'gaokao-domain';
import type { ProvinceSources, SourcePart as Part } from 'gaokao-contract';
import type { PublicationRow } from '../dataset';
import type { Handlers } from '../../http/register';
import { ok } from '../../http/reply';
import { normalizeGroup } from '../subjects';
import type { SeasonStore } from '../store';
import type { SeasonCallDeps } from './shared';

/** The reply's shape is the contract's (gaokao-contract season-replies.ts). */
export type { ProvinceSources };

const summaries = new WeakMap<SeasonStore, { buildId: number; rows: ProvinceSources[] }>();

/** Every province's summary, built once per index build (the admissions are walked once). */
function summaryOf(s: SeasonStore): ProvinceSources[] {
  const cached = summaries.get(s);
  if (cached && cached.buildId === s.buildId) return cached.rows;
  const parts = new Map<string, { rank_tables: Map<string, Part>; lines: Map<string, Part>; batch_lines: Map<string, Part> }>();
  const of = (p: string) => {
    let x = parts.get(p);
    if (!x) parts.set(p, (x = { rank_tables: new Map(), lines: new Map(), batch_lines: new Map() }));
    return x;
  };
  const ids = (rows: PublicationRow[]) => [...new Set(rows.map((r) => r.source_id))];
  for (const key of s.tables.keys()) {
    const [province = '', y = '', group = ''] = key.split('|');
    const year = Number(y);
    // Only the tables the query pages show: the groups the province examined that year (吉林 2022: 理科/文科, not the
    // generator's 物理类, which only the demo units' history reads).
    const held: string[] = groupsOfProvinceYear(province, year);
    if (held.length && !held.includes(group)) continue;
    const real = s.datasetOfTable(province, year, group) === 'real';
    of(province).rank_tables.set(key, { year, group_d: group, dataset: real ? 'real' : 'demo', source_ids: real ? ids(s.provenance.of('rank-table', province, year, group)) : [] });
  }
  for (const u of s.allUnits) {
    // Admission results only (a plan row without a score is no line).
    if (u.min_score == null) continue;
    const key = `${u.province}|${u.year}|${u.group_d}`;
    const m = of(u.province).lines;
    const real = s.isRealUnit(u);
    const prev = m.get(key);
    if (prev && (prev.dataset === 'demo' || real)) continue;
    m.set(key, { year: u.year, group_d: u.group_d, dataset: real ? 'real' : 'demo', source_ids: real ? ids(s.provenance.of('lines', u.province, u.year, u.group_d)) : [] });
  }
  for (const l of s.lines) {
    const real = s.provenance.isRealLine(l.province, l.year, l.group_d);
    of(l.province).batch_lines.set(`${l.year}|${l.group_d}`, {
      year: l.year,
      group_d: l.group_d,
      dataset: real ? 'real' : 'demo',
      source_ids: real ? ids(s.provenance.of('control-line', l.province, l.year, l.group_d)) : [],
    });
  }
  const sort = (m: Map<string, Part>) => [...m.values()].sort((a, b) => b.year - a.year || a.group_d.localeCompare(b.group_d));
  const rows = GAOKAO_PROVINCE_NAMES.filter((p) => p !== '香港').map((province) => {
    const x = of(province);
    const shown = new Set([...x.rank_tables.values(), ...x.lines.values(), ...x.batch_lines.values()].flatMap((p) => p.source_ids));
    return {
      province,
      rank_tables: sort(x.rank_tables),
      lines: sort(x.lines),
      batch_lines: sort(x.batch_lines),
      publications: s.provenance.publications.filter((p) => p.province === province && shown.has(p.source_id)).filter((p, i, a) => a.findIndex((q) => q.source_id === p.source_id) === i),
    };
  });
  summaries.set(s, { buildId: s.buildId, rows });
  return rows;
}

/**
 * The publications behind the numbers an answer shows (数据来源): one table's, lines' or 批次线's publications, and each
 * province's summary of what is real and what is 演示数据 (the 数据来源 page). Additions to the spec's calls (contract
 * README).
 */
export function sourceCalls({ need }: SeasonCallDeps): Handlers {
  return {
    dataSourceOf: async (i) => {
      const s = need();
      const group = i.group_d ? normalizeGroup(i.group_d) || i.group_d : '';
      const years = i.year != null ? [i.year] : [...new Set(s.provenance.publications.filter((p) => p.province === (i.province ?? '') && p.kind === i.kind).map((p) => p.year))].sort((a, b) => b - a);
      const rows = years.flatMap((y) => s.provenance.of(i.kind, i.province ?? '', y, group || undefined));
      return ok(rows.filter((p, n, a) => a.findIndex((q) => q.source_id === p.source_id && q.year === p.year) === n));
    },
    dataSourceList: async (i) => {
      const all = summaryOf(need());
      return ok(i.province ? all.filter((p) => p.province === i.province) : all);
    },
  };
}

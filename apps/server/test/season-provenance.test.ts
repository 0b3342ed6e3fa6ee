import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { SeasonStore } from '../src/season/store';
import { withRealBatchLines } from '../src/season/real/default-set';
import { loadShipped } from '../src/season/real/shipped';
import { rankCalls } from '../src/season/calls/ranks';
import { sourceCalls, type ProvinceSources } from '../src/season/calls/sources';
import type { SeasonCallDeps } from '../src/season/calls/shared';
import { columnOfBatch, dateOfUrl, readControlLines, readPublications } from '../src/season/real/control-lines';
import type { PublicationRow } from '../src/season/dataset';
import { csvRecords, describeReal, REAL_DIR } from './real-data';

/** The envelope's data (the handlers answer envelopes here, never pre-encoded bytes). */
function dataOf(r: unknown): unknown {
  return (r as { data: unknown }).data;
}

const NATIONAL = path.resolve(REAL_DIR, '../real-national');

describe('批次线 columns of a published batch name', () => {
  const cases: [string, ReturnType<typeof columnOfBatch>][] = [
    ['普通类本科录取最低分数线', 'undergraduate_line'],
    ['本科录取控制分数线', 'undergraduate_line'],
    ['普通类高职专科录取最低分数线', 'specialist_line'],
    ['特殊类型招生特殊类型录取最低分数线', 'strong_basi'],
    ['本科特殊招生线', 'strong_basi'],
    ['普通类本科一批控制线', 'undergraduate_first'],
    ['普通类本科二批控制线', 'undergraduate_line'],
    ['体育类本科录取最低分数线', undefined],
    ['重点高校招收农村和脱贫地区学生地方专项录取最低分数线', undefined],
    ['少数民族班本科录取最低分数线', undefined],
    ['普通类高职高专限定院校', undefined],
    ['本科提前批军队院校体检面试资格线', undefined],
  ];
  it.each(cases)('%s → %s', (batch, col) => expect(columnOfBatch(batch)).toBe(col));

  it('reads a date from an address that carries one', () => {
    expect(dateOfUrl('https://www.shmeea.edu.cn/page/02200/20250719/19647.html')).toBe('2025-07-19');
    expect(dateOfUrl('https://www.nm.zsks.cn/zxyw/202606/t20260624_46442.html')).toBe('2026-06-24');
    expect(dateOfUrl('https://www.jleea.com.cn/front/content/201714')).toBe('');
  });
});

describeReal('real 批次线 of real-national/control-lines.csv', () => {
  it('gives 广东 2026 物理类 普通类本科 425 and names the 广东省教育考试院 publication', () => {
    const pubs = readPublications(path.join(NATIONAL, 'sources.csv'));
    const { lines, skipped } = readControlLines(path.join(NATIONAL, 'control-lines.csv'), pubs);
    const gd = lines.find((l) => l.province === '广东' && l.year === 2026 && l.group_d === '物理类');
    expect(gd).toMatchObject({ undergraduate_line: 425, specialist_line: 200, strong_basi: 539 });
    const pub = pubs.find((p) => p.source_id === gd!.source_id)!;
    expect(pub.publisher).toBe('广东省教育考试院');
    expect(pub.kind).toBe('control-line');
    // Every line equals the CSV's own ordinary 本科 row (no number is made up), and every province is there: 新疆 and
    // 西藏 too, whose lines are published per candidate category (a column with several scores is null, the scores kept
    // as published).
    const csv = csvRecords(path.join(NATIONAL, 'control-lines.csv'));
    for (const l of lines) {
      const scores = csv.filter((r) => r.province === l.province && Number(r.year) === l.year && r.group_d === l.group_d && columnOfBatch(r.batch!) === 'undergraduate_line').map((r) => Number(r.score));
      if (l.undergraduate_line !== null) expect(scores, `${l.province} ${l.year} ${l.group_d}`).toContain(l.undergraduate_line);
      for (const b of l.batches) {
        const published = csv.filter((r) => r.province === l.province && Number(r.year) === l.year && r.group_d === l.group_d && r.batch === b.batch).map((r) => Number(r.score));
        expect(b.scores.every((x) => published.includes(x)), `${l.province} ${l.year} ${b.batch}`).toBe(true);
      }
    }
    const provinces = new Set(lines.map((l) => l.province));
    expect(provinces.size).toBe(29);
    expect(skipped).toEqual([]);
  });

  it('keeps 河南 2024\'s 本科一批 beside the 本科 column\'s 二批, and 新疆 2026\'s lines with both categories\' scores', () => {
    const pubs = readPublications(path.join(NATIONAL, 'sources.csv'));
    const { lines } = readControlLines(path.join(NATIONAL, 'control-lines.csv'), pubs);
    const henan = lines.find((l) => l.province === '河南' && l.year === 2024 && l.group_d === '文科')!;
    expect(henan).toMatchObject({ undergraduate_line: 428, specialist_line: 185 });
    expect(henan.batches.map((b) => [b.batch, b.scores])).toEqual([
      ['普通类本科一批控制线', [521]],
      ['普通类本科二批控制线', [428]],
      ['普通类高职高专批控制线', [185]],
    ]);
    const xj = lines.find((l) => l.province === '新疆' && l.year === 2026 && l.group_d === '物理类')!;
    expect(xj).toMatchObject({ undergraduate_line: null, specialist_line: 140, source_id: 'official-xinjiang-control-lines-2026' });
    expect(xj.batches.map((b) => [b.batch, b.scores])).toEqual([
      ['本科一批次', [468, 391]],
      ['本科二批次', [304, 302]],
      ['高职（专科）批次', [140]],
    ]);
    expect(lines.filter((l) => l.province === '西藏').map((l) => l.year)).toEqual([2025, 2025, 2026, 2026]);
  });

  it('/OmitData answers 新疆\'s real 2026 lines with their published batches, and no demo line beside them', async () => {
    const pubs = readPublications(path.join(NATIONAL, 'sources.csv'));
    const { lines: real } = readControlLines(path.join(NATIONAL, 'control-lines.csv'), pubs);
    const demo = [2023, 2024].map((year) => ({ province: '新疆', year, group_d: '理科', strong_basi: 500, undergraduate_line: 400, specialist_line: 160 }));
    const { lines, provenance } = withRealBatchLines({ publications: pubs, controlLines: real }, demo);
    const store = new (SeasonStore as unknown as new (db: unknown) => SeasonStore)(undefined);
    store.build({ meta: new Map([['dataset', 'demo'], ['version', '1'], ['provenance', JSON.stringify(provenance)]]), provinces: [], colleges: [], majors: [], ranks: [], lines, units: [], content: [] });
    const calls = rankCalls({ need: () => store } as unknown as SeasonCallDeps);
    const r = dataOf(await calls.omitDataList!({ province: '新疆', page: 1, limit: 120 }, {} as FastifyRequest, null)) as {
      data: { year: number; group_d: string; dataset: string; batches?: { batch: string; scores: number[] }[] }[];
      dataset: string;
    };
    expect(r.dataset).toBe('real');
    expect(r.data.map((l) => l.year)).toEqual([2026, 2026]);
    expect(r.data.find((l) => l.group_d === '物理类')?.batches?.[0]).toEqual({ batch: '本科一批次', scores: [468, 391] });
  });
});

describe('the default data set serves the real 批次线 and their publications', () => {
  let store: SeasonStore;
  let calls: ReturnType<typeof rankCalls>;
  let sources: ReturnType<typeof sourceCalls>;
  const req = {} as FastifyRequest;
  beforeAll(() => {
    // The store without a database: built from the default data set's rows as the first start seeds them.
    // The demo lines of two provinces (the generator's rule: one per year and group) stand for the generated ones.
    const demo = [2021, 2022, 2023, 2024, 2025].flatMap((year) => [
      ...['物理类', '历史类'].map((group_d) => ({ province: '广东', year, group_d, strong_basi: 520, undergraduate_line: 467, specialist_line: 180 })),
      { province: '浙江', year, group_d: '综合', strong_basi: 590, undergraduate_line: 492, specialist_line: 260 },
    ]);
    const { lines, provenance } = withRealBatchLines(loadShipped().provenance, demo);
    const shipped = loadShipped();
    const ranks = shipped.ranks.filter((r) => r.province === '广东' || r.province === '浙江');
    store = new (SeasonStore as unknown as new (db: unknown) => SeasonStore)(undefined);
    store.build({
      meta: new Map([
        ['dataset', 'demo'],
        ['version', '1'],
        ['real_scopes', JSON.stringify({ units: [], ranks: [...new Set(ranks.map((r) => `${r.province}|${r.year}|${r.group_d}`))] })],
        ['provenance', JSON.stringify(provenance)],
      ]),
      provinces: [],
      colleges: [],
      majors: [],
      ranks,
      lines,
      units: [],
      content: [],
    });
    const deps = { need: () => store } as unknown as SeasonCallDeps;
    calls = rankCalls(deps);
    sources = sourceCalls(deps);
  });

  it('/OmitData: 广东 2026 物理类 本科 425, real, with its publication; no generated 广东 line is left', async () => {
    const r = dataOf(await calls.omitDataList!({ province: '广东', page: 1, limit: 120 }, req, null));
    const data = r as { data: { year: number; group_d: string; undergraduate_line: number | null; dataset: string; source_id: string | null }[]; dataset: string };
    expect(data.dataset).toBe('real');
    const row = data.data.find((l) => l.year === 2026 && l.group_d === '物理类');
    expect(row).toMatchObject({ undergraduate_line: 425, dataset: 'real', source_id: 'official-guangdong-control-lines-2026' });
    // The generated 2024 line (467 today) is gone: 广东 publishes its lines, so no 演示数据 line stands beside them.
    expect(data.data.every((l) => l.dataset === 'real')).toBe(true);
    expect(data.data.some((l) => l.year === 2024)).toBe(false);
  });

  it('/OmitData: a province that publishes none (浙江) keeps demo lines labelled 演示数据', async () => {
    const r = dataOf(await calls.omitDataList!({ province: '浙江', page: 1, limit: 120 }, req, null));
    const data = r as { data: { dataset: string; source_id: string | null }[]; dataset: string };
    expect(data.data.length).toBeGreaterThan(0);
    expect(data.dataset).toBe('demo');
    expect(data.data.every((l) => l.dataset === 'demo' && l.source_id === null)).toBe(true);
  });

  it('the line call answers the real line with its year', async () => {
    const r = dataOf(await calls.omitDataLine!({ province: '广东', group_d: '物理类' }, req, null));
    const rows = r as { year: number; undergraduate_line: number | null }[];
    expect(rows[0]).toMatchObject({ year: 2026, undergraduate_line: 425 });
  });

  it('DataSource/of: the publication of a shown 批次线 and of a shown 一分一段 table', async () => {
    const r = dataOf(await sources.dataSourceOf!({ province: '广东', year: 2026, group_d: '物理类', kind: 'control-line' }, req, null));
    const pubs = r as PublicationRow[];
    expect(pubs).toHaveLength(1);
    expect(pubs[0]).toMatchObject({ publisher: '广东省教育考试院', year: 2026, date: expect.any(String) });
    expect(pubs[0]!.url).toMatch(/^https:\/\/eea\.gd\.gov\.cn\//);
    // 广东 2025's table is in ../shared/data/real (a compilation): its publication names the compiling repository.
    const t = dataOf(await sources.dataSourceOf!({ province: '广东', year: 2025, group_d: '物理类', kind: 'rank-table' }, req, null)) as PublicationRow[];
    expect(t.length).toBeGreaterThan(0);
    expect(t.every((p) => p.url.startsWith('https://github.com/') && p.publisher.includes('汇编'))).toBe(true);
    // A 批次线 that is generated has no publication.
    const z = dataOf(await sources.dataSourceOf!({ province: '浙江', year: 2024, group_d: '综合', kind: 'control-line' }, req, null)) as PublicationRow[];
    expect(z).toEqual([]);
  });

  it('DataSource/index: per province what is real and what is 演示数据, with the publications shown', async () => {
    const all = dataOf(await sources.dataSourceList!({ province: '' }, req, null)) as ProvinceSources[];
    expect(all).toHaveLength(31);
    const gd = all.find((p) => p.province === '广东')!;
    expect(gd.batch_lines.find((l) => l.year === 2026 && l.group_d === '物理类')).toMatchObject({ dataset: 'real', source_ids: ['official-guangdong-control-lines-2026'] });
    expect(gd.rank_tables.some((t) => t.dataset === 'real' && t.year === 2025)).toBe(true);
    expect(gd.publications.some((p) => p.source_id === 'official-guangdong-control-lines-2026')).toBe(true);
    const zj = all.find((p) => p.province === '浙江')!;
    expect(zj.batch_lines.every((l) => l.dataset === 'demo' && l.source_ids.length === 0)).toBe(true);
    const one = dataOf(await sources.dataSourceList!({ province: '江苏' }, req, null)) as ProvinceSources[];
    expect(one.map((p) => p.province)).toEqual(['江苏']);
  });
});

describe('the committed default data set carries the provenance', () => {
  it('holds the publications and the real 批次线', () => {
    const p = loadShipped().provenance;
    expect(p?.publications.length).toBeGreaterThan(300);
    expect(p?.controlLines.find((l) => l.province === '广东' && l.year === 2026 && l.group_d === '物理类')?.undergraduate_line).toBe(425);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { SeasonStore } from '../src/season/store';
import { loadShipped } from '../src/season/real/shipped';
import { rankCalls } from '../src/season/calls/ranks';
import { sourceCalls, type ProvinceSources } from '../src/season/calls/sources';
import type { SeasonCallDeps } from '../src/season/calls/shared';
import { ApiError } from '../src/http/reply';

/** The envelope's data (the handlers answer envelopes here, never pre-encoded bytes). */
function dataOf(r: unknown): unknown {
  return (r as { data: unknown }).data;
}

type Page = { total: number; data: { scroe: number; wuliNum: number | null; wuliSum: number | null; lishiNum: number | null; lishiSum: number | null }[]; dataset: string; year: number | null; groups: string[] };

// 吉林 examined 文科/理科 until 2023 and 物理类/历史类 from 2024: its real tables of both systems, and a generated 物理类
// table for 2022 (the demo generator draws one for the demo units' history) that must never be shown as 2022's.
describe('一分一段 of a province-year: the groups the province examined that year', () => {
  let calls: ReturnType<typeof rankCalls>;
  let sources: ReturnType<typeof sourceCalls>;
  const req = {} as FastifyRequest;
  beforeAll(() => {
    const real = loadShipped().ranks.filter((r) => r.province === '吉林');
    const generated = [600, 599, 598].map((score, i) => ({ province: '吉林', year: 2022, group_d: '物理类', score, count: 100, cumulative: 100 * (i + 1) }));
    const store = new (SeasonStore as unknown as new (db: unknown) => SeasonStore)(undefined);
    store.build({
      meta: new Map([
        ['dataset', 'demo'],
        ['version', '1'],
        ['real_scopes', JSON.stringify({ units: [], ranks: [...new Set(real.map((r) => `${r.province}|${r.year}|${r.group_d}`))] })],
      ]),
      provinces: [],
      colleges: [],
      majors: [],
      ranks: [...real, ...generated],
      lines: [],
      units: [],
      content: [],
    });
    calls = rankCalls({ need: () => store } as unknown as SeasonCallDeps);
    sources = sourceCalls({ need: () => store } as unknown as SeasonCallDeps);
  }, 60_000);

  it('吉林 2022: 理科 and 文科 from the real table (文科 598: 104, cumulative 104), no generated 物理类', async () => {
    const page = dataOf(await calls.oneQuarterList!({ province: '吉林', year: 2022, page: 1, limit: 120 }, req, null)) as Page;
    expect(page.groups).toEqual(['理科', '文科']);
    expect(page.year).toBe(2022);
    expect(page.dataset).toBe('real');
    const row = page.data.find((r) => r.scroe === 598);
    expect(row).toMatchObject({ lishiNum: 104, lishiSum: 104 });
    expect(row?.wuliNum).not.toBe(100);
  });

  it('吉林 2021 has its real table (it read as 暂无 before)', async () => {
    const page = dataOf(await calls.oneQuarterList!({ province: '吉林', year: 2021, page: 1, limit: 20 }, req, null)) as Page;
    expect(page.total).toBeGreaterThan(500);
    expect(page.groups).toEqual(['理科', '文科']);
    expect(page.dataset).toBe('real');
  });

  it('吉林 2024 and the latest year: 物理类 and 历史类', async () => {
    const y2024 = dataOf(await calls.oneQuarterList!({ province: '吉林', year: 2024, page: 1, limit: 20 }, req, null)) as Page;
    expect(y2024.groups).toEqual(['物理类', '历史类']);
    const latest = dataOf(await calls.oneQuarterList!({ province: '吉林', page: 1, limit: 20 }, req, null)) as Page;
    expect(latest).toMatchObject({ year: 2026, groups: ['物理类', '历史类'] });
  });

  it('the seat lookup answers 文科 and 理科, and refuses 物理类 in a 文理 year', async () => {
    const wen = dataOf(await calls.oneQuarterSeat!({ province: '吉林', year: 2022, group_d: '文科', score: 598 }, req, null)) as { seat: number; count: number; dataset: string };
    expect(wen).toMatchObject({ seat: 104, count: 104, dataset: 'real' });
    await expect(calls.oneQuarterSeat!({ province: '吉林', year: 2022, group_d: '物理类', score: 598 }, req, null)).rejects.toBeInstanceOf(ApiError);
    // 往年等效分 of 物理类 reads only the years the province had 物理类.
    const wuli = dataOf(await calls.oneQuarterSeat!({ province: '吉林', group_d: '物理类', score: 598 }, req, null)) as { even_score: { year: number }[] };
    expect(wuli.even_score.map((e) => e.year).every((y) => y >= 2024)).toBe(true);
  });

  it('/DataSource lists only tables the page shows: 吉林 2022 理科/文科 (real), not the generated 物理类', async () => {
    const [jl] = dataOf(await sources.dataSourceList!({ province: '吉林' }, req, null)) as ProvinceSources[];
    const y2022 = jl!.rank_tables.filter((t) => t.year === 2022).map((t) => t.group_d).sort();
    expect(y2022).toEqual(['文科', '理科']);
    expect(jl!.rank_tables.filter((t) => t.year === 2022).every((t) => t.dataset === 'real')).toBe(true);
  });
});

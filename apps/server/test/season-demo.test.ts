import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CENGCI, fullMarkOf, scoreToRank, type RankRow } from 'gaokao-domain';
import { generateDemo, shiftTable, DEMO_PLAN_YEAR, DEMO_HISTORY_YEARS } from '../src/season/demo/generate';
import type { SeasonDataset } from '../src/season/dataset';

function digest(ds: SeasonDataset): string {
  return createHash('sha256').update(JSON.stringify(ds)).digest('hex');
}

describe('demo data generator', () => {
  const a = generateDemo();

  it('is deterministic: the same seed gives the same digest, another seed another', () => {
    expect(digest(generateDemo())).toBe(digest(a));
    expect(digest(generateDemo(7, { provinces: ['河北'] }))).not.toBe(digest(generateDemo(8, { provinces: ['河北'] })));
    expect(a.dataset).toBe('demo');
  });

  it('names a subject once in a college\'s 学科评估 lists (演示数据): no list repeats one, no subject has two grades', () => {
    const keys = ['ajia_major', 'as_major', 'a_jian_major', 'b_jia_major', 'b_majors', 'b_jian_major', 'c_jia_major', 'c_major', 'c_jian_major'];
    const graded = a.colleges.filter((c) => keys.some((k) => ((c.info[k] as string[] | undefined) ?? []).length > 0));
    expect(graded.length).toBeGreaterThan(500);
    for (const c of graded) {
      const all = keys.flatMap((k) => (c.info[k] as string[] | undefined) ?? []);
      expect(new Set(all).size, c.collegeName).toBe(all.length);
    }
  });

  it('has the real scale the product needs', () => {
    expect(a.provinces).toHaveLength(34);
    for (const p of ['香港', '澳门', '台湾']) expect(a.provinces.map((x) => x.name)).toContain(p);
    expect(a.provinces.every((p) => /^[A-Z]$/.test(p.initial))).toBe(true);
    // The Ministry of Education list (2,919) and the military schools the 专业组 sources name, and the branch campuses
    // with a name of their own (哈尔滨工业大学(深圳) …), each its own college (gaokao-domain colleges/college-name.ts).
    expect(a.colleges.filter((c) => !c.info.branch_of).length).toBe(2924);
    expect(a.colleges.filter((c) => c.info.branch_of).map((c) => c.collegeName)).toContain('哈尔滨工业大学（深圳）');
    expect(new Set(a.colleges.map((c) => c.collegeName)).size).toBe(a.colleges.length);
    expect(a.colleges.filter((c) => c.info.is985 === '是').length).toBe(39);
    expect(a.colleges.every((c) => String(c.info.collage_logo).startsWith('data:image/svg+xml'))).toBe(true);
    for (const c of Object.values(CENGCI)) expect(a.majors.filter((m) => m.cengci === c).length).toBeGreaterThan(20);
    const hebei = a.units.filter((u) => u.province === '河北' && u.year === DEMO_PLAN_YEAR);
    expect(hebei.length).toBeGreaterThanOrEqual(40000);
    for (const batch of ['本科批', '专科批']) for (const g of ['物理类', '历史类']) expect(hebei.filter((u) => u.batch === batch && u.group_d === g).length).toBeGreaterThan(1000);
    for (const y of DEMO_HISTORY_YEARS) expect(a.units.filter((u) => u.province === '河北' && u.year === y).length).toBeGreaterThan(30000);
    const world = a.content.filter((c) => c.kind === 'world');
    expect(world).toHaveLength(1000);
    expect(new Set(world.map((w) => w.body.country)).size).toBe(62);
    for (const k of ['mbti_question', 'mbti_result', 'holland_question', 'holland_result', 'military', 'timetable', 'about']) expect(a.content.some((c) => c.kind === k), k).toBe(true);
    expect(a.content.filter((c) => c.kind === 'mbti_result')).toHaveLength(16);
  });

  it('history is consistent with the 一分一段 tables: each minimum rank falls in its minimum score’s band', () => {
    const tables = new Map<string, RankRow[]>();
    for (const r of a.ranks) {
      const k = `${r.province}|${r.year}|${r.group_d}`;
      if (!tables.has(k)) tables.set(k, []);
      tables.get(k)!.push(r);
    }
    for (const t of tables.values()) {
      for (let i = 1; i < t.length; i++) expect(t[i]!.cumulative).toBe(t[i - 1]!.cumulative + t[i]!.count);
    }
    const hist = a.units.filter((u) => u.min_score != null);
    for (let i = 0; i < hist.length; i += 97) {
      const u = hist[i]!;
      const band = scoreToRank(tables.get(`${u.province}|${u.year}|${u.group_d}`)!, u.min_score!);
      expect(u.min_rank!).toBeGreaterThanOrEqual(band.best);
      expect(u.min_rank!).toBeLessThanOrEqual(band.worst);
    }
    const lines = a.lines.filter((l) => l.province === '河北');
    expect(lines).toHaveLength(6);
    // 河北 2024 is the real table, not a generated one.
    for (const l of lines) expect(l.strong_basi!).toBeGreaterThan(l.undergraduate_line!);
  });
});

describe('a rank table derived for a year the sources lack', () => {
  const table = [
    { score: 655, count: 3, cumulative: 3 },
    { score: 650, count: 5, cumulative: 8 },
    { score: 640, count: 10, cumulative: 18 },
  ];
  it("piles scores pushed past the province's full mark on it (上海 660, not 750)", () => {
    const shifted = shiftTable(table, 12, 1, fullMarkOf('上海'));
    expect(shifted.map((r) => r.score)).toEqual([660, 652]);
    expect(shifted[0]).toMatchObject({ count: 8, cumulative: 8 });
    expect(shiftTable(table, 12, 1, fullMarkOf('河北')).map((r) => r.score)).toEqual([667, 662, 652]);
  });
});

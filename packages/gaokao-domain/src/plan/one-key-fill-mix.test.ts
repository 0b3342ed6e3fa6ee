import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { riskBand, type RiskBand } from '../risk/risk-band';
import { HEALTH_DEFAULTS, planHealthCheck } from './health-check';
import { fillableByBand, oneKeyFillMix, splitCount, type FillMix } from './one-key-fill-mix';
import { fillCollegeOf } from './one-key-fill';

describe('splitCount', () => {
  it.each([
    { count: 96, mix: { 冲: 24, 稳: 36, 保: 36 } },
    { count: 10, mix: { 冲: 2, 稳: 4, 保: 4 } },
    { count: 1, mix: { 冲: 0, 稳: 0, 保: 1 } },
    { count: 0, mix: { 冲: 0, 稳: 0, 保: 0 } },
  ])('$count → $mix', ({ count, mix }) => {
    expect(splitCount(count)).toEqual(mix);
  });

  it('should always add up to the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.nat(10), fc.nat(10), fc.nat(10), (count, a, b, c) => {
        fc.pre(a + b + c > 0);
        const m = splitCount(count, { 冲: a, 稳: b, 保: c });
        expect(m.冲 + m.稳 + m.保).toBe(count);
      }),
    );
  });
});

/** Candidates with lines 400…700, one per point; the band against a score of 600. */
const candidates = Array.from({ length: 301 }, (_, i) => ({ code: `c${i}`, specialty_code: '01', yugu_score: 700 - i, is_result: 0 as number }));
const bandAt600 = (row: { yugu_score: number }): RiskBand => riskBand(600, row.yugu_score);

describe('oneKeyFillMix', () => {
  it('should fill the chosen mix, each band spread over its own range, highest line first', () => {
    const { picks, split } = oneKeyFillMix(candidates, { 冲: 4, 稳: 3, 保: 5 }, bandAt600);
    expect(split).toEqual({ 冲: 4, 稳: 3, 保: 5 });
    const bands = picks.map(bandAt600);
    expect(bands.filter((b) => b === '冲')).toHaveLength(4);
    expect(bands.filter((b) => b === '保')).toHaveLength(5);
    // Even spread: the 冲 picks reach from the top of the range down towards the score.
    expect(picks[0]?.yugu_score).toBe(700);
    expect(picks.map((p) => p.yugu_score)).toEqual([...picks.map((p) => p.yugu_score)].sort((a, b) => b - a));
  });

  it('should state the split it could fill when a band runs short, and share the room, safest first', () => {
    const few = candidates.filter((c) => c.yugu_score >= 590); // 冲 100 rows, 稳 11 (590…600), 保 none
    expect(oneKeyFillMix(few, { 冲: 10, 稳: 20, 保: 30 }, bandAt600).split).toEqual({ 冲: 10, 稳: 11, 保: 0 });
    expect(oneKeyFillMix(candidates, { 冲: 50, 稳: 50, 保: 50 }, bandAt600, 90).split).toEqual({ 冲: 0, 稳: 0, 保: 6 });
  });

  it('should count a college by its name, as 志愿表体检 does, where each of its rows has a code of its own (湖北, 天津)', () => {
    // Every row its own code (a code per 专业组), twenty rows a college by name.
    const perGroupCodes = candidates.map((r, i) => ({ ...r, code: `A${i}`, specialty_code: '01', collegeName: `大学${Math.floor(i / 20)}` }));
    const { picks } = oneKeyFillMix(perGroupCodes, { 冲: 40, 稳: 10, 保: 10 }, bandAt600);
    const per = new Map<string, number>();
    for (const p of picks) per.set(p.collegeName, (per.get(p.collegeName) ?? 0) + 1);
    expect(Math.max(...per.values())).toBe(HEALTH_DEFAULTS.sameCollegeMax);
    // Without a name the code is the college.
    expect(fillCollegeOf({ code: 'A1', specialty_code: '01' })).toBe('A1');
    expect(fillCollegeOf({ code: 'A1', specialty_code: '01', collegeName: ' ' })).toBe('A1');
  });

  it('should give no college more rows than 志愿表体检 accepts, across bands and counting the list, and fill from others', () => {
    // Lines 700…400; every college has 20 majors in a row (c0: 700…681, c1: 680…661, …), so an even spread over 冲
    // (601…700) would take many majors of the same few colleges.
    const crowded = candidates.map((r, i) => ({ ...r, code: `college${Math.floor(i / 20)}`, specialty_code: `m${i}` }));
    const { picks, split } = oneKeyFillMix(crowded, { 冲: 40, 稳: 10, 保: 10 }, bandAt600);
    const per = new Map<string, number>();
    for (const p of picks) per.set(p.code, (per.get(p.code) ?? 0) + 1);
    expect(Math.max(...per.values())).toBe(HEALTH_DEFAULTS.sameCollegeMax);
    // 冲 spans colleges 0–4 (lines 700…601): five colleges, five rows each at most. 稳 (600…585) lies within college5,
    // which 保 (filled first) already used once (584…581 are 保): 4 are left for 稳.
    expect(split).toEqual({ 冲: 25, 稳: 4, 保: 10 });
    expect(planHealthCheck(picks.map((p, i) => ({ collegeName: p.code, sortId: i + 1, band: bandAt600(p), yuguScore: p.yugu_score, probability: null }))).filter((f) => f.kind === 'sameCollege')).toEqual([]);
    // A college with rows on the list already gets only what is left of its five.
    const listed = crowded.map((r, i) => (i < 3 ? { ...r, is_result: 1 } : r));
    const again = oneKeyFillMix(listed, { 冲: 40, 稳: 0, 保: 0 }, bandAt600);
    expect(again.picks.filter((p) => p.code === 'college0')).toHaveLength(2);
  });

  it('should never pick a row on the list, a row twice, or beyond 96', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.nat(60), fc.nat(60), fc.nat(96), fc.array(fc.nat(300), { maxLength: 30 }), (a, b, c, listSize, listed) => {
        const rows = candidates.map((r, i) => (listed.includes(i) ? { ...r, is_result: 1 } : r));
        const mix: FillMix = { 冲: a, 稳: b, 保: c };
        const { picks, split } = oneKeyFillMix(rows, mix, bandAt600, listSize);
        expect(picks.every((p) => p.is_result !== 1)).toBe(true);
        expect(new Set(picks.map((p) => p.code)).size).toBe(picks.length);
        expect(picks.length).toBe(split.冲 + split.稳 + split.保);
        expect(picks.length).toBeLessThanOrEqual(96 - listSize);
        for (const band of ['冲', '稳', '保'] as const) expect(split[band]).toBeLessThanOrEqual(mix[band]);
      }),
    );
    // Measured 0.3 s alone, 9.8 s with coverage at load average 30; the limit leaves six times that.
  }, 60_000);
});

describe('oneKeyFillMix whatever the order of the screen', () => {
  it('should fill the same split and the same lines from the rows in any order (line or 按匹配度)', () => {
    // Lines repeat (several units per line), as on a real screen.
    const rows = Array.from({ length: 240 }, (_, i) => ({ code: `c${i}`, specialty_code: '01', yugu_score: 700 - Math.floor(i / 2), is_result: 0 as number }));
    const lines = (picked: readonly { yugu_score: number }[]) => picked.map((p) => p.yugu_score);
    fc.assert(
      fc.property(fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }), fc.nat(40), fc.nat(40), fc.nat(40), (shuffled, a, b, c) => {
        const mix: FillMix = { 冲: a, 稳: b, 保: c };
        const byLine = oneKeyFillMix(rows, mix, bandAt600);
        const other = oneKeyFillMix(shuffled, mix, bandAt600);
        expect(other.split).toEqual(byLine.split);
        expect(lines(other.picks)).toEqual(lines(byLine.picks));
      }),
    );
    // Measured 0.5 s alone (100 runs over 240 rows), 13.2 s with coverage at load average 30; the limit leaves four times that.
  }, 60_000);
});

describe('fillableByBand', () => {
  it('should count the rows not on the list by band, each pair once', () => {
    const rows = [...candidates.slice(0, 5), { ...candidates[0]!, is_result: 1 }, candidates[200]!, candidates[200]!];
    expect(fillableByBand(rows, bandAt600)).toEqual({ 冲: 4, 稳: 0, 保: 1 });
  });
});

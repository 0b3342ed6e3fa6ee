import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { riskBand, type RiskBand } from '../risk/risk-band';
import { groupFormLimits, groupKeyOf, groupsOfList, type GroupFormLimits, type GroupMajorRow } from './group-form';
import { fillableGroupCount, fillableGroupsByBand, oneKeyFillGroups, type GroupFillPick } from './one-key-fill-groups';
import { HEALTH_DEFAULTS } from './health-check';

type Row = { code: string; group_code: string; specialty_code: string; yugu_score: number | null; is_result: number; collegeName: string };

/** `colleges` colleges with one group 201 each and `majors` majors; college c's major m has line top − c − m. */
function slice(colleges: number, majors: number, top = 700): Row[] {
  const rows: Row[] = [];
  for (let c = 1; c <= colleges; c++) {
    for (let m = majors; m >= 1; m--) {
      // Majors listed lowest line first, so the fill's own order (highest first) is what the test sees.
      rows.push({ code: `G${c}`, group_code: '201', specialty_code: `201${String(m).padStart(2, '0')}`, yugu_score: top - c - m, is_result: 0, collegeName: `大学${c}` });
    }
  }
  return rows;
}

const guangdong = groupFormLimits('广东')!;
const shanghai = groupFormLimits('上海')!;
const bandAt600 = (g: { yugu_score: number | null }): RiskBand | null => (g.yugu_score === null ? null : riskBand(600, g.yugu_score));

/** The picked rows as groups (in order of first row), checking no group comes back in two runs. */
function runs(rows: readonly Row[]): Row[][] {
  const out: Row[][] = [];
  for (const r of rows) {
    const last = out[out.length - 1];
    if (last && groupKeyOf(last[0]!) === groupKeyOf(r)) last.push(r);
    else out.push([r]);
  }
  return out;
}

describe('oneKeyFillGroups: the per-college cap where each group has a code of its own (湖北, 天津)', () => {
  it('should take no more groups of one college than 志愿表体检 accepts, counting the college by its name', () => {
    // 湖北: 大学1 writes twelve groups, each under a code of its own (A101 … A112), all within 冲/稳/保 of 600.
    const rows: Row[] = [];
    for (let g = 1; g <= 12; g++) rows.push({ code: `A1${String(g).padStart(2, '0')}`, group_code: String(g).padStart(2, '0'), specialty_code: String(g).padStart(2, '0'), yugu_score: 612 - 2 * g, is_result: 0, collegeName: '大学1' });
    for (let c = 2; c <= 40; c++) rows.push({ code: `A${c}01`, group_code: '01', specialty_code: '01', yugu_score: 640 - 3 * c, is_result: 0, collegeName: `大学${c}` });
    const { picks } = oneKeyFillGroups(rows, { mix: { 冲: 10, 稳: 10, 保: 10 } }, { limits: groupFormLimits('湖北')!, bandOf: bandAt600 });
    expect(picks.filter((r) => r.collegeName === '大学1')).toHaveLength(HEALTH_DEFAULTS.sameCollegeMax);
  });
});

describe('oneKeyFillGroups', () => {
  const cases: Array<{ name: string; candidates: Row[]; pick: GroupFillPick; limits: GroupFormLimits; list?: GroupMajorRow[]; groups: number; majorsEach: number }> = [
    { name: '广东: 96 asked of 150 groups of 8 majors → 45 groups × 6 majors', candidates: slice(150, 8), pick: { count: 96 }, limits: guangdong, groups: 45, majorsEach: 6 },
    { name: '广东: 10 asked → 10 groups × 6', candidates: slice(150, 8), pick: { count: 10 }, limits: guangdong, groups: 10, majorsEach: 6 },
    { name: '广东: groups of 3 majors bring their 3', candidates: slice(20, 3), pick: { count: 45 }, limits: guangdong, groups: 20, majorsEach: 3 },
    { name: '上海: 4 majors a group, 24 groups', candidates: slice(100, 8), pick: { count: 96 }, limits: shanghai, groups: 24, majorsEach: 4 },
    {
      name: '广东 with 40 groups on the list: 5 more, none of the list’s groups added to',
      candidates: slice(150, 8),
      pick: { count: 45 },
      limits: guangdong,
      list: slice(40, 1).map((r) => ({ ...r, sort_id: 1 })),
      groups: 5,
      majorsEach: 6,
    },
    { name: '广东 mix 冲 2 · 稳 2 · 保 2 → 6 groups', candidates: slice(150, 8, 660), pick: { mix: { 冲: 2, 稳: 2, 保: 2 } }, limits: guangdong, groups: 6, majorsEach: 6 },
  ];

  it.each(cases)('$name', ({ candidates, pick, limits, list, groups, majorsEach }) => {
    const res = oneKeyFillGroups(candidates, pick, { limits, bandOf: bandAt600, ...(list ? { list } : {}) });
    expect(res.groups).toBe(groups);
    const picked = runs(res.picks);
    expect(picked).toHaveLength(groups);
    expect(new Set(picked.map((g) => groupKeyOf(g[0]!))).size).toBe(groups);
    for (const g of picked) {
      expect(g).toHaveLength(majorsEach);
      // The fill's order inside a group: highest line first.
      expect(g.map((r) => r.yugu_score)).toEqual([...g.map((r) => r.yugu_score)].sort((a, b) => (b ?? 0) - (a ?? 0)));
    }
    const onList = new Set((list ?? []).map(groupKeyOf));
    expect(res.picks.some((r) => onList.has(groupKeyOf(r)))).toBe(false);
  });

  it('should order the groups by their line, highest first, the line the lowest of the chosen majors', () => {
    const { picks } = oneKeyFillGroups(slice(10, 8), { count: 5 }, { limits: guangdong, bandOf: bandAt600 });
    const lines = runs(picks).map((g) => Math.min(...g.map((r) => r.yugu_score ?? 0)));
    expect(lines).toEqual([...lines].sort((a, b) => b - a));
    expect(runs(picks)[0]![0]).toMatchObject({ code: 'G1', specialty_code: '20101' });
  });

  it('should fill the mix by the groups’ bands and say the split', () => {
    const res = oneKeyFillGroups(slice(150, 8, 660), { mix: { 冲: 3, 稳: 1, 保: 4 } }, { limits: guangdong, bandOf: bandAt600 });
    expect(res.split).toEqual({ 冲: 3, 稳: 1, 保: 4 });
  });

  it('should keep a row without a group code as a group of its own', () => {
    const rows = [
      { code: 'A', group_code: '', specialty_code: '01', yugu_score: 610, is_result: 0, collegeName: 'A' },
      { code: 'A', group_code: '', specialty_code: '02', yugu_score: 600, is_result: 0, collegeName: 'A' },
    ];
    expect(oneKeyFillGroups(rows, { count: 5 }, { limits: guangdong, bandOf: bandAt600 }).groups).toBe(2);
  });

  it('should count the fillable groups: a group with a major on the list (flagged or listed) is not fillable', () => {
    const rows = slice(5, 3);
    expect(fillableGroupCount(rows)).toBe(5);
    expect(fillableGroupCount(rows.map((r) => (r.code === 'G1' && r.specialty_code === '20103' ? { ...r, is_result: 1 } : r)))).toBe(4);
    expect(fillableGroupCount(rows, [{ code: 'G2', group_code: '201', specialty_code: '20199' }])).toBe(4);
    const three = [650, 600, 500].map((line, i) => ({ code: `B${i}`, group_code: '201', specialty_code: '20101', yugu_score: line, is_result: 0, collegeName: `B${i}` }));
    expect(fillableGroupsByBand(three, bandAt600)).toEqual({ 冲: 1, 稳: 1, 保: 1 });
    expect(fillableGroupsByBand(three, bandAt600, [{ code: 'B0', group_code: '201', specialty_code: '20102' }])).toEqual({ 冲: 0, 稳: 1, 保: 1 });
  });

  it('never splits a group, never passes the form, whatever is asked (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 200 }), (colleges, majors, count) => {
        const res = oneKeyFillGroups(slice(colleges, majors), { count }, { limits: guangdong, bandOf: bandAt600 });
        const groups = groupsOfList(res.picks.map((r, i) => ({ ...r, sort_id: i + 1 })));
        expect(groups.length).toBe(runs(res.picks).length);
        expect(groups.length).toBeLessThanOrEqual(Math.min(guangdong.groups, count, colleges));
        for (const g of groups) expect(g.majors.length).toBe(Math.min(majors, guangdong.majorsPerGroup));
      }),
    );
  });
});

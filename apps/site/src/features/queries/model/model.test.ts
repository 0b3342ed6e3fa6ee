import { describe, expect, it } from 'vitest';
import { hubItemOf, HUB_ITEMS } from './hub';
import { militaryAffiliation } from './military';
import { columnOfGroup, distributionOf, pageOfScore, scoreOf } from './rank';
import type { RankRow } from './types';
import { readFilters, sizeOf, writeFilters } from './url-filters';

describe('filters in the address', () => {
  const defaults = { province: '河北', year: '' };
  const sizes = [20, 50, 100, 120];
  const write = (search: string, change: Parameters<typeof writeFilters<'province' | 'year'>>[2]) => writeFilters(new URLSearchParams(search), defaults, change, sizes).toString();

  it('should read defaults for missing keys and the page size only from the allowed list', () => {
    expect(readFilters(new URLSearchParams('year=2024'), defaults)).toEqual({ province: '河北', year: '2024' });
    expect(sizeOf('50', sizes)).toBe(50);
    expect(sizeOf('30', sizes)).toBe(20);
    expect(sizeOf(null, [100])).toBe(100);
  });

  it('should return to page 1 when a filter or the page size changes, and keep the page otherwise', () => {
    expect(write('n=13&page=3', { filters: { province: '广东' } })).toBe(`n=13&province=${encodeURIComponent('广东')}`);
    expect(write('page=3', { size: 50 })).toBe('size=50');
    expect(write('page=3&size=50', { page: 4 })).toBe('page=4&size=50');
    // The same value again is no change: the page stays.
    expect(write('page=3', { filters: { province: '河北' } })).toBe('page=3');
  });

  it('should leave defaults out of the address', () => {
    expect(write(`province=${encodeURIComponent('广东')}&year=2024&size=50`, { filters: { province: '河北', year: '' }, size: 20 })).toBe('');
  });
});

describe('rank lookup rules', () => {
  const row = (scroe: number, wuli: number | null, lishi: number | null): RankRow => ({
    province: '广东',
    year: 2024,
    scroe,
    wuliNum: wuli,
    wuliSum: wuli == null ? null : wuli * 10,
    lishiNum: lishi,
    lishiSum: lishi == null ? null : lishi * 10,
  });
  const rows = [row(700, 1, null), row(699, 2, 1), row(697, 3, 2), row(696, 4, 3)];

  it('should find the page of a score, also of a score the table skips (the next line below)', () => {
    expect(pageOfScore(rows, 700, 2)).toBe(1);
    expect(pageOfScore(rows, 697, 2)).toBe(2);
    expect(pageOfScore(rows, 698, 2)).toBe(2);
    expect(pageOfScore(rows, 800, 2)).toBe(1);
    expect(pageOfScore(rows, 100, 2)).toBeUndefined();
  });

  it('should chart one group with the table’s own cumulative counts, leaving out lines the group lacks', () => {
    expect(distributionOf(rows, 'lishi')).toEqual([
      { score: 699, count: 1, cumulative: 10 },
      { score: 697, count: 2, cumulative: 20 },
      { score: 696, count: 3, cumulative: 30 },
    ]);
    expect(distributionOf(rows, 'wuli')).toHaveLength(4);
  });

  it('should put the province’s second group in the history columns', () => {
    expect(columnOfGroup(['物理类', '历史类'], '历史类')).toBe('lishi');
    expect(columnOfGroup(['物理类', '历史类'], '物理类')).toBe('wuli');
    expect(columnOfGroup(['综合'], '综合')).toBe('wuli');
  });

  it('should read a score from the field', () => {
    expect(scoreOf('600')).toBe(600);
    expect(scoreOf('')).toBeUndefined();
    expect(scoreOf('-1')).toBeUndefined();
    expect(scoreOf('abc')).toBeUndefined();
  });
});

describe('the hub', () => {
  it('should have 18 items numbered 1–18, ten opening a page in a new tab and eight embedded', () => {
    expect(HUB_ITEMS.map((i) => i.n)).toEqual(Array.from({ length: 18 }, (_, k) => k + 1));
    expect(HUB_ITEMS.filter((i) => i.href)).toHaveLength(10);
    expect(HUB_ITEMS.filter((i) => i.view)).toHaveLength(8);
  });

  it('should give the home quick links their items and fall back to the rank lookup', () => {
    expect(['11', '12', '13', '14', '16'].map((n) => hubItemOf(n).view)).toEqual(['subjectAssessment', 'rank', 'batchLines', 'pastSupplementary', 'times']);
    expect(hubItemOf(null).view).toBe('rank');
    expect(hubItemOf('3').view).toBe('rank');
    expect(hubItemOf('99').view).toBe('rank');
  });
});

describe('military affiliations', () => {
  it('should keep ministries and group provincial schools as 地方', () => {
    expect(militaryAffiliation({ collegeAdmin: '公安部' })).toBe('公安部');
    expect(militaryAffiliation({ collegeAdmin: '中央军委' })).toBe('中央军委');
    expect(militaryAffiliation({ collegeAdmin: '河北省' })).toBe('地方（省、自治区、直辖市）');
    expect(militaryAffiliation({ collegeAdmin: '新疆维吾尔自治区' })).toBe('地方（省、自治区、直辖市）');
    expect(militaryAffiliation({ collegeAdmin: '北京市' })).toBe('地方（省、自治区、直辖市）');
  });
});

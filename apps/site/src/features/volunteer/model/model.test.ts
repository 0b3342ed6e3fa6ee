import { describe, expect, it } from 'vitest';
import { afterLoad, FIRST_PAGE, listFooter } from './paging';
import { readPairs } from './quarter';
import { bandOfRow, planUnitKey } from 'gaokao-domain';
import { bandCounts, collegeHref, hasProbability, healthRows, majorHref, probabilityAbsentNote, withResultState } from './rows';
import { readWorkspaceParams, writeWorkspaceParams } from './url-state';
import type { ResultRow } from './types';
import { planHealthCheck } from 'gaokao-domain';

const row = (code: string, specialty_code: string, extra: Partial<ResultRow> = {}): ResultRow => ({
  code,
  specialty_code,
  collegeName: `院校${code}`,
  specialty_title: `专业${specialty_code}`,
  ...extra,
});

describe('paging', () => {
  it.each([
    [1, 500, 500, 1200, true],
    [3, 500, 200, 1200, false],
    [2, 500, 500, 1000, false],
    [1, 50, 12, undefined, false],
    [1, 50, 50, undefined, true],
  ])('page %i of size %i with %i rows (count %s) has more: %s', (page, size, received, count, more) => {
    expect(afterLoad(page, size, received, count)).toEqual({ page, more });
  });

  it('should say 暂无数据 for an empty first page and 没有更多数据了 on the last page', () => {
    expect(listFooter(0, FIRST_PAGE, true)).toBe('');
    expect(listFooter(0, { page: 1, more: false }, false)).toBe('暂无数据');
    expect(listFooter(20, { page: 2, more: false }, false)).toBe('没有更多数据了');
    expect(listFooter(500, { page: 1, more: true }, false)).toBe('');
  });
});

describe('rows', () => {
  it('should flip one unit and leave the others', () => {
    const rows = [row('1', 'a'), row('2', 'b')];
    const next = withResultState(rows, planUnitKey(rows[1]!), { is_result: 1, volunteer_result_id: 7 });
    expect(next[0]).toBe(rows[0]);
    expect(next[1]).toMatchObject({ is_result: 1, volunteer_result_id: 7 });
    expect(rows[1]!.is_result).toBeUndefined();
  });

  it('should link college and major details with isCha=1 and leave rows without ids unlinked', () => {
    expect(collegeHref(row('1', 'a', { collegiate_id: 42 }))).toBe('/SchoolDetail?isCha=1&n=42');
    expect(majorHref(row('1', 'a', { mojor_id: '7' }))).toBe('/MajorDetail?isCha=1&n=7');
    expect(collegeHref(row('1', 'a'))).toBeUndefined();
  });
});

describe('getOnequarter pairs', () => {
  it('should read tuples and objects and drop junk', () => {
    expect(readPairs([[600, 1200], ['599', '1300'], ['x', 1]], ['seat'])).toEqual([
      { score: 600, value: 1200 },
      { score: 599, value: 1300 },
    ]);
    expect(readPairs([{ score: 600, seat: 10 }, { scroe: 598, seat: 20 }, { score: 1 }], ['seat'])).toEqual([
      { score: 600, value: 10 },
      { score: 598, value: 20 },
    ]);
    expect(readPairs(null, ['seat'])).toEqual([]);
  });
});

describe('the band of a row', () => {
  const rows = [row('1', 'a', { yugu_score: 600 }), row('2', 'b', { yugu_score: 555 }), row('3', 'c', { yugu_score: 500 }), row('4', 'd')];
  it.each([
    { code: '1', band: '冲' },
    { code: '2', band: '稳' },
    { code: '3', band: '保' },
    { code: '4', band: null },
  ] as const)('should give row $code the band $band at 560 points', ({ code, band }) => {
    expect(bandOfRow(rows.find((r) => r.code === code)!, 560)).toBe(band);
  });

  it('should show a spec 保 row as 稳 while the score is below its 99 % line, and count the bands', () => {
    const strict = [...rows, row('5', 'e', { yugu_score: 500, yugu_line99: 570, luqu_gailv: 0.9 }), row('6', 'f', { yugu_score: 500, yugu_line99: '540' })];
    expect(strict.filter((r) => bandOfRow(r, 560) === '保').map((r) => r.code)).toEqual(['3', '6']);
    expect(strict.filter((r) => bandOfRow(r, 560) === '稳').map((r) => r.code)).toEqual(['2', '5']);
    expect(bandCounts(strict, 560)).toEqual({ 冲: 1, 稳: 2, 保: 2 });
    expect(hasProbability(strict)).toBe(true);
    expect(hasProbability(rows)).toBe(false);
  });

  it('should say once why no row shows 录取概率, and nothing where some row shows one', () => {
    const without = [row('1', 'a', { gailv_note: '' }), row('2', 'b', { gailv_note: '往年数据不足以回测，不显示录取概率' })];
    expect(probabilityAbsentNote(without)).toBe('录取概率：往年数据不足以回测，不显示录取概率。');
    expect(probabilityAbsentNote([row('1', 'a')])).toBeNull();
    expect(probabilityAbsentNote([...without, row('3', 'c', { luqu_gailv: 0.5 })])).toBeNull();
  });
});

describe('the workspace address', () => {
  const read = (search: string) => readWorkspaceParams(new URLSearchParams(search));
  it.each([
    { search: '', tab: 1, page: 1, up: 150, down: 200, risk: null, order: 'match' },
    { search: '?n=3', tab: 3, page: 1, up: 150, down: 200, risk: null, order: 'match' },
    { search: '?n=9&page=0', tab: 1, page: 1, up: 150, down: 200, risk: null, order: 'match' },
    { search: '?page=4&up=30&down=40&band=稳&order=line', tab: 1, page: 4, up: 30, down: 40, risk: '稳', order: 'line' },
    { search: '?page=x&band=中&order=x', tab: 1, page: 1, up: 150, down: 200, risk: null, order: 'match' },
  ])('should read $search', ({ search, tab, page, up, down, risk, order }) => {
    expect(read(search)).toEqual({ tab, page, scoreBand: { up, down }, risk, order });
  });

  it('should leave defaults out and keep parameters it does not own', () => {
    const search = new URLSearchParams('code=AGENT9&page=3');
    expect(writeWorkspaceParams(search, { page: 1 }).toString()).toBe('code=AGENT9');
    expect(writeWorkspaceParams(search, { scoreBand: { up: 150, down: 200 } }).toString()).toBe('code=AGENT9');
  });

  it('should start another tab, band, 冲稳保 filter or order at page 1', () => {
    const search = new URLSearchParams('page=3');
    expect(writeWorkspaceParams(search, { tab: 2 }).toString()).toBe('n=2');
    expect(writeWorkspaceParams(search, { scoreBand: { up: 10, down: 20 } }).toString()).toBe('up=10&down=20');
    expect(writeWorkspaceParams(search, { risk: '冲' }).toString()).toBe(`band=${encodeURIComponent('冲')}`);
    expect(writeWorkspaceParams(search, { order: 'line' }).toString()).toBe('order=line');
    expect(writeWorkspaceParams(new URLSearchParams('page=2&order=line'), { order: 'match' }).toString()).toBe('');
    expect(writeWorkspaceParams(search, { page: 4 }).toString()).toBe('page=4');
  });

  it('should read back what it wrote', () => {
    const params = { tab: 2, page: 5, scoreBand: { up: 1, down: 2 }, risk: '保', order: 'line' } as const;
    expect(read(`?${writeWorkspaceParams(new URLSearchParams(), params).toString()}`)).toEqual(params);
  });
});

describe('志愿表体检 rows', () => {
  it('should read position, band and probability, and flag a list that ends in 冲', () => {
    const list = [
      row('1', 'a', { sort_id: 1, yugu_score: 600, luqu_gailv: 0.2 }),
      row('2', 'b', { sort_id: 2, yugu_score: 590, luqu_gailv: '0.3' }),
      row('3', 'c', { sort_id: 3, yugu_score: 580 }),
    ];
    const health = healthRows(list, 570);
    expect(health).toEqual([
      { sortId: 1, collegeName: '院校1', yuguScore: 600, band: '冲', probability: 0.2 },
      { sortId: 2, collegeName: '院校2', yuguScore: 590, band: '冲', probability: 0.3 },
      { sortId: 3, collegeName: '院校3', yuguScore: 580, band: '冲', probability: null },
    ]);
    expect(planHealthCheck(health).map((f) => f.kind)).toEqual(['allChong', 'noBaoAtEnd']);
  });
});

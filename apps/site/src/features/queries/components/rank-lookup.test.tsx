import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from 'gaokao-domain';
import { fakeServer, ok, type Seen } from '../../../../test/fake-server';
import type { RankRow } from '../model/types';
import { RankLookup } from './rank-lookup';
import { params, renderAt } from './test-helpers';

afterEach(() => vi.unstubAllGlobals());

/** A table of 700 down to 401: physics counts 10 + (700 − score) % 7, history half of that. */
function table(province: string, year: number): RankRow[] {
  let wuli = 0;
  let lishi = 0;
  return Array.from({ length: 300 }, (_, k) => {
    const scroe = 700 - k;
    const wuliNum = 10 + (k % 7);
    const lishiNum = 5 + (k % 3);
    wuli += wuliNum;
    lishi += lishiNum;
    return { province, year, scroe, wuliNum, wuliSum: wuli, lishiNum, lishiSum: lishi };
  });
}

function server(): Seen[] {
  return fakeServer({
    '/api/Colleges/getProvince': () => ok(['河北', '广东', '上海']),
    '/api/Zonghe/yearList': () => ok([2025, 2024, 2023]),
    '/api/Admin.Config/batchGetgroup': (b) => ok(b.province === '上海' ? ['综合'] : ['物理类', '历史类']),
    '/api/OneQuarter/index': (b) => {
      const year = Number(b.year) || 2024;
      const all = table(b.province ?? '', year);
      const page = Number(b.page);
      const limit = Number(b.limit);
      return ok({ total: all.length, data: all.slice((page - 1) * limit, page * limit), dataset: b.province === '广东' ? 'real' : 'demo' });
    },
    '/api/OneQuarter/seat': (b) => {
      const rows = table(b.province ?? '', Number(b.year) || 2024);
      const line = rows.find((r) => r.scroe === Number(b.score));
      const lishi = b.group_d === MSG.historyGroup;
      const last = rows.at(-1)!;
      const first = rows[0]!;
      if (Number(b.score) > first.scroe) {
        return ok({ scroe: Number(b.score), seat: lishi ? first.lishiSum : first.wuliSum, count: null, match: 'top', line_score: first.scroe, year: Number(b.year) || 2024, even_score: [], dataset: 'real' });
      }
      if (Number(b.score) < last.scroe) {
        return ok({ scroe: Number(b.score), seat: lishi ? last.lishiSum : last.wuliSum, count: null, match: 'below', line_score: last.scroe, year: Number(b.year) || 2024, even_score: [], dataset: 'real' });
      }
      return ok({
        scroe: Number(b.score),
        seat: lishi ? line?.lishiSum : line?.wuliSum,
        count: lishi ? line?.lishiNum : line?.wuliNum,
        year: Number(b.year) || 2024,
        group_d: lishi ? '历史类' : '物理类',
        even_score: [{ year: 2023, score: Number(b.score) + 3 }],
        dataset: 'real',
      });
    },
  });
}

/** The result table (the chart has a data table of its own). */
const results = async () => within(await screen.findByRole('region', { name: /一分一段表（表格）$/ }));
const seatCalls = (seen: Seen[]) => seen.filter((s) => s.path === '/api/OneQuarter/seat');
const listCalls = (seen: Seen[]) => seen.filter((s) => s.path === '/api/OneQuarter/index' && s.body.limit !== '120');

describe('rank lookup', () => {
  it('should open on 河北 and the physics group, 20 lines a page, with the demo notice for a demo table', async () => {
    const seen = server();
    renderAt('/Seating', '/Seating', <RankLookup />);
    await (await results()).findByRole('cell', { name: '700' });
    expect(listCalls(seen)[0]?.body).toEqual({ page: '1', limit: '20', province: '河北' });
    expect((screen.getByLabelText('省份') as HTMLSelectElement).value).toBe('河北');
    expect((screen.getByLabelText('科类') as HTMLSelectElement).value).toBe('物理类');
    expect(screen.getByRole('note').textContent).toBe(MSG.demoDataNotice);
    expect((await results()).getAllByRole('row')).toHaveLength(21);
    expect(seatCalls(seen)).toHaveLength(0);
  });

  it('should send the group as its subject combination, highlight the score’s line on its page and report rank and same-score count', async () => {
    const seen = server();
    const u = userEvent.setup();
    const router = renderAt('/Seating', `/Seating?province=${encodeURIComponent('广东')}&year=2024`, <RankLookup />);
    await (await results()).findByRole('cell', { name: '700' });
    await u.type(screen.getByLabelText('分数'), '600');
    await waitFor(() => expect(seatCalls(seen).at(-1)?.body).toEqual({ province: '广东', group_d: '物理科目组合', score: '600', year: '2024' }));
    const expected = table('广东', 2024).find((r) => r.scroe === 600)!;
    expect((await screen.findByTestId('rank-seat')).textContent).toBe(String(expected.wuliSum));
    expect(screen.getByTestId('rank-count').textContent).toBe(String(expected.wuliNum));
    // Line 600 is the 101st: page 6 of 20 lines.
    await waitFor(() => expect(params(router)).toMatchObject({ page: '6', score: '600' }));
    const marked = await (await results()).findByRole('row', { current: true });
    expect(within(marked).getAllByRole('cell')[2]?.textContent).toBe('600');
    expect(screen.getByRole('note').textContent).toContain('真实数据');

    await u.selectOptions(screen.getByLabelText('科类'), '历史类');
    await waitFor(() => expect(seatCalls(seen).at(-1)?.body.group_d).toBe('历史科目组合'));
    await waitFor(() => expect(screen.getByTestId('rank-seat').textContent).toBe(String(expected.lishiSum)));
  });

  it('should say a score below the table’s last line is below it, its rank worse than the table’s total', async () => {
    server();
    renderAt('/Seating', '/Seating?score=380', <RankLookup />);
    const total = table('河北', 2024).at(-1)!.wuliSum;
    expect((await screen.findByTestId('rank-seat')).textContent).toBe(String(total));
    expect(screen.getByRole('status').textContent).toContain('低于表中最低分 401分，位次在 ' + total + ' 之后');
    expect(screen.queryByTestId('rank-count')).toBeNull();
  });

  it('should say a score above the table’s first line is above it, its rank within that line’s cumulative count', async () => {
    server();
    renderAt('/Seating', '/Seating?score=720', <RankLookup />);
    const first = table('河北', 2024)[0]!.wuliSum;
    expect((await screen.findByTestId('rank-seat')).textContent).toBe(String(first));
    expect(screen.getByRole('status').textContent).toContain('高于表中最高分 700分，位次在 ' + first + ' 以内');
    expect(screen.queryByTestId('rank-count')).toBeNull();
  });

  it('should say 请输入分数 when the score is cleared and not look it up', async () => {
    const seen = server();
    const u = userEvent.setup();
    const router = renderAt('/Seating', '/Seating?score=650', <RankLookup />);
    await screen.findByTestId('rank-seat');
    const before = seatCalls(seen).length;
    await u.clear(screen.getByLabelText('分数'));
    expect(await screen.findByText(MSG.rankScoreRequired)).toBeTruthy();
    expect(params(router).score).toBeUndefined();
    expect(seatCalls(seen)).toHaveLength(before);
    // Letters typed into the score stay as typed, are named (请输入数字) and look nothing up.
    await u.type(screen.getByLabelText('分数'), 'abc');
    expect((screen.getByLabelText('分数') as HTMLInputElement).value).toBe('abc');
    expect(screen.getByText('请输入数字')).toBeTruthy();
    expect(params(router).score).toBeUndefined();
    expect(seatCalls(seen)).toHaveLength(before);
  });

  it('should return to page 1 on another province and keep filters through back and forward', async () => {
    const seen = server();
    const u = userEvent.setup();
    const router = renderAt('/Seating', '/Seating?page=3', <RankLookup />);
    await (await results()).findByRole('cell', { name: '660' });
    await u.selectOptions(screen.getByLabelText('省份'), '广东');
    await waitFor(() => expect(params(router)).toEqual({ province: '广东' }));
    await waitFor(() => expect(listCalls(seen).at(-1)?.body).toEqual({ page: '1', limit: '20', province: '广东' }));
    await u.selectOptions(screen.getByLabelText('每页'), '50');
    expect(params(router)).toEqual({ province: '广东', size: '50' });
    await act(() => router.navigate(-1));
    expect(params(router)).toEqual({ province: '广东' });
    await act(() => router.navigate(-1));
    expect(params(router)).toEqual({ page: '3' });
    expect((screen.getByLabelText('省份') as HTMLSelectElement).value).toBe('河北');
    await act(() => router.navigate(2));
    expect(params(router)).toEqual({ province: '广东', size: '50' });
    await waitFor(() => expect(listCalls(seen).at(-1)?.body).toEqual({ page: '1', limit: '50', province: '广东' }));
  });

  it('should show a 3+3 province’s one group in the table', async () => {
    const seen = server();
    const u = userEvent.setup();
    const router = renderAt('/Seating', '/Seating?score=650', <RankLookup />);
    await screen.findByTestId('rank-seat');
    await u.selectOptions(screen.getByLabelText('省份'), '上海');
    // The physics group is not 上海's: the lookup takes 综合, and the list goes to the page 650 stands on in 上海's table.
    await waitFor(() => expect(params(router)).toEqual({ province: '上海', group: '综合', score: '650', page: '3' }));
    await waitFor(() => expect((screen.getByLabelText('科类') as HTMLSelectElement).value).toBe('综合'));
    await waitFor(() => expect(seatCalls(seen).at(-1)?.body).toMatchObject({ province: '上海', group_d: '综合' }));
    expect(await screen.findByRole('columnheader', { name: '综合人数' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /历史类/ })).toBeNull();
  });

  it('should offer 理科/文科 in an old-system year, show that year’s table under them and look 文科 up', async () => {
    // 吉林 examined 文科/理科 until 2023: the list's reply names the year's groups (wuli* columns hold 理科, lishi* 文科).
    const seen = fakeServer({
      '/api/Colleges/getProvince': () => ok(['河北', '吉林']),
      '/api/Zonghe/yearList': () => ok([2024, 2023, 2022]),
      '/api/Admin.Config/batchGetgroup': () => ok(['物理类', '历史类']),
      '/api/OneQuarter/index': (b) => {
        const year = Number(b.year) || 2024;
        const all = table(b.province ?? '', year);
        const page = Number(b.page);
        const limit = Number(b.limit);
        const groups = year < 2024 ? ['理科', '文科'] : ['物理类', '历史类'];
        return ok({ total: all.length, data: all.slice((page - 1) * limit, page * limit), dataset: 'real', year, groups });
      },
      '/api/OneQuarter/seat': (b) => {
        const line = table('吉林', Number(b.year)).find((r) => r.scroe === Number(b.score))!;
        const wen = b.group_d === '文科';
        return ok({ scroe: Number(b.score), seat: wen ? line.lishiSum : line.wuliSum, count: wen ? line.lishiNum : line.wuliNum, match: 'exact', year: Number(b.year), group_d: b.group_d, even_score: [], dataset: 'real' });
      },
    });
    const u = userEvent.setup();
    const router = renderAt('/Seating', `/Seating?province=${encodeURIComponent('吉林')}&year=2022`, <RankLookup />);
    await (await results()).findByRole('cell', { name: '700' });
    await waitFor(() => expect((screen.getByLabelText('科类') as HTMLSelectElement).value).toBe('理科'));
    const options = within(screen.getByLabelText('科类')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['理科', '文科']);
    expect(screen.getByRole('columnheader', { name: '文科人数' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /物理类/ })).toBeNull();
    await u.selectOptions(screen.getByLabelText('科类'), '文科');
    await u.type(screen.getByLabelText('分数'), '598');
    await waitFor(() => expect(seatCalls(seen).at(-1)?.body).toEqual({ province: '吉林', group_d: '文科', score: '598', year: '2022' }));
    // No lookup of a group the year did not have.
    expect(seatCalls(seen).every((c) => c.body.group_d === '文科' || c.body.group_d === '理科')).toBe(true);
    const expected = table('吉林', 2022).find((r) => r.scroe === 598)!;
    await waitFor(() => expect(screen.getByTestId('rank-seat').textContent).toBe(String(expected.lishiSum)));
    // Back to a new-system year: its groups, the first one chosen.
    await u.selectOptions(screen.getByLabelText('年份'), '2024');
    await waitFor(() => expect((screen.getByLabelText('科类') as HTMLSelectElement).value).toBe('物理类'));
    // 物理类 is the default: the address leaves it out.
    expect(params(router)).toMatchObject({ year: '2024' });
    expect(params(router).group).toBeUndefined();
  });
});

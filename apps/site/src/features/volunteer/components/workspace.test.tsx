import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MSG } from 'gaokao-domain';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeServer, ok } from '../../../../test/fake-server';
import { renderWithQuery } from '../../../../test/render';
import type { Plan, ResultRow } from '../model/types';
import { Workspace } from './workspace';

afterEach(() => vi.unstubAllGlobals());

const plan = { volunteer_id: 7, name: '张三', score: 560, province: '河北', batch: '本科批', group_d: '物理类', subject: '物理,化学,生物' } as Plan;
const rows = (n: number): ResultRow[] => baseRows(n);
const baseRows = (n: number): ResultRow[] =>
  Array.from({ length: n }, (_, i) => ({ code: `C${i}`, specialty_code: `M${i}`, collegeName: `院校${i}`, specialty_title: `专业${i}`, yugu_score: 500 + i }));

function server() {
  return fakeServer({
    '/api/Volunteer/currentCount': () => ok({ count: 3 }),
    // Score 560: lines 500…509 are all 保; the counts are the whole screen's (server side).
    '/api/Volunteer/college_intell_screen': (body) => ok({ list: body.band === '冲' || body.band === '稳' ? [] : rows(10), count: 10, chong_count: 4, wen_count: 5, bao_count: 10 }),
    '/api/Volunteer/college_screen': () => ok({ list: rows(50), count: 200 }),
    '/api/Volunteer/college_result_screen': () => ok({ list: [], count: 0 }),
  });
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/Volunteer', element: <Workspace plan={plan} /> }], { initialEntries: [url] });
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

const selected = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

describe('given a 辽宁 plan (112 志愿 of one college and one major)', () => {
  it('should count the list against 112, not the spec’s 96, and read the whole list in one page of 112', async () => {
    const seen = fakeServer({
      '/api/Volunteer/currentCount': () => ok({ count: 100 }),
      '/api/Volunteer/college_intell_screen': () => ok({ list: rows(10), count: 10, chong_count: 0, wen_count: 0, bao_count: 10 }),
      '/api/Volunteer/college_result_screen': () => ok({ list: rows(100), count: 100 }),
    });
    const u = userEvent.setup();
    const router = createMemoryRouter([{ path: '/Volunteer', element: <Workspace plan={{ ...plan, province: '辽宁' }} /> }], { initialEntries: ['/Volunteer'] });
    renderWithQuery(<RouterProvider router={router} />);
    await waitFor(() => expect(screen.getByRole('tab', { name: /志愿单/ }).textContent).toContain('（100/112）'));
    await u.click(screen.getByRole('tab', { name: /志愿单/ }));
    await waitFor(() => expect(seen.some((s) => s.path === '/api/Volunteer/college_result_screen' && s.body.pageSize === '112')).toBe(true));
    expect(seen.some((s) => s.path === '/api/Volunteer/college_result_screen' && s.body.pageSize === '96')).toBe(false);
  });
});

describe('given the workspace address', () => {
  it('should open the tab of ?n= and keep tab and page in the address, with back and forward', async () => {
    const seen = server();
    const u = userEvent.setup();
    const router = renderAt('/Volunteer?n=2');
    await waitFor(() => expect(selected()).toContain('按院校查询'));
    await waitFor(() => expect(seen.some((s) => s.path === '/api/Volunteer/college_screen' && s.body.page === '1')).toBe(true));

    await u.click(await screen.findByRole('button', { name: '下一页' }));
    expect(router.state.location.search).toBe('?n=2&page=2');
    await waitFor(() => expect(seen.some((s) => s.path === '/api/Volunteer/college_screen' && s.body.page === '2')).toBe(true));

    await u.click(screen.getByRole('tab', { name: /志愿单/ }));
    expect(router.state.location.search).toBe('?n=4');
    expect(selected()).toContain('志愿单（3/96）');

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?n=2&page=2');
    await waitFor(() => expect(selected()).toContain('按院校查询'));
    // Choosing the tab already shown adds no history entry: one step back is still the page before.
    await u.click(screen.getByRole('tab', { name: '按院校查询' }));
    expect(router.state.location.search).toBe('?n=2&page=2');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?n=2');
    await act(() => router.navigate(1));
    expect(router.state.location.search).toBe('?n=2&page=2');
  });

  it('should read the score band from the address, and write a new one from 智能筛选', async () => {
    const seen = server();
    const u = userEvent.setup();
    const router = renderAt('/Volunteer?up=30&down=40');
    await waitFor(() => expect(seen.find((s) => s.path === '/api/Volunteer/college_intell_screen')?.body).toMatchObject({ up_score: '30', down_score: '40', page: '1' }));

    await u.click(screen.getByRole('button', { name: '智能筛选' }));
    await u.click(await screen.findByRole('button', { name: '恢复默认' }));
    await u.click(screen.getByRole('button', { name: '确定' }));
    // The default band leaves the address.
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(seen.some((s) => s.path === '/api/Volunteer/college_intell_screen' && s.body.up_score === '150' && s.body.down_score === '200')).toBe(true));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?up=30&down=40');
  });

  it('should refuse an empty band side with 请输入数字 and leave the address alone', async () => {
    server();
    const u = userEvent.setup();
    const router = renderAt('/Volunteer?up=30&down=40');
    await u.click(await screen.findByRole('button', { name: '智能筛选' }));
    const up = await screen.findByLabelText('高于我的分数不超过（分）');
    expect((up as HTMLInputElement).value).toBe('30');
    await u.clear(up);
    // Kept as typed (never dropped), said at once, and refused on 确定.
    await u.type(up, 'ab');
    expect((up as HTMLInputElement).value).toBe('ab');
    await u.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('请输入数字'));
    expect(router.state.location.search).toBe('?up=30&down=40');
  });

  it('should show the band counts of the whole screen, filter and order through the call, and keep both in the address', async () => {
    const seen = server();
    const u = userEvent.setup();
    const router = renderAt('/Volunteer');
    const intell = () => seen.filter((s) => s.path === '/api/Volunteer/college_intell_screen').map((s) => s.body);
    await screen.findByRole('radio', { name: '冲 4' });
    expect(screen.getByRole('radio', { name: '稳 5' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '全部 19' })).toBeTruthy();
    // 按匹配度 is the default, and asked of the server.
    expect((screen.getByRole('radio', { name: '按匹配度' }) as HTMLInputElement).checked).toBe(true);
    expect(intell()[0]).toMatchObject({ order: 'match' });
    expect(intell()[0]).not.toHaveProperty('band');

    await u.click(screen.getByRole('radio', { name: '保 10' }));
    expect(new URLSearchParams(router.state.location.search).get('band')).toBe('保');
    await waitFor(() => expect(intell().some((b) => b.band === '保' && b.page === '1')).toBe(true));
    await u.click(screen.getByRole('radio', { name: '按预估线' }));
    expect(router.state.location.search).toBe(`?band=${encodeURIComponent('保')}&order=line`);
    await waitFor(() => expect(intell().some((b) => b.band === '保' && b.order === 'line')).toBe(true));
    // The counts stay those of the whole screen under a filter.
    await u.click(screen.getByRole('radio', { name: '稳 5' }));
    await waitFor(() => expect(intell().some((b) => b.band === '稳')).toBe(true));
    expect(screen.getByRole('radio', { name: '保 10' })).toBeTruthy();
    // They were asked once (one row of the unfiltered screen), not again for each filter or order.
    expect(intell().filter((b) => b.pageSize === '1')).toEqual([expect.not.objectContaining({ band: expect.anything() })]);

    // One-key fill reads every row by line, whatever the table's filter and order.
    await u.click(screen.getByRole('button', { name: '一键填报' }));
    await waitFor(() => expect(intell().some((b) => b.order === 'line' && b.band === undefined && b.pageSize === '500')).toBe(true));
    await u.keyboard('{Escape}');

    await act(() => router.navigate(-3));
    await waitFor(() => expect((screen.getByRole('radio', { name: /^全部 \d+$/ }) as HTMLInputElement).checked).toBe(true));
  });
});

describe('given the 首次招生院校 tab', () => {
  it('should say the plan holds no first-time college when the unfiltered search finds none, and not after a filtered one', async () => {
    const seen = fakeServer({
      '/api/Volunteer/currentCount': () => ok({ count: 0 }),
      '/api/Volunteer/college_screen': () => ok({ list: [], count: 0 }),
      '/api/Volunteer/college_result_screen': () => ok({ list: [], count: 0 }),
    });
    const u = userEvent.setup();
    renderAt('/Volunteer?n=3');
    expect(await screen.findByText(MSG.noFirstTimeColleges)).toBeTruthy();
    expect(seen.find((s) => s.path === '/api/Volunteer/college_screen')?.body.shouciZhao).toBe('是');

    await u.type(screen.getByLabelText('院校名称'), '清华');
    await u.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(seen.some((s) => s.path === '/api/Volunteer/college_screen' && s.body.collegeName === '清华')).toBe(true));
    await waitFor(() => expect(screen.queryByText(MSG.noFirstTimeColleges)).toBeNull());
  });

  it('should not say so on 按院校查询, nor when the plan has first-time colleges', async () => {
    fakeServer({
      '/api/Volunteer/currentCount': () => ok({ count: 0 }),
      '/api/Volunteer/college_screen': (body) => (body.shouciZhao === '是' ? ok({ list: rows(2), count: 2 }) : ok({ list: [], count: 0 })),
      '/api/Volunteer/college_result_screen': () => ok({ list: [], count: 0 }),
    });
    const u = userEvent.setup();
    renderAt('/Volunteer?n=2');
    await screen.findByRole('form', { name: '按院校查询' });
    await waitFor(() => expect(screen.queryByRole('button', { name: '查询' })).not.toBeNull());
    expect(screen.queryByText(MSG.noFirstTimeColleges)).toBeNull();
    await u.click(screen.getByRole('tab', { name: '首次招生院校' }));
    expect(await screen.findByText('院校0')).toBeTruthy();
    expect(screen.queryByText(MSG.noFirstTimeColleges)).toBeNull();
  });
});

describe('given one-key fill’s own range', () => {
  it('should start at the screen’s band, read the range typed in the dialog, and state that range’s counts', async () => {
    // Score 560, one row per line from 420 to 720: the server answers the rows whose line lies in the range asked.
    const lines = Array.from({ length: 301 }, (_, i) => 420 + i);
    const seen = fakeServer({
      '/api/Volunteer/currentCount': () => ok({ count: 0 }),
      '/api/Volunteer/college_intell_screen': (body) => {
        const up = Number(body.up_score);
        const down = Number(body.down_score);
        const inRange = lines.filter((l) => l <= 560 + up && l >= 560 - down);
        const start = (Number(body.page) - 1) * Number(body.pageSize);
        const list = inRange.slice(start, start + Number(body.pageSize)).map((l) => ({ code: `C${l}`, specialty_code: 'M', collegeName: `院校${l}`, specialty_title: '专业', yugu_score: l }));
        return ok({ list, count: inRange.length });
      },
      '/api/Volunteer/college_result_screen': () => ok({ list: [], count: 0 }),
    });
    const u = userEvent.setup();
    renderAt('/Volunteer?up=30&down=40');
    await u.click(await screen.findByRole('button', { name: '一键填报' }));
    const dialog = await screen.findByRole('dialog', { name: '一键填报' });
    await u.click(within(dialog).getByRole('radio', { name: '按冲稳保比例' }));
    // The screen's band: 冲 561–590 (30), 稳 545–560 (16), 保 520–544 (25).
    await within(dialog).findByText('可填报：冲 30 个 · 稳 16 个 · 保 25 个');
    expect((within(dialog).getByLabelText('高于我的分数不超过（分）') as HTMLInputElement).value).toBe('30');

    const up = within(dialog).getByLabelText('高于我的分数不超过（分）');
    await u.clear(up);
    await u.type(up, '10');
    await within(dialog).findByText('可填报：冲 10 个 · 稳 16 个 · 保 25 个', {}, { timeout: 3000 });
    expect(seen.some((s) => s.path === '/api/Volunteer/college_intell_screen' && s.body.up_score === '10' && s.body.down_score === '40' && s.body.order === 'line')).toBe(true);

    // An empty side is refused with the domain's message, and nothing is read or filled.
    const before = seen.length;
    await u.clear(within(dialog).getByLabelText('低于我的分数不超过（分）'));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MSG.rangeNotNumeric);
    await u.click(within(dialog).getByRole('button', { name: '确定' }));
    await new Promise((r) => setTimeout(r, 500));
    expect(seen.slice(before).filter((s) => s.path !== '/api/Volunteer/currentCount')).toEqual([]);
  });
});

describe('given a 填报 whose answer does not arrive', () => {
  /** The server's wish list: the units it holds, whatever the page was told. */
  function holdingServer(add: (body: Record<string, string>, held: Set<string>) => unknown) {
    const held = new Set<string>();
    const seen = fakeServer({
      '/api/Volunteer/currentCount': () => ok({ count: 10 + held.size }),
      '/api/Volunteer/college_intell_screen': () =>
        ok({ list: rows(3).map((r) => ({ ...r, is_result: held.has(r.code) ? 1 : 0 })), count: 3, chong_count: 0, wen_count: 0, bao_count: 3 }),
      '/api/Volunteer/college_result_screen': () => ok({ list: [], count: 0 }),
      '/api/VolunteerResult/add': (body) => add(body, held),
    });
    return seen;
  }
  const badge = () => screen.getByRole('tab', { name: /志愿单/ }).textContent;

  it('should read the list again after a time-out, showing the row the server kept (移除, 11/96), not 填报 and 10/96', async () => {
    holdingServer((body, held) => {
      held.add(body.code ?? '');
      // The server kept the row; its answer never reached the page.
      throw new TypeError('Failed to fetch');
    });
    const u = userEvent.setup();
    renderAt('/Volunteer');
    await waitFor(() => expect(badge()).toContain('（10/96）'));
    await u.click(await screen.findByRole('button', { name: '填报 院校0 专业0' }));
    expect(await screen.findByRole('button', { name: '移除 院校0 专业0' })).toBeTruthy();
    await waitFor(() => expect(badge()).toContain('（11/96）'));
  });

  it('should send the same idempotency key when 填报 is pressed again after a time-out, and a new one after an answer', async () => {
    let attempt = 0;
    const seen = holdingServer((body, held) => {
      attempt++;
      if (attempt === 1) throw new TypeError('Failed to fetch');
      held.add(body.code ?? '');
      return ok({ volunteer_result_id: 40 + attempt }, { msg: MSG.addedToList });
    });
    const u = userEvent.setup();
    renderAt('/Volunteer');
    await u.click(await screen.findByRole('button', { name: '填报 院校0 专业0' }));
    await u.click(await screen.findByRole('button', { name: '填报 院校0 专业0' }));
    expect(await screen.findByRole('button', { name: '移除 院校0 专业0' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '填报 院校1 专业1' }));
    await screen.findByRole('button', { name: '移除 院校1 专业1' });
    const keys = seen.filter((s) => s.path === '/api/VolunteerResult/add').map((s) => s.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe('given season replies that say what their data is', () => {
  const years = { ming_year: 2025, current_year: 2024, qu_year: 2023, qian_year: 2022 };
  // Rows with a line in each of the three years: without `data_years`, the label reads the years from the rows.
  const rows = (n: number): ResultRow[] =>
    baseRows(n).map((r) => ({ ...r, current_year_min_score: 600, qu_year_min_score: 590, qian_year_min_score: 580 }));
  const tagged = (dataset: 'demo' | 'real') =>
    fakeServer({
      '/api/Volunteer/currentCount': () => ok({ count: 1 }),
      '/api/Volunteer/college_intell_screen': () => ok({ list: rows(3), count: 3, object: years, dataset }),
      '/api/Volunteer/college_screen': () => ok({ list: rows(3), count: 3, object: years, dataset }),
      '/api/Volunteer/college_search_screen': () => ok({ list: rows(3), count: 3, object: years, dataset }),
      '/api/Volunteer/college_result_screen': () => ok({ list: rows(1), count: 1, object: years, dataset }),
      '/api/Volunteer/getOnequarter': () => ok({ seat: [], score_num: [], dataset }),
    });
  const panel = () => screen.getByRole('tabpanel');
  // A real note is a label that opens its publications: its text is the label's.
  const notes = (root: HTMLElement) => within(root).queryAllByRole('note').map((n) => (n.querySelector('summary') ?? n).textContent);

  it('should show 演示数据 in the header, on each tab and in the report when the data is demo', async () => {
    tagged('demo');
    const u = userEvent.setup();
    renderAt('/Volunteer');
    const header = screen.getByRole('banner');
    await waitFor(() => expect(notes(header)).toEqual([MSG.demoDataNotice]));
    for (const name of ['智能推荐专业', '按院校查询', '首次招生院校', /志愿单/]) {
      await u.click(screen.getByRole('tab', { name }));
      await waitFor(() => expect(notes(panel())).toEqual([MSG.demoDataNotice]));
    }
    await u.click(screen.getByRole('button', { name: '查看报告' }));
    const report = await screen.findByRole('article', { name: '志愿报告' });
    await waitFor(() => expect(notes(report)).toEqual([MSG.demoDataNotice]));
    // Printed, the note is in every page's top margin (volunteer.css @top-center reads this property).
    expect(document.documentElement.style.getPropertyValue('--gk-print-note')).toBe(JSON.stringify(MSG.demoDataNotice));
    await u.click(screen.getByRole('button', { name: '返回志愿单' }));
    expect(document.documentElement.style.getPropertyValue('--gk-print-note')).toBe('');
  });

  it('should show the plan’s 演示数据 notice on tab 1 before its own reply arrives, so nothing is pushed down when it does', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    fakeServer({
      '/api/Volunteer/currentCount': () => ok({ count: 0 }),
      '/api/Volunteer/college_intell_screen': async () => {
        await held;
        return ok({ list: rows(3), count: 3, object: years, dataset: 'demo' });
      },
      '/api/Volunteer/college_result_screen': () => ok({ list: [], count: 0, object: years, dataset: 'demo' }),
    });
    renderAt('/Volunteer');
    await waitFor(() => expect(notes(screen.getByRole('banner'))).toEqual([MSG.demoDataNotice]));
    // Tab 1's screen is still on its way: the notice stands already, in the place its own will take.
    await waitFor(() => expect(notes(panel())).toEqual([MSG.demoDataNotice]));
    expect(within(panel()).queryAllByRole('button', { name: /^填报 / })).toHaveLength(0);
    answer();
    await waitFor(() => expect(within(panel()).getAllByRole('button', { name: /^填报 / }).length).toBeGreaterThan(0));
    expect(notes(panel())).toEqual([MSG.demoDataNotice]);
  });

  it('should name the years the real data holds, not the years its columns are named for (江苏: 2023–2024 of 2022–2024)', async () => {
    const held = { ...years, data_years: [2023, 2024] };
    fakeServer({
      '/api/Volunteer/currentCount': () => ok({ count: 1 }),
      '/api/Volunteer/college_intell_screen': () => ok({ list: rows(3), count: 3, object: held, dataset: 'real' }),
      '/api/Volunteer/college_result_screen': () => ok({ list: rows(1), count: 1, object: held, dataset: 'real' }),
    });
    renderAt('/Volunteer');
    await waitFor(() => expect(notes(screen.getByRole('banner'))).toEqual(['真实数据：2023–2024年录取数据']));
    await waitFor(() => expect(notes(panel())).toEqual(['真实数据：2023–2024年录取数据']));
  });

  it('should name real data and its years instead, and show no 演示数据', async () => {
    tagged('real');
    const u = userEvent.setup();
    renderAt('/Volunteer');
    await waitFor(() => expect(notes(screen.getByRole('banner'))).toEqual(['真实数据：2022–2024年录取数据']));
    await waitFor(() => expect(notes(panel())).toEqual(['真实数据：2022–2024年录取数据']));
    await u.click(screen.getByRole('tab', { name: /志愿单/ }));
    await u.click(await screen.findByRole('button', { name: '查看报告' }));
    const report = await screen.findByRole('article', { name: '志愿报告' });
    await waitFor(() => expect(notes(report)).toEqual(['真实数据：2022–2024年录取数据']));
    expect(document.body.textContent).not.toContain('演示数据');
  });
});

describe('given a real tab 1 that says what it rests on', () => {
  it('should say 依据2025年投档线、2026年一分一段 and open the publications of those lines and that table', async () => {
    // The server names the years its slice holds (data_years): the label and the publications asked follow them.
    const years = { ming_year: 2027, current_year: 2025, qu_year: 2024, qian_year: 2023, data_years: [2023, 2024, 2025] };
    const pub = (kind: string, year: number, title: string) => ({
      source_id: `${kind}-${year}`,
      province: '河北',
      year,
      group_d: '物理类',
      kind,
      title,
      publisher: '河北省教育考试院',
      url: `https://www.hebeea.edu.cn/${kind}/${year}.html`,
      date: '',
    });
    const seen = fakeServer({
      '/api/Volunteer/currentCount': () => ok({ count: 1 }),
      '/api/Volunteer/college_intell_screen': () => ok({ list: rows(3), count: 3, object: years, dataset: 'real', ratings_dataset: 'demo', basis: { lines: 2025, table: 2026 } }),
      '/api/Volunteer/college_result_screen': () => ok({ list: rows(1), count: 1, object: years, dataset: 'real' }),
      '/api/DataSource/of': (b) =>
        ok(
          b.kind === 'lines' && b.year === '2025'
            ? [pub('lines', 2025, '河北省2025年普通高校招生本科批投档情况')]
            : b.kind === 'rank-table' && b.year === '2026'
              ? [pub('rank-table', 2026, '河北省2026年普通高考成绩一分一段表')]
              : [],
        ),
    });
    const u = userEvent.setup();
    renderAt('/Volunteer');
    const panel = screen.getByRole('tabpanel');
    const label = await within(panel).findByText(/依据2025年投档线、2026年一分一段/);
    await waitFor(() => expect(label.textContent).toBe('真实数据：2023–2025年录取数据（依据2025年投档线、2026年一分一段）（出处 2）'));
    // The generated ratings inside this 真实数据 table say what they are (ratings_dataset: demo).
    expect(within(panel).getByRole('columnheader', { name: '学科评估（演示数据）' })).toBeTruthy();
    await u.click(label);
    const items = within(within(panel).getByRole('list', { name: '数据出处' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('河北省教育考试院：河北省2025年普通高校招生本科批投档情况'),
      expect.stringContaining('河北省教育考试院：河北省2026年普通高考成绩一分一段表'),
    ]);
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe('https://www.hebeea.edu.cn/rank-table/2026.html');
    // The plan's province and group are asked, for each year shown and the table's year.
    const asked = seen.filter((x) => x.path === '/api/DataSource/of').map((x) => `${x.body.province}|${x.body.group_d}|${x.body.kind}|${x.body.year}`);
    expect(new Set(asked)).toEqual(new Set(['河北|物理类|lines|2023', '河北|物理类|lines|2024', '河北|物理类|lines|2025', '河北|物理类|rank-table|2026']));
  });
});

describe('given a province whose units are 院校专业组 (江苏)', () => {
  const years = { ming_year: 2025, current_year: 2024, qu_year: 2023, qian_year: 2022 };
  const groups = (n: number): ResultRow[] =>
    Array.from({ length: n }, (_, i) => {
      const g = String(i + 1).padStart(2, '0');
      return { code: `41340103${i}`, specialty_code: g, group_code: g, collegeName: `院校${i}`, specialty_title: `${g}专业组`, yugu_score: 600 + i };
    });

  it('should call the units 专业组 in the tab table and in the printed report', async () => {
    fakeServer({
      '/api/Volunteer/currentCount': () => ok({ count: 2 }),
      '/api/Volunteer/college_intell_screen': () => ok({ list: groups(3), count: 3, object: years, dataset: 'real' }),
      '/api/Volunteer/college_result_screen': () => ok({ list: [{ ...groups(1)[0]!, group_majors: ['计算机科学与技术', '软件工程'] }, ...groups(2).slice(1)], count: 2, object: years, dataset: 'real' }),
      '/api/Volunteer/getOnequarter': () => ok({ seat: [], score_num: [], dataset: 'real' }),
    });
    const u = userEvent.setup();
    const router = createMemoryRouter([{ path: '/Volunteer', element: <Workspace plan={{ ...plan, province: '江苏' }} /> }], { initialEntries: ['/Volunteer'] });
    renderWithQuery(<RouterProvider router={router} />);
    expect(await screen.findByRole('columnheader', { name: /^专业组/ })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: /^专业$/ })).toBeNull();
    // 江苏's 本科批 form holds 40 groups: the tab counts against 40, not 96.
    await waitFor(() => expect(screen.getByRole('tab', { name: /志愿单/ }).textContent).toContain('（2/40）'));
    await u.click(screen.getByRole('tab', { name: /志愿单/ }));
    await u.click(await screen.findByRole('button', { name: '查看报告' }));
    const report = await screen.findByRole('article', { name: '志愿报告' });
    await waitFor(() => expect(within(report).getAllByRole('row').length).toBe(3));
    const heads = within(report).getAllByRole('columnheader').map((h) => h.textContent);
    expect(heads).toContain('专业组');
    expect(heads).not.toContain('专业');
    expect(within(report).getByText('01专业组')).toBeTruthy();
    expect(within(report).getByText('含：计算机科学与技术、软件工程')).toBeTruthy();
  });
});

describe('given a filtered wish list', () => {
  it('should judge 志愿表体检 on the whole list, not on the rows the filter shows', async () => {
    // Score 560: rows 1–3 are 冲 (600+), rows 4–8 are 保 (500–504); the filter 院校=冲校 returns only the 冲 rows.
    const whole: ResultRow[] = [
      ...[601, 602, 603].map((line, i) => ({ code: `H${i}`, specialty_code: 'M', collegeName: `冲校${i}`, specialty_title: '专业', yugu_score: line, sort_id: i + 1, volunteer_result_id: i + 1, is_result: 1 })),
      ...[504, 503, 502, 501, 500].map((line, i) => ({ code: `B${i}`, specialty_code: 'M', collegeName: `保校${i}`, specialty_title: '专业', yugu_score: line, sort_id: i + 4, volunteer_result_id: i + 4, is_result: 1 })),
    ] as ResultRow[];
    fakeServer({
      '/api/Volunteer/currentCount': () => ok({ count: whole.length }),
      '/api/Volunteer/college_result_screen': (body) =>
        ok({ list: body.collegeName ? whole.filter((r) => String(r.collegeName).includes(String(body.collegeName))) : whole, count: whole.length }),
    });
    const u = userEvent.setup();
    renderAt('/Volunteer?n=4');
    const findings = async () => (await screen.findByRole('region', { name: '志愿表体检' })).textContent ?? '';
    await waitFor(async () => expect(await findings()).toContain('相差'));
    expect(await findings()).not.toContain('全部是');

    await u.type(screen.getByRole('textbox', { name: '院校' }), '冲校');
    await u.click(screen.getByRole('button', { name: '筛选' }));
    await waitFor(() => expect(screen.getAllByRole('row').length).toBe(4));
    const text = await findings();
    expect(text).not.toContain('全部是');
    expect(text).not.toContain('没有“保”');
  });
});

describe('given real lines beside generated ratings (ratings_dataset demo) and facts nobody has', () => {
  it('should say under the special-major screen that 国家特色专业 and 双一流建设学科 are 演示数据', async () => {
    fakeServer({
      '/api/Volunteer/currentCount': () => ok({ count: 0 }),
      '/api/Volunteer/college_intell_screen': () => ok({ list: rows(3), count: 3, dataset: 'real', ratings_dataset: 'demo' }),
      '/api/Volunteer/college_result_screen': () => ok({ list: [], count: 0 }),
      '/api/Mojor/screenFind': () => ok({}),
      '/api/Mojor/teshuList': () => ok([{ id: 1, name: '国家特色专业' }, { id: 2, name: '双一流建设学科' }]),
      '/api/Mojor/selectMajorForm': () => ok([]),
    });
    const u = userEvent.setup();
    renderAt('/Volunteer');
    await within(screen.getByRole('tabpanel')).findByRole('columnheader', { name: '学科评估（演示数据）' });
    await u.click(screen.getByRole('button', { name: '专业筛选' }));
    const special = await screen.findByRole('region', { name: '特殊专业' });
    expect(within(special).getByText(MSG.generatedSpecialScreen)).toBeTruthy();
  });

  it('should leave out of the college filter the 办学性质 no college has, saying 暂无数据', async () => {
    fakeServer({
      '/api/Volunteer/currentCount': () => ok({ count: 0 }),
      '/api/Volunteer/college_intell_screen': () => ok({ list: rows(3), count: 3, dataset: 'real', ratings_dataset: 'demo' }),
      '/api/Volunteer/college_result_screen': () => ok({ list: [], count: 0 }),
      '/api/Mojor/screenFind': () => ok({}),
      '/api/Admin.Config/dictionary': () => ok({ batch_arr: [], college_natures: ['公办', '民办', '解放军院校', '中外合作办学'] }),
    });
    const u = userEvent.setup();
    renderAt('/Volunteer');
    await within(screen.getByRole('tabpanel')).findByRole('columnheader', { name: '学科评估（演示数据）' });
    await u.click(screen.getByRole('button', { name: '院校筛选' }));
    const attributes = await screen.findByRole('region', { name: '办学性质' });
    await waitFor(() => expect(attributes.textContent).toContain('暂无数据：独立学院、内地与港澳台地区合作办学'));
    expect(within(attributes).queryByRole('checkbox', { name: '独立学院' })).toBeNull();
    expect(within(attributes).getByRole('checkbox', { name: '民办' })).toBeTruthy();
  });
});

describe('given a phone-wide workspace (the results box narrower than 640 px)', () => {
  /** Every box measures `width` px wide: happy-dom lays nothing out, ResultTable's layout="auto" reads this. */
  const boxesAre = (width: number) =>
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ x: 0, y: 0, top: 0, left: 0, bottom: 600, right: width, width, height: 600, toJSON: () => ({}) } as DOMRect);
  const listed = rows(3).map((r, i) => ({ ...r, sort_id: i + 1, volunteer_result_id: i + 1, is_result: 1 })) as ResultRow[];
  function phoneServer() {
    return fakeServer({
      '/api/Volunteer/currentCount': () => ok({ count: 3 }),
      '/api/Volunteer/college_intell_screen': () => ok({ list: rows(10), count: 10, chong_count: 0, wen_count: 0, bao_count: 10 }),
      '/api/Volunteer/college_result_screen': () => ok({ list: listed, count: 3 }),
    });
  }

  it('should show tab 1’s results as cards, each with its band and 填报, and no grid', async () => {
    boxesAre(375);
    phoneServer();
    renderAt('/Volunteer');
    const list = await screen.findByRole('list', { name: '智能推荐专业' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    expect(screen.queryByRole('grid')).toBeNull();
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.querySelector('[data-band]')?.textContent).toBe('保');
    expect(within(first).getByRole('button', { name: '填报 院校0 专业0' })).toBeTruthy();
  });

  it('should show the wish list as cards with their 序号 and 移除', async () => {
    boxesAre(375);
    phoneServer();
    renderAt('/Volunteer?n=4');
    const list = await screen.findByRole('list', { name: '志愿单' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const second = within(list).getAllByRole('listitem')[1] as HTMLElement;
    expect(within(second).getByTitle('序号').textContent).toBe('2');
    expect(within(second).getByRole('button', { name: '移除 院校1 专业1' })).toBeTruthy();
  });

  it('should keep the table when the box is wide (a desktop)', async () => {
    boxesAre(1200);
    phoneServer();
    renderAt('/Volunteer');
    expect(await screen.findByRole('grid', { name: '智能推荐专业' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: '智能推荐专业' })).toBeNull();
  });
});

describe('given 位次分数图', () => {
  it('should read 冲/稳/保 by 位次 in the table the rows’ 位次 come from, at the plan’s score', async () => {
    // 600 and above: 30 (the top bucket); 599 … 500: 10 each. At 560: rank(561) = 30 + 10·39 = 420, rank(545) = 580.
    const lines = [{ score: 600, num: 30 }, ...Array.from({ length: 100 }, (_, i) => ({ score: 599 - i, num: 10 }))];
    let cumulative = 0;
    const seat = lines.map((l) => ({ score: l.score, seat: (cumulative += l.num) }));
    fakeServer({
      '/api/Volunteer/currentCount': () => ok({ count: 0 }),
      '/api/Volunteer/college_intell_screen': () => ok({ list: rows(3), count: 3 }),
      '/api/Volunteer/college_result_screen': () => ok({ list: [], count: 0 }),
      '/api/Volunteer/getOnequarter': () => ok({ seat, score_num: lines }),
    });
    const u = userEvent.setup();
    renderAt('/Volunteer');
    await u.click(await screen.findByRole('button', { name: '位次分数图' }));
    const dialog = await screen.findByRole('dialog', { name: '位次分数图' });
    await within(dialog).findByText('按位次看：预估线位次在 420 名以内为冲，421–580 名为稳，580 名以后为保（与每行的位次同一张一分一段表）。');
  });
});

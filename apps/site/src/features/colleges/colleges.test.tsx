import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MSG, ROLE } from 'gaokao-domain';
import { fakeServer, ok, type Seen } from '../../../test/fake-server';
import { user } from '../../../test/fixtures';
import { renderWithQuery, signedIn } from '../../../test/render';
import { CollegeLibrary } from './components/college-library';
import { CollegeDetailPage } from './components/college-detail';
import { readSchoolParams, writeSchoolParams } from './model/url-state';
import { collegeYearLines, historySeries } from './model/history';
import { feedback, resetFeedback } from '../../stores/feedback-store';

afterEach(() => {
  vi.unstubAllGlobals();
  resetFeedback();
  document.cookie = 'province=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const row = (id: number, extra: Record<string, unknown> = {}) => ({
  collegiate_id: id,
  collegeName: `测试大学${id}`,
  collegeProvince: '河北',
  collegeCity: '石家庄市',
  collegeAdmin: '河北省',
  collegeLevel: '本科',
  collegeType: '理工',
  collegeNature: '公办',
  is985: id === 1 ? '是' : '否',
  is211: '否',
  two_yiliu: '否',
  ruan_pai: id,
  xiaoyou_paiming: null,
  tw0_jianshe: ['数学', '物理学'],
  tese_major: [],
  one_baoyan_lv: 0.1234,
  two_baoyan_lv: null,
  three_baoyan_lv: '0.5',
  ...extra,
});

function listServer(reply: (body: Record<string, string>) => unknown = (b) => ok({ total: 250, current: Number(b.page), data: [row(Number(b.page) * 1000 + 1, { is985: '是' }), row(2)] })) {
  return fakeServer({
    '/api/Colleges/index': reply,
    '/api/MemberUser/detail': () => ok(user()),
  });
}

function renderAt(path: string, role?: 1 | 2 | 3, extra: Partial<Parameters<typeof user>[0]> = {}) {
  const router = createMemoryRouter(
    [
      { path: '/School', element: <CollegeLibrary /> },
      { path: '/SchoolDetail', element: <CollegeDetailPage /> },
      { path: '/MajorDetail', element: <p>专业详情页</p> },
    ],
    { initialEntries: [path] },
  );
  const client = role ? signedIn(user({ role, ...extra })) : undefined;
  renderWithQuery(<RouterProvider router={router} />, client);
  return router;
}

const lastList = (seen: Seen[]) => seen.filter((s) => s.path === '/api/Colleges/index').at(-1)?.body;

describe('given the /School address', () => {
  it('should read the view, filters and page, and start again at page 1 when a filter changes', () => {
    const q = new URLSearchParams('n=shuangyiliu&i=6&name=北京&major=数学&province=北京&page=3');
    const p = readSchoolParams(q);
    expect([p.view.type, p.i, p.name, p.major, p.province, p.page]).toEqual([11, '6', '北京', '数学', '北京', 3]);
    expect(writeSchoolParams(q, { page: 4 }).get('page')).toBe('4');
    const next = writeSchoolParams(q, { level: '本科' });
    expect([next.get('level'), next.get('page'), next.get('n'), next.get('i')]).toEqual(['本科', null, 'shuangyiliu', '6']);
    // The same value is no change: the page stays.
    expect(writeSchoolParams(q, { province: '北京' }).get('page')).toBe('3');
    // A view without a major search ignores `major`.
    expect(readSchoolParams(new URLSearchParams('n=paihang&major=数学')).major).toBe('');
    expect(readSchoolParams(new URLSearchParams('n=unknown')).view.key).toBe('all');
  });
});

describe('given the college library', () => {
  it('should ask the default view 100 a page and link each college to its detail', async () => {
    const seen = listServer();
    renderAt('/School');
    const link = await screen.findByRole('link', { name: '测试大学1001' });
    expect(link.getAttribute('href')).toBe('/SchoolDetail?n=1001&fromList=1');
    expect(lastList(seen)).toMatchObject({ page: '1', limit: '100', type: '1', collegeName: '', collegeProvince: '' });
    expect(screen.getByRole('heading', { level: 1, name: '院校库' })).toBeTruthy();
    // The 985 tag on the row that has it only.
    expect(within(link.closest('tr')!).getByText('985')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: '测试大学2' }).closest('tr')!).queryByText('985')).toBeNull();
  });

  it('should filter by province, level and nature, each returning to page 1; type has no data and no filter', async () => {
    const seen = listServer();
    const router = renderAt('/School?page=2');
    await screen.findByRole('link', { name: '测试大学2001' });
    expect(lastList(seen)?.page).toBe('2');
    const u = userEvent.setup();
    await u.selectOptions(screen.getByLabelText('省份'), '北京');
    await waitFor(() => expect(lastList(seen)).toMatchObject({ collegeProvince: '北京', page: '1' }));
    expect(router.state.location.search).toBe('?province=%E5%8C%97%E4%BA%AC');
    await u.selectOptions(screen.getByLabelText('层次'), '专科');
    await waitFor(() => expect(lastList(seen)).toMatchObject({ collegeLevel: '专科', collegeProvince: '北京' }));
    await u.selectOptions(screen.getByLabelText('性质'), '民办');
    await waitFor(() => expect(lastList(seen)?.collegeNature).toBe('民办'));
    // No source holds a college's type (a type guessed from the name typed 吉林大学 农林): no filter, a note instead.
    expect(screen.queryByLabelText('类型')).toBeNull();
    expect(screen.getByText(/类型：暂无数据/)).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '类型' })).toBeNull();
    await u.type(screen.getByLabelText('院校名称'), '师范');
    await u.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(lastList(seen)?.collegeName).toBe('师范'));
    expect(lastList(seen)?.page).toBe('1');
    expect(lastList(seen)?.collegeType).toBeUndefined();
  });

  it('should say 最多输入100个字 for a name of 101 characters and send nothing (no 加载失败 for a search never made)', async () => {
    const seen = listServer();
    renderAt('/School');
    await screen.findByRole('link', { name: '测试大学1001' });
    const before = seen.length;
    const u = userEvent.setup();
    await u.click(screen.getByLabelText('院校名称'));
    await u.paste('大'.repeat(101));
    await u.click(screen.getByRole('button', { name: '搜索' }));
    expect(screen.getByText('最多输入100个字')).toBeTruthy();
    expect(seen).toHaveLength(before);
  });

  it('should mark a 性质 no college has (独立学院 …) 暂无数据 and not offer it, from the dictionary', async () => {
    fakeServer({
      '/api/Colleges/index': () => ok({ total: 1, current: 1, data: [row(2)] }),
      '/api/Admin.Config/dictionary': () => ok({ batch_arr: [], college_natures: ['公办', '民办', '解放军院校', '中外合作办学'] }),
    });
    renderAt('/School');
    await screen.findByRole('link', { name: '测试大学2' });
    const nature = screen.getByLabelText('性质');
    await waitFor(() => expect(within(nature).getByRole('option', { name: '独立学院（暂无数据）' })).toHaveProperty('disabled', true));
    expect(within(nature).getByRole('option', { name: '内地与港澳台地区合作办学（暂无数据）' })).toHaveProperty('disabled', true);
    expect(within(nature).getByRole('option', { name: '民办' })).toHaveProperty('disabled', false);
  });

  it('should page by the pagination, keeping the filters', async () => {
    const seen = listServer();
    renderAt('/School?n=paihang&province=河北');
    await screen.findByRole('link', { name: '测试大学1001' });
    expect(screen.getByRole('columnheader', { name: '软科排名' })).toBeTruthy();
    const u = userEvent.setup();
    const nav = screen.getByRole('navigation', { name: '院校分页' });
    await u.click(within(nav).getByRole('button', { name: /下一页/ }));
    await waitFor(() => expect(lastList(seen)).toMatchObject({ page: '2', type: '4', collegeProvince: '河北' }));
    expect(await screen.findByRole('link', { name: '测试大学2001' })).toBeTruthy();
  });

  it('should offer the major search on 双一流 and send it as majorName', async () => {
    const seen = listServer();
    renderAt('/School?n=shuangyiliu');
    await screen.findByRole('link', { name: '测试大学1001' });
    expect(screen.getByRole('columnheader', { name: '双一流建设学科' })).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: '数学、物理学' })).toHaveLength(2);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('双一流学科'), '数学');
    await u.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(lastList(seen)).toMatchObject({ type: '11', majorName: '数学' }));
  });

  it('should not offer the major search on other views', async () => {
    listServer();
    renderAt('/School?n=zhongwai');
    await screen.findByRole('link', { name: '测试大学1001' });
    expect(screen.queryByLabelText('专业名称')).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it.each([
    { who: 'a VIP', role: ROLE.vip, shown: ['12.34%', '--', '50.00%'] },
    { who: 'an agent', role: ROLE.agent, shown: ['12.34%', '--', '50.00%'] },
    { who: 'a free member', role: ROLE.free, shown: ['0.1234', '--', '0.5'] },
  ])('should show $who the bao-yan rates by the domain rule', async ({ role, shown }) => {
    listServer();
    renderAt('/School?n=baoyan', role);
    const link = await screen.findByRole('link', { name: '测试大学1001' });
    const cells = within(link.closest('tr')!).getAllByRole('cell').slice(-3).map((c) => c.textContent);
    expect(cells).toEqual(shown);
  });

  it('should show the server’s partial-data note to non-VIP viewers', async () => {
    listServer(() => ok({ total: 20, total_all: 900, data: [row(1)], limited: true, tip: MSG.nonVipPartialData }));
    renderAt('/School?n=tuimian', ROLE.free);
    expect(await screen.findByText('非VIP会员仅展示部分数据')).toBeTruthy();
  });

  it('should say 暂无数据 for an empty list', async () => {
    listServer(() => ok({ total: 0, data: [] }));
    renderAt('/School?name=不存在');
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '院校分页' })).toBeNull();
  });
});

const DETAIL = {
  ...row(7),
  collegeName: '燕赵大学',
  collage_logo: 'data:image/svg+xml,x',
  college_info: '第一段\n第二段',
  is985: '是',
  is211: '是',
  two_yiliu: '是',
  yanjiuY: '否',
  qiangji: '是',
  isBao: 1,
  shizi_li: '',
  youshi: '数学、物理',
  shuoshiNum: 12,
  boshiNum: 0,
  ajia_major: ['数学'],
  as_major: [],
  major: [
    { specialty_title: '数学与应用数学', mojor_id: 55 },
    { specialty_title: '理科试验班', mojor_id: 0 },
  ],
  gw_url: 'https://www.example.edu.cn',
  zhaosheng_url: 'javascript:alert(1)',
  phone: '',
  email: '',
  address_detail: '',
  vr: '',
  history_province: '河北',
  dangnian: [
    { year: 2024, batch: '本科批', group_d: '物理类', specialty_title: '数学', min_score: 600, min_rank: 9000 },
    { year: 2024, batch: '本科批', group_d: '物理类', specialty_title: '物理', min_score: 590, min_rank: 11000 },
  ],
  qunian: [{ year: 2023, batch: '本科批', group_d: '物理类', specialty_title: '数学', min_score: 595, min_rank: 9800 }],
  qiannian: [],
  dataset: 'demo',
};

describe('given a college detail', () => {
  it('should show every section, saying which have no data, and the history as a chart with its table', async () => {
    const seen = fakeServer({ '/api/Colleges/getCollegeDetail': () => ok(DETAIL), '/api/ContantUser/index': () => ok([]) });
    renderAt('/SchoolDetail?n=7&isCha=1', ROLE.vip, { zhiyuan: { province: '河北', score: 600, batch: '本科批', group_d: '物理类', subject: '物理,化学,生物' } });
    expect(await screen.findByRole('heading', { level: 1, name: '燕赵大学' })).toBeTruthy();
    expect(seen.find((s) => s.path === '/api/Colleges/getCollegeDetail')?.body).toMatchObject({ collegiate_id: '7', isCha: '1', province: '河北' });
    expect(within(screen.getByRole('list', { name: '院校特色' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['985', '211', '双一流', '强基计划', '推免资格']);
    // Newlines as line breaks.
    expect(screen.getByText(/第一段/).innerHTML).toBe('第一段<br>第二段');
    expect(screen.getByText('暂无师资力量数据')).toBeTruthy();
    expect(screen.getByText('暂无联系方式数据')).toBeTruthy();
    expect(screen.getByText('暂无咨询客服数据')).toBeTruthy();
    // A zero count is no data, never 0.
    const programmes = screen.getByRole('heading', { name: '硕博点' }).closest('section')!;
    expect(within(programmes).getByText('12')).toBeTruthy();
    expect(within(programmes).getByText('暂无数据')).toBeTruthy();
    // Grades, majors (linked when in the catalogue), safe outside links only.
    expect(screen.getByRole('rowheader', { name: 'A+' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '数学与应用数学' }).getAttribute('href')).toBe('/MajorDetail?n=55');
    expect(screen.queryByRole('link', { name: '理科试验班' })).toBeNull();
    expect(screen.getByRole('link', { name: '访问官网' }).getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: /招生章程|查看招生简章/ })).toBeNull();
    // The history: one line per year and group, lowest major line, as chart and table.
    expect(screen.getByRole('heading', { name: '历年录取（河北）' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /河北历年录取最低分/ })).toBeTruthy();
    const table = screen.getByRole('table', { name: '河北历年录取数据' });
    expect([...table.querySelectorAll('tbody tr')].map((r) => r.textContent)).toEqual(['2024本科批物理类590110002', '2023本科批物理类59598001']);
    expect(screen.getByText(/演示数据/)).toBeTruthy();
  });

  it('should say real admission lines are real under a detail that is 演示数据 for its rankings', async () => {
    const seen = fakeServer({
      '/api/Colleges/getCollegeDetail': () => ok({ ...DETAIL, history_province: '广东', history_dataset: 'real', ratings_dataset: 'demo' }),
      '/api/ContantUser/index': () => ok([]),
      '/api/DataSource/of': (b) =>
        ok([{ source_id: `lines-${b.year}`, province: '广东', year: Number(b.year), group_d: b.group_d, kind: 'lines', title: `广东${b.year}年本科批投档线（汇编）`, publisher: '广东省教育考试院（insensible104/GaokaoAgent 汇编）', url: 'https://github.com/insensible104/GaokaoAgent', date: '' }]),
    });
    renderAt('/SchoolDetail?n=7', ROLE.vip, { zhiyuan: { province: '广东', score: 600, batch: '本科批', group_d: '物理类', subject: '物理,化学,生物' } });
    const history = (await screen.findByRole('heading', { name: '历年录取（广东）' })).closest('section')!;
    const note = within(history).getByRole('note');
    expect(note.querySelector('summary')!.textContent).toMatch(/^真实数据：2023–2024年广东公布的录取结果/);
    // The label opens the publications of the years and groups the table shows.
    await waitFor(() => expect(within(note).getAllByRole('listitem', { hidden: true }).length).toBeGreaterThan(0));
    expect(within(note).getAllByRole('link', { hidden: true })[0]!.getAttribute('href')).toBe('https://github.com/insensible104/GaokaoAgent');
    expect(seen.filter((x) => x.path === '/api/DataSource/of').every((x) => x.body.province === '广东' && x.body.kind === 'lines')).toBe(true);
    // The generated grades beside the real lines are labelled where they show.
    expect(screen.getByRole('heading', { name: '学科评估（演示数据）' })).toBeTruthy();
    const notice = screen.getByText(/^演示数据：/);
    expect(notice.textContent).toContain('历年录取为公开的真实数据');
    expect(notice.textContent).not.toContain('录取数据为生成');
  });

  it('should not call generated admission lines real', async () => {
    fakeServer({ '/api/Colleges/getCollegeDetail': () => ok({ ...DETAIL, history_dataset: 'demo' }), '/api/ContantUser/index': () => ok([]) });
    renderAt('/SchoolDetail?n=7', ROLE.vip, { zhiyuan: { province: '河北', score: 600, batch: '本科批', group_d: '物理类', subject: '物理,化学,生物' } });
    const history = (await screen.findByRole('heading', { name: '历年录取（河北）' })).closest('section')!;
    expect(within(history).queryByRole('note')).toBeNull();
    // Without ratings_dataset (a real set's own ratings) the grades carry no mark.
    expect(screen.getByRole('heading', { name: '学科评估' })).toBeTruthy();
    const notice = screen.getByText(/^演示数据：/).textContent;
    expect(notice).toContain('录取数据为生成的示例内容');
    // The 简介 is composed from the Ministry's list and 师资 is left empty: neither is called generated.
    expect(notice).toContain('简介与标签来自公开名单');
    expect(notice).not.toMatch(/师资/);
  });

  it('should ask the second detail call for `i`, with the chosen province of a visitor', async () => {
    document.cookie = 'province=山东; path=/';
    const seen = fakeServer({ '/api/Colleges/getCollegeDetails': () => ok({ ...DETAIL, dangnian: [], qunian: [], history_province: '山东' }), '/api/ContantUser/index': () => ok([]) });
    renderAt('/SchoolDetail?n=7&i=1');
    expect(await screen.findByText('暂无山东录取数据')).toBeTruthy();
    expect(seen.find((s) => s.path === '/api/Colleges/getCollegeDetails')?.body).toMatchObject({ collegiate_id: '7', province: '山东' });
  });

  it('should say 院校不存在 and go to /School without an id', async () => {
    const seen = listServer();
    const router = renderAt('/SchoolDetail?isCha=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/School'));
    expect(feedback.toasts.map((t) => t.message)).toContain('院校不存在');
    expect(seen.some((s) => s.path.includes('getCollegeDetail'))).toBe(false);
  });

  it('should say 院校不存在 and go to /School for an unknown college', async () => {
    fakeServer({ '/api/Colleges/getCollegeDetail': () => ({ status: 404, msg: '院校不存在' }), '/api/Colleges/index': () => ok({ total: 0, data: [] }) });
    const router = renderAt('/SchoolDetail?n=999999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/School'));
    expect(feedback.toasts.map((t) => t.message)).toContain('院校不存在');
    // The page shows it itself: no 系统提示 dialog on top.
    expect(feedback.messageBox).toBeNull();
  });
});

describe('given admission lines', () => {
  it('should keep the lowest major line per year, batch and group, and one series per batch and group', () => {
    const lines = collegeYearLines([
      { year: 2023, batch: '本科批', group_d: '历史类', specialty_title: 'a', min_score: 580, min_rank: 100 },
      { year: 2024, batch: '本科批', group_d: '物理类', specialty_title: 'b', min_score: 600, min_rank: 10 },
      { year: 2024, batch: '本科批', group_d: '物理类', specialty_title: 'c', min_score: 610, min_rank: 5 },
      { year: 2023, batch: '本科批', group_d: '物理类', specialty_title: 'd', min_score: 605, min_rank: 8 },
    ]);
    expect(lines.map((l) => [l.year, l.group_d, l.min_score, l.min_rank, l.majors])).toEqual([
      [2024, '物理类', 600, 10, 2],
      [2023, '历史类', 580, 100, 1],
      [2023, '物理类', 605, 8, 1],
    ]);
    expect(historySeries(lines)).toEqual([
      { name: '本科批·物理类', points: [{ year: 2024, value: 600 }, { year: 2023, value: 605 }] },
      { name: '本科批·历史类', points: [{ year: 2023, value: 580 }] },
    ]);
  });
});

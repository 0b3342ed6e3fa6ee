import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, noSupplementaryPlan } from 'gaokao-domain';
import { fakeServer, ok, type Seen } from '../../../../test/fake-server';
import { appStore } from '../../../stores/app-store';
import { BatchLines } from './batch-lines';
import { QueryHub } from './hub';
import { CollegeRanking, MajorRanking, SubjectAssessment } from './rankings';
import { RecruitData } from './recruit-data';
import { CollegeCodes, MilitarySchools, WorldTop } from './reference-lists';
import { SupplementaryPlan } from './supplementary';
import { params, renderAt } from './test-helpers';

afterEach(() => vi.unstubAllGlobals());

const paged = <T,>(all: T[], b: Record<string, string>, extra: Record<string, unknown> = {}) =>
  ok({ total: all.length, data: all.slice((Number(b.page) - 1) * Number(b.limit), Number(b.page) * Number(b.limit)), ...extra });

const lines = Array.from({ length: 30 }, (_, k) => ({ province: '河北', year: 2024 - Math.floor(k / 2), group_d: k % 2 ? '历史类' : '物理类', strong_basi: 550 - k, undergraduate_line: 460 - k, specialist_line: 150 }));

function server(extra: Record<string, (b: Record<string, string>) => unknown> = {}): Seen[] {
  return fakeServer({
    '/api/Colleges/getProvince': () => ok(['河北', '广东', '河南', '新疆']),
    '/api/Zonghe/yearList': () => ok([2024, 2023]),
    '/api/Admin.Config/batchGetgroup': (b) => ok(b.batch === '专科批' ? ['物理类', '历史类', '体育类'] : ['物理类', '历史类']),
    '/api/Admin.Config/dictionary': () => ok({ batch_arr: ['本科提前批', '本科批', '专科批'] }),
    '/api/OmitData/index': (b) => paged(lines, b, { dataset: 'demo' }),
    '/api/OneQuarter/index': (b) => paged([], b),
    '/api/Zonghe/timeList': (b) => ok([{ time: '6月25日', contents: `${b.province}公布成绩` }]),
    ...extra,
  });
}

const calls = (seen: Seen[], path: string) => seen.filter((s) => s.path === path);

describe('batch lines', () => {
  it('should show group, strong-base, undergraduate and specialist lines with the demo notice, 20/50/100/120 a page', async () => {
    const seen = server();
    const u = userEvent.setup();
    const router = renderAt('/OmitData', '/OmitData', <BatchLines />);
    const table = within(await screen.findByRole('region', { name: '河北批次线（表格）' }));
    await table.findByRole('cell', { name: '550' });
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['年份', '科类', '强基线', '本科线', '专科线']);
    expect(screen.getByRole('note').textContent).toBe(MSG.demoDataNotice);
    expect(calls(seen, '/api/OmitData/index')[0]?.body).toEqual({ page: '1', limit: '20', province: '河北' });
    expect([...(screen.getByLabelText('每页') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['20', '50', '100', '120']);
    await u.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(params(router)).toEqual({ page: '2' });
    await waitFor(() => expect(calls(seen, '/api/OmitData/index').at(-1)?.body.page).toBe('2'));
    await u.selectOptions(screen.getByLabelText('年份'), '2023');
    expect(params(router)).toEqual({ year: '2023' });
    await waitFor(() => expect(calls(seen, '/api/OmitData/index').at(-1)?.body).toEqual({ page: '1', limit: '20', province: '河北', year: '2023' }));
  });
});

describe('batch lines published by the province', () => {
  it('should say 真实数据 with the years and open the publication: publisher, title, date and address', async () => {
    const real = [
      { province: '广东', year: 2026, group_d: '物理类', strong_basi: 539, undergraduate_line: 425, specialist_line: 200, dataset: 'real', source_id: 'official-guangdong-control-lines-2026' },
      { province: '广东', year: 2026, group_d: '历史类', strong_basi: 546, undergraduate_line: 440, specialist_line: 200, dataset: 'real', source_id: 'official-guangdong-control-lines-2026' },
    ];
    const pub = {
      source_id: 'official-guangdong-control-lines-2026',
      province: '广东',
      year: 2026,
      group_d: '物理类',
      kind: 'control-line',
      title: '广东省2026年普通高校招生录取最低分数线',
      publisher: '广东省教育考试院',
      url: 'https://eea.gd.gov.cn/ptgk/content/post_0000.html',
      date: '2026-06-25',
    };
    const seen = server({
      '/api/OmitData/index': (b) => paged(real, b, { dataset: 'real' }),
      '/api/DataSource/of': (b) => ok(b.kind === 'control-line' && b.province === '广东' && Number(b.year) === 2026 ? [{ ...pub, group_d: b.group_d }] : []),
    });
    const u = userEvent.setup();
    renderAt('/OmitData', '/OmitData?province=广东', <BatchLines />);
    const table = within(await screen.findByRole('region', { name: '广东批次线（表格）' }));
    await table.findByRole('cell', { name: '425' });
    const label = await screen.findByText(/真实数据：广东2026年批次线/);
    await u.click(label);
    const list = await screen.findByRole('list', { name: '数据出处' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('广东省教育考试院');
    expect(item.textContent).toContain('广东省2026年普通高校招生录取最低分数线');
    expect(item.textContent).toContain('2026-06-25');
    expect(within(item).getByRole('link').getAttribute('href')).toBe(pub.url);
    // One look-up per shown group; the one publication is listed once.
    expect(calls(seen, '/api/DataSource/of').map((c) => c.body.group_d).sort()).toEqual(['历史类', '物理类']);
    expect(screen.queryByText(MSG.demoDataNotice)).toBeNull();
  });
});

describe('batch lines published as 一批 and 二批, or per candidate category', () => {
  it('should name 河南 2024\'s 一批 and 二批 in the 本科线 column, and list 新疆\'s scores of both categories with a note', async () => {
    const rows = [
      {
        province: '河南', year: 2024, group_d: '文科', strong_basi: null, undergraduate_line: 428, specialist_line: 185, dataset: 'real', source_id: 'h',
        batches: [
          { batch: '普通类本科一批控制线', scores: [521] },
          { batch: '普通类本科二批控制线', scores: [428] },
          { batch: '普通类高职高专批控制线', scores: [185] },
        ],
      },
      {
        province: '河南', year: 2026, group_d: '物理类', strong_basi: 513, undergraduate_line: 419, specialist_line: 179, dataset: 'real', source_id: 'h',
        batches: [{ batch: '普通本科批控制线', scores: [419] }, { batch: '普通高职（专科）批控制线', scores: [179] }, { batch: '特殊类型招生录取控制线', scores: [513] }],
      },
    ];
    const xj = [
      {
        province: '新疆', year: 2026, group_d: '物理类', strong_basi: null, undergraduate_line: null, specialist_line: 140, dataset: 'real', source_id: 'x',
        batches: [
          { batch: '本科一批次', scores: [468, 391] },
          { batch: '本科二批次', scores: [304, 302] },
          { batch: '高职（专科）批次', scores: [140] },
        ],
      },
    ];
    server({
      '/api/OmitData/index': (b) => paged<unknown>(b.province === '新疆' ? xj : rows, b, { dataset: 'real' }),
      '/api/DataSource/of': () => ok([]),
    });
    const u = userEvent.setup();
    renderAt('/OmitData', `/OmitData?province=${encodeURIComponent('河南')}`, <BatchLines />);
    const table = within(await screen.findByRole('region', { name: '河南批次线（表格）' }));
    expect(await table.findByRole('cell', { name: '一批 521 · 二批 428' })).toBeTruthy();
    expect(table.getByRole('cell', { name: '419' })).toBeTruthy();
    expect(table.getByRole('cell', { name: '513' })).toBeTruthy();
    await u.selectOptions(screen.getByLabelText('省份'), '新疆');
    const xjTable = within(await screen.findByRole('region', { name: '新疆批次线（表格）' }));
    expect(await xjTable.findByRole('cell', { name: '一批 468/391 · 二批 304/302' })).toBeTruthy();
    expect(xjTable.getByRole('cell', { name: '140' })).toBeTruthy();
    expect(screen.getByText(/新疆按考生类别分别公布批次线/)).toBeTruthy();
  });
});

describe('the comprehensive hub', () => {
  it('should list 18 items, open ten in a new tab and embed the item n names', async () => {
    server();
    const u = userEvent.setup();
    const router = renderAt('/comprehensive', '/comprehensive?n=13', <QueryHub />);
    expect(await screen.findByRole('heading', { name: '批次线' })).toBeTruthy();
    const menu = within(screen.getByRole('navigation', { name: '综合查询' }));
    const links = menu.getAllByRole('link');
    expect(links).toHaveLength(18);
    const newTab = links.filter((l) => l.getAttribute('target') === '_blank');
    expect(newTab.map((l) => l.getAttribute('href'))).toEqual([
      '/School?n=baoyan',
      '/School',
      '/Ranking',
      '/School?n=tuimian',
      '/School?n=zhaosheng',
      '/School?n=shuangyiliu',
      '/School?n=tesezhuanye',
      '/Major',
      '/RecruitData',
      '/School?n=zhongwai',
    ]);
    for (const l of newTab) expect(l.getAttribute('rel')).toBe('noopener');
    expect(menu.getByRole('link', { current: 'page' }).textContent).toBe('批次线');

    // A filter of one item does not follow to the next.
    await screen.findByRole('option', { name: '2023年' });
    await u.selectOptions(screen.getByLabelText('年份'), '2023');
    expect(params(router)).toEqual({ n: '13', year: '2023' });
    await u.click(menu.getByRole('link', { name: '填报及录取时间' }));
    expect(params(router)).toEqual({ n: '16' });
    expect(await screen.findByRole('cell', { name: '河北公布成绩' })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: '批次线' })).toBeTruthy();
    expect((screen.getByLabelText('年份') as HTMLSelectElement).value).toBe('2023');
  });

  it('should open the rank lookup for the home quick link n=12', async () => {
    server();
    renderAt('/comprehensive', '/comprehensive?n=12', <QueryHub />);
    expect(await screen.findByRole('heading', { name: '位次查询' })).toBeTruthy();
  });
});

const recruitRows = Array.from({ length: 250 }, (_, k) => ({
  recruitdata_id: k + 1,
  code: String(1000 + k),
  collegeName: `院校${k + 1}`,
  province: '河北',
  collegeProvince: '北京',
  collegeCity: '北京市',
  batch: '本科批',
  group_d: '物理类',
}));

describe('enrolment plan', () => {
  it('should ask for login without a stored token and send nothing', async () => {
    const seen = server();
    const u = userEvent.setup();
    renderAt('/RecruitData', '/RecruitData', <RecruitData />);
    expect(screen.getByText(MSG.loginToSeeRecruitPlan)).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(appStore.isLogin).toBe(true);
    expect(calls(seen, '/api/RecruitData/index')).toHaveLength(0);
  });

  it('should list 100 a page, clear the group on another batch and reload its groups, and open a college’s detail and majors', async () => {
    localStorage.setItem('token', 't1');
    const seen = server({
      '/api/RecruitData/index': (b) => paged(recruitRows, b, { dataset: 'demo' }),
      '/api/RecruitData/detail': (b) =>
        ok({
          recruitdata_id: Number(b.recruitdata_id),
          code: '1000',
          collegeName: '院校1',
          detail: { collegeProperty: '公办', collegeAdmin: '教育部', collegeProvince: '北京', collegeCity: '北京市', college_info: '院校1简介', ruan_pai: 35 },
          history: [{ year: 2024, collegeName: '院校1', planned_number: 30, batch: '本科批', group_d: '物理类', score: 612, seat: 15000 }],
          ratings_dataset: 'demo',
        }),
      '/api/RecruitData/majorList': () => ok([{ specialty_title: '计算机科学与技术', batch: '本科批', group_d: '物理类', the_second: '物+化', planned_number: 5, schooling_length: '四年', tuition_fee: 5000 }]),
    });
    const u = userEvent.setup();
    const router = renderAt('/RecruitData', '/RecruitData', <RecruitData />);
    const table = within(await screen.findByRole('region', { name: '招生计划（表格）' }));
    await table.findByRole('button', { name: '院校1' });
    expect(calls(seen, '/api/RecruitData/index')[0]?.body).toMatchObject({ page: '1', limit: '100', province: '河北' });
    expect(calls(seen, '/api/RecruitData/index')[0]?.auth).toBe('t1');
    expect(table.getAllByRole('row')).toHaveLength(101);
    expect(screen.queryByLabelText('每页')).toBeNull();
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['院校代码', '院校名称', '专业组', '全部专业', '招生省份', '院校省份', '城市', '批次', '科类']);

    expect((screen.getByLabelText('科类') as HTMLSelectElement).disabled).toBe(true);
    await u.selectOptions(screen.getByLabelText('批次'), '本科批');
    await waitFor(() => expect(calls(seen, '/api/Admin.Config/batchGetgroup').at(-1)?.body).toEqual({ batch: '本科批', province: '河北' }));
    await u.selectOptions(screen.getByLabelText('科类'), '物理类');
    expect(params(router)).toEqual({ batch: '本科批', group: '物理类' });
    await u.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(params(router)).toEqual({ batch: '本科批', group: '物理类', page: '2' });
    await u.selectOptions(screen.getByLabelText('批次'), '专科批');
    expect(params(router)).toEqual({ batch: '专科批' });
    await waitFor(() => expect(calls(seen, '/api/Admin.Config/batchGetgroup').at(-1)?.body).toEqual({ batch: '专科批', province: '河北' }));
    expect(await screen.findByRole('option', { name: '体育类' })).toBeTruthy();

    await u.click(await table.findByRole('button', { name: '院校1' }));
    const detail = within(await screen.findByRole('dialog', { name: '院校1' }));
    expect(await detail.findByText('院校1简介')).toBeTruthy();
    expect(detail.getByRole('cell', { name: '612' })).toBeTruthy();
    // A generated ranking beside the admission history says what it is.
    expect(detail.getByText('软科排名（演示数据）')).toBeTruthy();
    await u.keyboard('{Escape}');
    await u.click(table.getByRole('button', { name: '查看专业（院校1）' }));
    const majors = within(await screen.findByRole('dialog', { name: '院校1 全部专业' }));
    expect(await majors.findByRole('cell', { name: '计算机科学与技术' })).toBeTruthy();
    expect(majors.getByRole('cell', { name: '5000元/年' })).toBeTruthy();
  });
});

describe('enrolment plan of a province that enrols by 院校专业组', () => {
  it('should tell apart the rows of one college by their 专业组 code', async () => {
    localStorage.setItem('token', 't1');
    const groups = ['201', '202', '203'].map((g, k) => ({ ...recruitRows[0]!, recruitdata_id: k + 1, code: '10558', collegeName: '中山大学', group_code: g, data_year: 2025 }));
    server({ '/api/RecruitData/index': (b) => paged([...groups, { ...recruitRows[1]!, group_code: '' }], b, { dataset: 'real' }) });
    renderAt('/RecruitData', '/RecruitData', <RecruitData />);
    const table = within(await screen.findByRole('region', { name: '招生计划（表格）' }));
    await table.findAllByRole('button', { name: '中山大学' });
    const column = table.getAllByRole('columnheader').findIndex((h) => h.textContent === '专业组');
    const cells = table.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[column]?.textContent);
    expect(cells).toEqual(['201专业组', '202专业组', '203专业组', '—']);
  });

  it('should say what its real rows are (a published plan) with their year, and name their publications', async () => {
    localStorage.setItem('token', 't1');
    const real = recruitRows.slice(0, 3).map((r) => ({ ...r, data_year: 2025, data_kind: 'plan' }));
    const sources = [{ source_id: 'compiled-gaokaoagent-real-plans', province: '广东', year: 2025, group_d: '历史类', kind: 'plan', title: '广东2025年历史类招生计划（汇编）', publisher: '广东省教育考试院（insensible104/GaokaoAgent 汇编）', url: 'https://github.com/insensible104/GaokaoAgent', date: '' }];
    server({ '/api/RecruitData/index': (b) => paged(real, b, { dataset: 'real', sources }) });
    renderAt('/RecruitData', '/RecruitData', <RecruitData />);
    const note = await screen.findByRole('note');
    expect(note.querySelector('summary')?.textContent).toBe('真实数据：2025年招生计划（出处 1）');
    expect(within(note).getByRole('link', { name: 'https://github.com/insensible104/GaokaoAgent' })).toBeTruthy();
  });

  it('should label rows of 投档 results as such, not as a plan, and leave out the plan-only columns of their majors', async () => {
    localStorage.setItem('token', 't1');
    const real = recruitRows.slice(0, 2).map((r) => ({ ...r, data_year: 2024, data_kind: 'lines' }));
    const sources = [{ source_id: 'compiled-gaokaoagent-real-admissions', province: '广东', year: 2024, group_d: '物理类', kind: 'lines', title: '广东2024年物理类本科批投档/录取线（汇编）', publisher: '广东省教育考试院（insensible104/GaokaoAgent 汇编）', url: 'https://github.com/insensible104/GaokaoAgent', date: '' }];
    server({
      '/api/RecruitData/index': (b) => paged(real, b, { dataset: 'real', sources }),
      '/api/RecruitData/majorList': () => ok([{ specialty_title: '法学', batch: '本科批', group_d: '物理类', the_second: '不限', planned_number: null, schooling_length: '', tuition_fee: -1 }]),
    });
    const u = userEvent.setup();
    renderAt('/RecruitData', '/RecruitData', <RecruitData />);
    const note = await screen.findByRole('note');
    expect(note.querySelector('summary')?.textContent).toBe('真实数据：2024年投档结果（不是招生计划，计划人数与学费未公布）（出处 1）');
    expect(within(note).getByText(/广东2024年物理类本科批投档\/录取线（汇编）/)).toBeTruthy();
    await u.click((await screen.findAllByRole('button', { name: /^查看专业/ }))[0]!);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('note').textContent).toBe('2024年投档结果，不是招生计划：计划人数与学费未公布，请以各省公布的招生计划为准。');
    const headers = (await dialog.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).not.toContain('计划人数');
    expect(headers).not.toContain('学费');
  });
});

describe('supplementary plan', () => {
  it('should send college, major, first subject as its combination, level and year, and show the two rounds and the year labels', async () => {
    const seen = server({
      '/api/Collectionplan/index': (b) =>
        paged([{ collegeName: '某大学', specialty_title: '法学', group_d: '历史类', the_second: '', one_zhengji: 3, two_zhengji: null, year: 2024, bacth: '本科批' }], b, {
          current_year: 2024,
          qunian_year: 2023,
          qian_year: 2022,
          dataset: 'demo',
        }),
    });
    const u = userEvent.setup();
    const router = renderAt('/Collectionplan', '/Collectionplan?page=2', <SupplementaryPlan />);
    // The admission years by their year (当年 would read as 2026's or the plan year's).
    expect((await screen.findByText(/^录取年份：/)).textContent).toBe('录取年份：2024年、2023年、2022年');
    expect(within(screen.getByLabelText('年份')).getAllByRole('option').map((o) => o.textContent)).toEqual(['全部年份', '2024年', '2023年', '2022年']);
    await u.type(screen.getByLabelText('院校名称'), '某大学');
    await u.type(screen.getByLabelText('专业名称'), '法学');
    await u.click(screen.getByRole('button', { name: '查询' }));
    await u.selectOptions(screen.getByLabelText('首选科目'), MSG.historyGroup);
    await u.selectOptions(screen.getByLabelText('层次'), '本科批');
    expect(params(router)).toEqual({ collegeName: '某大学', major: '法学', first: MSG.historyGroup, level: '本科批' });
    await waitFor(() =>
      expect(calls(seen, '/api/Collectionplan/index').at(-1)?.body).toEqual({
        page: '1',
        limit: '20',
        province: '河北',
        collegeName: '某大学',
        specialty_title: '法学',
        group_d: MSG.historyGroup,
        batch: '本科批',
      }),
    );
    const table = within(screen.getByRole('region', { name: '征集计划（表格）' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toContain('第一次征集');
    expect(table.getByRole('cell', { name: '3' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(MSG.demoDataNotice);
  });
});

describe('an empty table', () => {
  it('should say why /Collectionplan has no rounds for a province, not 演示数据 over an empty table', async () => {
    server({ '/api/Collectionplan/index': (b) => paged([], b, { current_year: 2025, qunian_year: null, qian_year: null, dataset: 'demo' }) });
    renderAt('/Collectionplan', '/Collectionplan', <SupplementaryPlan />);
    expect((await screen.findByRole('note')).textContent).toBe(noSupplementaryPlan('河北'));
    expect(screen.queryByText(MSG.demoDataNotice)).toBeNull();
    expect(screen.queryByText(/^录取年份/)).toBeNull();
  });

  it('should say no published data for /OmitData of a province-year without lines, not 演示数据', async () => {
    server({ '/api/OmitData/index': (b) => paged([], b, { dataset: 'demo' }) });
    renderAt('/OmitData', `/OmitData?province=${encodeURIComponent('广东')}&year=2025`, <BatchLines />);
    await waitFor(() => expect(screen.getByRole('note').textContent).toBe(MSG.noPublishedData));
    expect(screen.queryByText(MSG.demoDataNotice)).toBeNull();
  });
});

describe('search text longer than the call takes', () => {
  it('should say 最多输入N个字 (N the contract\'s) under the box and send nothing, on /Collectionplan and /majorSeat', async () => {
    const seen = server({
      '/api/Collectionplan/index': (b) => paged([], b, { current_year: 2024, qunian_year: 2023, qian_year: 2022, dataset: 'demo' }),
      '/api/Colleges/zhuangyePai': (b) => paged([], b),
    });
    const u = userEvent.setup();
    renderAt('/Collectionplan', '/Collectionplan', <SupplementaryPlan />);
    await screen.findByText(noSupplementaryPlan('河北'));
    const before = calls(seen, '/api/Collectionplan/index').length;
    await u.click(screen.getByLabelText('院校名称'));
    await u.paste('院'.repeat(500));
    await u.click(screen.getByRole('button', { name: '查询' }));
    expect(screen.getByText('最多输入100个字')).toBeTruthy();
    expect(calls(seen, '/api/Collectionplan/index')).toHaveLength(before);
  });

  it('should keep /majorSeat from sending a 专业名称 of 500 characters', async () => {
    const seen = server({ '/api/Colleges/zhuangyePai': (b) => paged([], b) });
    const u = userEvent.setup();
    renderAt('/majorSeat', '/majorSeat', <MajorRanking />);
    await waitFor(() => expect(calls(seen, '/api/Colleges/zhuangyePai').length).toBeGreaterThan(0));
    const before = calls(seen, '/api/Colleges/zhuangyePai').length;
    await u.click(screen.getByLabelText('专业名称'));
    await u.paste('法'.repeat(500));
    await u.keyboard('{Enter}');
    expect(screen.getByText('最多输入100个字')).toBeTruthy();
    expect(calls(seen, '/api/Colleges/zhuangyePai')).toHaveLength(before);
  });
});

describe('rankings', () => {
  it('should page the college ranking on the page with position, name, region, composite score and level', async () => {
    const colleges = Array.from({ length: 45 }, (_, k) => ({ collegiate_id: k + 1, collegeName: `大学${k + 1}`, collegeProvince: '北京', collegeCity: '北京市', collegeLevel: '本科', ruan_pai: k + 1, zonghe_score: 100 - k }));
    const seen = server({ '/api/Collegiate/paiListColl': () => ok(colleges) });
    const u = userEvent.setup();
    const router = renderAt('/Ranking', '/Ranking', <CollegeRanking />);
    const table = within(await screen.findByRole('region', { name: '院校排行（表格）' }));
    expect(await table.findByRole('link', { name: '大学1' })).toBeTruthy();
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['排名', '院校名称', '所在地区', '综合得分', '办学层次']);
    expect(table.getAllByRole('row')).toHaveLength(21);
    expect(table.getByRole('cell', { name: '100.00' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(params(router)).toEqual({ page: '3' });
    expect(table.getAllByRole('row')).toHaveLength(6);
    expect(table.getByRole('link', { name: '大学41' })).toBeTruthy();
    await u.type(screen.getByLabelText('院校名称'), '大学4');
    await u.click(screen.getByRole('button', { name: '查询' }));
    expect(params(router)).toEqual({ collegeName: '大学4' });
    // 大学4 and 大学40–45, and the header.
    expect(table.getAllByRole('row')).toHaveLength(8);
    expect(calls(seen, '/api/Collegiate/paiListColl')).toHaveLength(1);
  });

  it('should ask the major ranking for a grade and show the majors of that grade', async () => {
    const seen = server({
      '/api/Colleges/zhuangyePai': (b) => paged([{ collegeName: '北京大学', ajia_major: ['哲学'], a_jian_major: ['政治学', '法学'] }], b),
    });
    const u = userEvent.setup();
    renderAt('/majorSeat', '/majorSeat', <MajorRanking />);
    expect(await screen.findByRole('cell', { name: '哲学' })).toBeTruthy();
    expect(calls(seen, '/api/Colleges/zhuangyePai')[0]?.body).toEqual({ collegeName: '', majorName: '', level: 'A+', page: '1', limit: '20' });
    await u.selectOptions(screen.getByLabelText('评估等级'), 'A-');
    await waitFor(() => expect(calls(seen, '/api/Colleges/zhuangyePai').at(-1)?.body.level).toBe('A-'));
    expect(await screen.findByRole('cell', { name: '政治学、法学' })).toBeTruthy();
  });
});

describe('reference lists', () => {
  it('should filter the world top 1000 by the countries the reply lists', async () => {
    const seen = server({
      '/api/Zonghe/worldList': (b) => paged([{ collegeName: `${b.country || '美国'}大学`, country: b.country || '美国', sort_id: 1, country_sort: 1 }], b, { countries: ['美国', '英国'] }),
    });
    const u = userEvent.setup();
    const router = renderAt('/comprehensive', '/comprehensive?n=17', <WorldTop />);
    expect(await screen.findByRole('cell', { name: '美国大学' })).toBeTruthy();
    await u.selectOptions(screen.getByLabelText('国家/地区'), '英国');
    expect(params(router)).toEqual({ n: '17', country: '英国' });
    expect(await screen.findByRole('cell', { name: '英国大学' })).toBeTruthy();
    expect(calls(seen, '/api/Zonghe/worldList').at(-1)?.body).toEqual({ collegeName: '', country: '英国', page: '1', limit: '20' });
  });

  it('should filter military schools by type and affiliation on the page', async () => {
    const seen = server({
      '/api/Zonghe/junshi': (b) =>
        paged(
          [
            { collegeName: '国防科技大学', collegeAdmin: '中央军委', type: '军队院校' },
            { collegeName: '中国人民公安大学', collegeAdmin: '公安部', type: '公安院校' },
            { collegeName: '河北公安警察职业学院', collegeAdmin: '河北省', type: '公安院校' },
          ],
          b,
        ),
    });
    const u = userEvent.setup();
    renderAt('/comprehensive', '/comprehensive?n=18', <MilitarySchools />);
    const table = within(await screen.findByRole('region', { name: '军事院校（表格）' }));
    await table.findByRole('cell', { name: '国防科技大学' });
    expect(calls(seen, '/api/Zonghe/junshi')[0]?.body).toEqual({ page: '1', limit: '3000' });
    expect([...(screen.getByLabelText('类型') as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', '军队院校', '公安院校', '司法院校', '消防救援院校']);
    await u.selectOptions(screen.getByLabelText('类型'), '公安院校');
    expect(table.getAllByRole('row')).toHaveLength(3);
    await u.selectOptions(screen.getByLabelText('隶属'), '地方（省、自治区、直辖市）');
    expect(table.getAllByRole('row')).toHaveLength(2);
    expect(table.getByRole('cell', { name: '河北公安警察职业学院' })).toBeTruthy();
  });
});

describe('college codes and subject assessment', () => {
  it('should search identification codes by college name from page 1', async () => {
    const seen = server({
      '/api/Zonghe/collegeCode': (b) =>
        paged(
          Array.from({ length: 45 }, (_, k) => ({ collegeName: `${b.collegeName || '大学'}${k + 1}`, collegeCode: String(4111010000 + k) })).filter((r) => r.collegeName.includes(b.collegeName ?? '')),
          b,
        ),
    });
    const u = userEvent.setup();
    const router = renderAt('/comprehensive', '/comprehensive?n=15&page=2', <CollegeCodes />);
    expect(await screen.findByRole('cell', { name: '4111010020' })).toBeTruthy();
    await u.type(screen.getByLabelText('院校名称'), '师范');
    await u.keyboard('{Enter}');
    expect(params(router)).toEqual({ n: '15', collegeName: '师范' });
    await waitFor(() => expect(calls(seen, '/api/Zonghe/collegeCode').at(-1)?.body).toEqual({ collegeName: '师范', page: '1', limit: '20' }));
    expect(await screen.findByRole('cell', { name: '师范1' })).toBeTruthy();
  });

  it('should show each college’s majors by grade, each grade linking to 专业排名', async () => {
    const seen = server({
      '/api/Zonghe/xuekePinggu': (b) => paged([{ collegeName: '北京大学', result: { 'A+': '哲学、数学', B: '法学' } }], b),
    });
    renderAt('/comprehensive', '/comprehensive?n=11', <SubjectAssessment />);
    expect(await screen.findByText('哲学、数学')).toBeTruthy();
    expect(calls(seen, '/api/Zonghe/xuekePinggu')[0]?.body).toEqual({ collegeName: '', specialty_title: '', page: '1', limit: '20' });
    const link = screen.getByRole('link', { name: 'A+' });
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual([`/majorSeat?level=${encodeURIComponent('A+')}`, '_blank']);
    expect(screen.getByRole('link', { name: 'B' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'A' })).toBeNull();
  });
});

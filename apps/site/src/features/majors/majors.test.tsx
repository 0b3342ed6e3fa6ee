import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MSG } from 'gaokao-domain';
import { fakeServer, ok, type Seen } from '../../../test/fake-server';
import { renderWithQuery } from '../../../test/render';
import { MajorLibrary } from './components/major-library';
import { MajorDetailPage } from './components/major-detail';
import { readMajorParams, writeMajorParams } from './model/url-state';
import { feedback, resetFeedback } from '../../stores/feedback-store';

afterEach(() => {
  vi.unstubAllGlobals();
  resetFeedback();
});

const CLASSES: Record<string, string[]> = { 工学: ['力学类', '计算机类'], 理学: ['数学类'], 电子与信息大类: ['计算机类'] };
const MAJORS: Record<string, { mojor_id: number; major_name: string; major_code: string }[]> = {
  力学类: [{ mojor_id: 1, major_name: '理论与应用力学', major_code: '080101' }],
  计算机类: [
    { mojor_id: 411, major_name: '计算机科学与技术', major_code: '080901' },
    { mojor_id: 412, major_name: '软件工程', major_code: '080902' },
  ],
  数学类: [{ mojor_id: 9, major_name: '数学与应用数学', major_code: '070101' }],
};

const colleges = (b: Record<string, string>) => {
  const all = Array.from({ length: 45 }, (_, i) => ({
    collegeName: `${b.collegeName || '开设'}学院${i + 1}`,
    collegiate_id: i + 1,
    planned_number: i === 0 ? null : i * 2,
    collegeNature: '公办',
    collegeAdmin: '教育部',
    collegeType: '理工',
    collegeProvince: '湖北',
    recruitdata_id: 500 + i,
  }));
  const page = Number(b.page);
  const limit = Number(b.limit);
  return ok({ total: all.length, data: all.slice((page - 1) * limit, page * limit) });
};

function server(extra: Record<string, (b: Record<string, string>) => unknown> = {}) {
  return fakeServer({
    '/api/Mojor/selectMajorForm': (b) => ok((b.cengci === '专科(高职教育)' ? ['电子与信息大类'] : ['工学', '理学']).map((subject) => ({ subject }))),
    '/api/Mojor/selectOneMajor': (b) => ok((CLASSES[b.subject ?? ''] ?? []).map((majors) => ({ majors, subject: b.subject }))),
    '/api/Mojor/selectMajorList': (b) => ok(MAJORS[b.majors ?? ''] ?? []),
    '/api/Mojor/search': (b) =>
      ok({
        total: 2,
        data: [
          { mojor_id: 411, major_name: `${b.major_name}科学与技术`, major_code: '080901', cengci: '本科(普通教育)' },
          { mojor_id: 959, major_name: `${b.major_name}应用技术`, major_code: '510201', cengci: '专科(高职教育)' },
        ],
      }),
    '/api/Mojor/collegeList': colleges,
    '/api/RecruitData/majorList': () =>
      ok([{ specialty_title: '软件工程', batch: '本科批', group_d: '物理类', the_second: '物+化', planned_number: 30, schooling_length: 4, tuition_fee: 5000 }]),
    ...extra,
  });
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/Major', element: <MajorLibrary /> },
      { path: '/MajorDetail', element: <MajorDetailPage /> },
    ],
    { initialEntries: [path] },
  );
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

const last = (seen: Seen[], path: string) => seen.filter((s) => s.path === path).at(-1)?.body;

describe('given the /Major address', () => {
  it('should read the search, level and cascade, and clear the cascade below a change', () => {
    const q = new URLSearchParams('major_name=计算机&level=3&subject=工学&majors=计算机类');
    const p = readMajorParams(q);
    expect([p.search, p.level.cengci, p.subject, p.majors]).toEqual(['计算机', '专科(高职教育)', '工学', '计算机类']);
    expect(readMajorParams(new URLSearchParams('level=9')).level.label).toBe('本科普通教育');
    const lv = writeMajorParams(q, { level: '2' });
    expect([lv.get('level'), lv.get('subject'), lv.get('majors')]).toEqual(['2', null, null]);
    expect(writeMajorParams(q, { subject: '理学' }).get('majors')).toBeNull();
    expect(writeMajorParams(q, { search: '' }).has('major_name')).toBe(false);
  });
});

describe('given the major library', () => {
  it('should cascade category → class (first chosen) → majors with code and a view-colleges button', async () => {
    const seen = server();
    const router = renderAt('/Major');
    expect(await screen.findByRole('link', { name: '理论与应用力学' })).toBeTruthy();
    expect(last(seen, '/api/Mojor/selectMajorForm')).toMatchObject({ cengci: '本科(普通教育)' });
    expect(last(seen, '/api/Mojor/selectOneMajor')).toMatchObject({ subject: '工学', cengci: '本科(普通教育)' });
    expect(screen.getByRole('button', { name: '工学' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '力学类' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('cell', { name: '080101' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '理论与应用力学' }).getAttribute('href')).toBe('/MajorDetail?n=1');
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: '计算机类' }));
    expect(await screen.findByRole('link', { name: '软件工程' })).toBeTruthy();
    expect(last(seen, '/api/Mojor/selectMajorList')).toMatchObject({ subject: '工学', majors: '计算机类' });
    // Another category chooses its first class.
    await u.click(screen.getByRole('button', { name: '理学' }));
    expect(await screen.findByRole('link', { name: '数学与应用数学' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?subject=${encodeURIComponent('理学')}`);
  });

  it('should reload the categories for another level tab, by keyboard too', async () => {
    const seen = server();
    renderAt('/Major');
    await screen.findByRole('link', { name: '理论与应用力学' });
    const u = userEvent.setup();
    screen.getByRole('tab', { name: '本科普通教育' }).focus();
    await u.keyboard('{End}');
    expect(await screen.findByRole('button', { name: '电子与信息大类' })).toBeTruthy();
    expect(last(seen, '/api/Mojor/selectMajorForm')).toMatchObject({ cengci: '专科(高职教育)' });
    expect(screen.getByRole('tab', { name: '专科高职教育' }).getAttribute('aria-selected')).toBe('true');
  });

  it('should search by name (as the assessments link it) with the level column, and clear back to the cascade', async () => {
    const seen = server();
    const router = renderAt(`/Major?major_name=${encodeURIComponent('计算机')}`);
    expect(await screen.findByRole('link', { name: '计算机科学与技术' })).toBeTruthy();
    expect(last(seen, '/api/Mojor/search')).toEqual({ major_name: '计算机', cengci: '' });
    expect(screen.getByRole('columnheader', { name: '层次' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '专科(高职教育)' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: '清除搜索' }));
    expect(await screen.findByRole('tablist', { name: '专业层次' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    await u.type(screen.getByLabelText('专业名称'), '软件{Enter}');
    await waitFor(() => expect(last(seen, '/api/Mojor/search')?.major_name).toBe('软件'));
  });

  it('should show the official-catalogue note with three links opening outside', async () => {
    server();
    renderAt('/Major');
    const note = screen.getByRole('complementary', { name: '专业目录说明' });
    const links = within(note).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('should list offering colleges 20 a page, filter by name, change the page size, and open a college’s majors', async () => {
    const seen = server();
    renderAt('/Major');
    await screen.findByRole('link', { name: '理论与应用力学' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: '查看开设院校：理论与应用力学' }));
    const dialog = await screen.findByRole('dialog', { name: '开设“理论与应用力学”的院校' });
    expect(await within(dialog).findByRole('button', { name: '开设学院1' })).toBeTruthy();
    expect(last(seen, '/api/Mojor/collegeList')).toMatchObject({ mojor_id: '1', page: '1', limit: '20', collegeName: '' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(21);
    // An unknown plan number is a dash, not 0.
    expect(within(within(dialog).getByRole('button', { name: '开设学院1' }).closest('tr')!).getAllByRole('cell')[0]!.textContent).toBe('--');
    await u.selectOptions(within(dialog).getByRole('combobox'), '100');
    await waitFor(() => expect(last(seen, '/api/Mojor/collegeList')).toMatchObject({ limit: '100', page: '1' }));
    await u.type(within(dialog).getByLabelText('院校名称'), '华中');
    await u.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(last(seen, '/api/Mojor/collegeList')).toMatchObject({ collegeName: '华中', page: '1' }));
    await u.click(await within(dialog).findByRole('button', { name: '华中学院2' }));
    const majors = await screen.findByRole('dialog', { name: '华中学院2全部专业' });
    expect(await within(majors).findByRole('rowheader', { name: '软件工程' })).toBeTruthy();
    expect(last(seen, '/api/RecruitData/majorList')).toEqual({ recruitdata_id: '501' });
    expect(within(majors).getByText('5000元/年')).toBeTruthy();
  });

  it('should name each 计划人数 by its plan (province, year, 科类) and its publications, show none without one, and say 演示数据', async () => {
    const source = { source_id: 'compiled-gaokaoagent-real-plans', province: '广东', year: 2025, group_d: '历史类', kind: 'plan', title: '广东2025年历史类招生计划（汇编）', publisher: '广东省教育考试院（insensible104/GaokaoAgent 汇编）', url: 'https://github.com/insensible104/GaokaoAgent', date: '' };
    server({
      '/api/Mojor/collegeList': () =>
        ok({
          total: 2,
          dataset: 'demo',
          data: [
            { collegeName: '华南师范大学', collegiate_id: 1, planned_number: 34, plan_province: '广东', plan_year: 2025, plan_group_d: '历史类', plan_sources: [source], recruitdata_id: 1 },
            // A figure that names no plan is not shown.
            { collegeName: '北京师范大学', collegiate_id: 2, planned_number: 131, recruitdata_id: 2 },
          ],
        }),
    });
    renderAt('/Major');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: '查看开设院校：理论与应用力学' }));
    const dialog = within(await screen.findByRole('dialog', { name: '开设“理论与应用力学”的院校' }));
    const planned = (name: string) => within(dialog.getByRole('button', { name }).closest('tr')!).getAllByRole('cell')[0]!.textContent;
    expect(await dialog.findByRole('button', { name: '华南师范大学' })).toBeTruthy();
    expect(planned('华南师范大学')).toBe('34（广东2025年历史类招生计划）');
    expect(planned('北京师范大学')).toBe('--');
    expect(dialog.getByText(MSG.offeringPlanNote)).toBeTruthy();
    expect(dialog.getByText(MSG.demoDataNotice)).toBeTruthy();
    expect(dialog.getByText(`${MSG.offeringPlanSources}（出处 1）`)).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'https://github.com/insensible104/GaokaoAgent' })).toBeTruthy();
  });
});

const DETAIL = {
  mojor_id: 411,
  major_name: '计算机科学与技术',
  major_code: '080901',
  cengci: '本科(普通教育)',
  xiuye_year: '4年',
  xuewei: '工学学士',
  yinxiang: '第一行\n第二行',
  major_info: '介绍',
  kecheng: '',
  dataset: 'demo',
};

describe('given a major detail', () => {
  it('should show the facts and every section, newlines as line breaks, empty ones said so', async () => {
    const seen = fakeServer({ '/api/Mojor/detail': () => ok(DETAIL) });
    renderAt('/MajorDetail?isCha=1&n=411');
    expect(await screen.findByRole('heading', { level: 1, name: '计算机科学与技术' })).toBeTruthy();
    expect(last(seen, '/api/Mojor/detail')).toEqual({ mojor_id: '411', isCha: '1' });
    expect(screen.getByText('工学学士')).toBeTruthy();
    expect(screen.getByText(/第一行/).innerHTML).toBe('第一行<br>第二行');
    expect(screen.getByText('暂无主要课程数据')).toBeTruthy();
    expect(screen.getByText(/演示数据/)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(15);
  });

  it('should ask the admin detail for `i`', async () => {
    const seen = fakeServer({ '/api/Mojor/adminDetail': () => ok(DETAIL) });
    renderAt('/MajorDetail?n=411&i=1');
    await screen.findByRole('heading', { level: 1, name: '计算机科学与技术' });
    expect(last(seen, '/api/Mojor/adminDetail')?.mojor_id).toBe('411');
  });

  it.each([
    ['without an id', '/MajorDetail?isCha=1', () => ok(DETAIL)],
    ['for an unknown major', '/MajorDetail?n=99999', () => ({ status: 404, msg: '专业不存在' })],
  ])('should say 专业不存在 and go to /Major %s', async (_, path, reply) => {
    server();
    fakeServer({ '/api/Mojor/detail': reply, '/api/Mojor/selectMajorForm': () => ok([]) });
    const router = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Major'));
    expect(feedback.toasts.map((t) => t.message)).toContain('专业不存在');
    expect(feedback.messageBox).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeServer, ok } from '../../../../test/fake-server';
import { renderWithQuery as render } from '../../../../test/render';
import { WorkspaceContext, type WorkspaceValue } from '../components/workspace-context';
import type { Plan, ResultRow } from '../model/types';
import ReportView from './report-view';

afterEach(() => vi.unstubAllGlobals());

function workspace(province: string): WorkspaceValue {
  const plan = { volunteer_id: 7, name: '张三', score: 600, province, batch: '本科批', group_d: '物理类', subject: '物理,化学,生物' } as Plan;
  return { plan, role: 2, isZeng: 0, count: 5, adjustCount: vi.fn(), refreshCount: vi.fn(async () => undefined) };
}

function withWorkspace(value: WorkspaceValue, children: ReactNode) {
  return <WorkspaceContext value={value}>{children}</WorkspaceContext>;
}

const row = (id: number, code: string, group: string, major: string, title: string, line: number, extra: Partial<ResultRow> = {}): ResultRow => ({
  volunteer_result_id: id,
  sort_id: id,
  code,
  group_code: group,
  specialty_code: major,
  collegeName: `${code === '10561' ? '华南理工大学' : '暨南大学'}`,
  specialty_title: title,
  yugu_score: line,
  luqu_gailv: 0.5,
  is_result: 1,
  ...extra,
});

// Two groups: 华南理工 201 (line 640, majors 650 then 640, 服从), 暨南 203 (line 580, 不服从 on one row, so the group).
const list: ResultRow[] = [
  row(1, '10561', '201', '20101', '计算机科学与技术', 650, { group_yugu_score: 640, luqu_gailv: 0.2, current_year_min_score: 648 }),
  row(2, '10561', '201', '20102', '软件工程', 640, { group_yugu_score: 640, luqu_gailv: 0.3 }),
  row(3, '10559', '203', '20305', '法学', 585, { fucong: '0' }),
  row(4, '10559', '203', '20301', '会计学', 580, { fucong: '1', luqu_gailv: 0.9 }),
  row(5, '10559', '203', '20302', '金融学', 590),
];

function serve() {
  fakeServer({
    '/api/Volunteer/college_result_screen': () => ok({ list, count: list.length, object: { current_year: 2024 } }),
    '/api/Volunteer/getOnequarter': () => ok({ seat: [], scoreNum: [] }),
  });
}

describe('given a 广东 plan (院校专业组), the printed report', () => {
  it('should lay the list out by group: number, college, group code, line, band, 服从调剂 and the ordered majors', async () => {
    serve();
    render(withWorkspace(workspace('广东'), <ReportView onClose={vi.fn()} />));
    const section = (await screen.findByRole('heading', { name: '志愿列表' })).closest('section')!;
    const table = await within(section).findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['志愿序号', '院校', '院校专业组代码', '组预估线', '风险', '录取概率', '服从调剂', '专业（按填报顺序）']);
    const body = within(table).getAllByRole('row').slice(1);
    expect(body).toHaveLength(2);
    const cells = (r: HTMLElement) => within(r).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(body[0]!).slice(0, 7)).toEqual(['1', '华南理工大学（10561）', '201', '640', '冲', '30%', '是']);
    expect(cells(body[1]!).slice(0, 7)).toEqual(['2', '暨南大学（10559）', '203', '580', '保', '90%', '否']);
    const majors = (i: number) => within(within(table).getByRole('list', { name: `第${i}志愿的专业` })).getAllByRole('listitem').map((li) => li.textContent);
    expect(majors(1)).toEqual(['计算机科学与技术（20101，预估线 650，2024年最低分 648）', '软件工程（20102，预估线 640）']);
    expect(majors(2)).toEqual(['法学（20305，预估线 585）', '会计学（20301，预估线 580）', '金融学（20302，预估线 590）']);
    expect(screen.getByText('共 2 个志愿（院校专业组，5 个专业）：冲 1 个，稳 0 个，保 1 个。')).toBeTruthy();
  });
});

describe('given a 河北 plan (one row per college and major), the printed report', () => {
  it('should keep one row per major', async () => {
    serve();
    render(withWorkspace(workspace('河北'), <ReportView onClose={vi.fn()} />));
    const section = (await screen.findByRole('heading', { name: '志愿列表' })).closest('section')!;
    const table = await within(section).findByRole('table');
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(5);
    expect(screen.getByText(/^共 5 个志愿：/)).toBeTruthy();
  });
});

describe('given a 江苏 plan (专业组 without published majors), the printed report', () => {
  it('should list each group’s majors picked from the college’s catalogue, each marked 以招生计划为准', async () => {
    const group = (id: number, picks: string | undefined): ResultRow => ({
      volunteer_result_id: id,
      sort_id: id,
      code: '4134010359',
      group_code: `0${id}`,
      specialty_code: `0${id}`,
      collegeName: '合肥工业大学',
      specialty_title: `0${id}专业组`,
      yugu_score: 610,
      group_majors: [],
      is_result: 1,
      ...(picks === undefined ? {} : { group_picks: picks }),
    });
    const rows = [group(3, '["车辆工程","机械类"]'), group(4, undefined)];
    fakeServer({
      '/api/Volunteer/college_result_screen': () => ok({ list: rows, count: rows.length, object: { current_year: 2024 } }),
      '/api/Volunteer/getOnequarter': () => ok({ seat: [], scoreNum: [] }),
    });
    render(withWorkspace(workspace('江苏'), <ReportView onClose={vi.fn()} />));
    const first = await screen.findByText('03专业组', { exact: false });
    const cell = first.closest('td')!;
    expect(cell.textContent).toContain('所选专业：车辆工程（以招生计划为准）、机械类（以招生计划为准）');
    const second = screen.getByText('04专业组', { exact: false }).closest('td')!;
    expect(second.textContent).not.toContain('以招生计划为准');
  });
});

describe('given a 江苏 list of a group with published majors and one without, the printed report by group', () => {
  it('should list the picks of the group without published majors, each 以招生计划为准', async () => {
    const rows: ResultRow[] = [
      { volunteer_result_id: 1, sort_id: 1, code: '4134010359', group_code: '04', specialty_code: '01', collegeName: '合肥工业大学', specialty_title: '计算机科学与技术', yugu_score: 625, is_result: 1 },
      { volunteer_result_id: 2, sort_id: 2, code: '4134010359', group_code: '03', specialty_code: '03', collegeName: '合肥工业大学', specialty_title: '03专业组', yugu_score: 612, group_majors: [], group_picks: '["车辆工程","机械类"]', is_result: 1 },
    ];
    fakeServer({
      '/api/Volunteer/college_result_screen': () => ok({ list: rows, count: rows.length, object: { current_year: 2024 } }),
      '/api/Volunteer/getOnequarter': () => ok({ seat: [], scoreNum: [] }),
    });
    render(withWorkspace(workspace('江苏'), <ReportView onClose={vi.fn()} />));
    const second = await screen.findByRole('list', { name: '第2志愿的专业' });
    expect(within(second).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['车辆工程（以招生计划为准）', '机械类（以招生计划为准）']);
    const first = screen.getByRole('list', { name: '第1志愿的专业' });
    expect(first.textContent).toContain('计算机科学与技术');
    expect(first.textContent).not.toContain('以招生计划为准');
  });
});

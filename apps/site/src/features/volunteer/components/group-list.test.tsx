import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeServer, ok } from '../../../../test/fake-server';
import { renderWithQuery } from '../../../../test/render';
import type { Plan, ResultRow } from '../model/types';
import { Workspace } from './workspace';

afterEach(() => vi.unstubAllGlobals());

const plan = { volunteer_id: 7, name: '张三', score: 600, province: '广东', batch: '本科批', group_d: '物理类', subject: '物理,化学,生物' } as Plan;

// Two groups of 广东: 甲大学 201 (two majors, 25 and 15 points above its line 598: a 调剂 risk at 600) and 乙大学 203.
const row = (id: number, code: string, group: string, major: string, title: string, line: number, groupLine: number, extra: Partial<ResultRow> = {}): ResultRow => ({
  volunteer_result_id: id,
  sort_id: id,
  code,
  group_code: group,
  specialty_code: major,
  collegeName: code === 'A' ? '甲大学' : '乙大学',
  specialty_title: title,
  yugu_score: line,
  group_yugu_score: groupLine,
  luqu_gailv: 0.5,
  is_result: 1,
  ...extra,
});
const list: ResultRow[] = [
  row(1, 'A', '201', '20101', '临床医学', 623, 598),
  row(2, 'A', '201', '20102', '口腔医学', 613, 598),
  row(3, 'B', '203', '20301', '法学', 580, 575, { luqu_gailv: 0.9 }),
];

function renderList(handlers: Record<string, (body: Record<string, string>) => unknown> = {}, forPlan: Plan = plan, rows: ResultRow[] = list) {
  const seen = fakeServer({
    '/api/Volunteer/currentCount': () => ok({ count: rows.length }),
    '/api/Volunteer/college_result_screen': () => ok({ list: rows, count: rows.length, tianbaocount: rows.length }),
    ...handlers,
  });
  const router = createMemoryRouter([{ path: '/Volunteer', element: <Workspace plan={forPlan} /> }], { initialEntries: ['/Volunteer?n=4'] });
  renderWithQuery(<RouterProvider router={router} />);
  return seen;
}

describe('given a 广东 plan on tab 4', () => {
  it('should show one card per 院校专业组 with its number, line, majors in order and the 调剂 risk', async () => {
    renderList();
    const cards = within(await screen.findByRole('list', { name: '志愿单（院校专业组）' })).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('第1志愿');
    expect(cards[0]?.textContent).toContain('组预估线598');
    expect(within(cards[0]!).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('临床医学'), expect.stringContaining('口腔医学')]);
    expect(cards[1]?.textContent).toContain('90%');
    expect(cards[0]?.getAttribute('data-risk')).toBe('true');
    expect(within(cards[0]!).getByRole('note').textContent).toContain('将被调剂');
    // The whole list is asked for: 广东 holds 45 × 6 rows, and the badge counts against them.
    expect(screen.getByRole('tab', { name: /志愿单/ }).textContent).toContain('（3/270）');
  });

  it('should save a major moved down inside its group as the whole list’s order', async () => {
    const seen = renderList({ '/api/VolunteerResult/updateAll': () => ok(null) });
    await userEvent.click(await screen.findByRole('button', { name: '下移专业：临床医学' }));
    await waitFor(() => expect(seen.some((s) => s.path === '/api/VolunteerResult/updateAll')).toBe(true));
    const body = seen.find((s) => s.path === '/api/VolunteerResult/updateAll')!.body;
    expect(JSON.parse(body.list ?? '[]')).toEqual([
      { volunteer_result_id: 2, sort_id: 1 },
      { volunteer_result_id: 1, sort_id: 2 },
      { volunteer_result_id: 3, sort_id: 3 },
    ]);
  });

  it('should move a group up as the whole list’s order', async () => {
    const seen = renderList({ '/api/VolunteerResult/updateAll': () => ok(null) });
    await userEvent.click(await screen.findByRole('button', { name: '上移志愿：乙大学 203组' }));
    await waitFor(() => expect(seen.some((s) => s.path === '/api/VolunteerResult/updateAll')).toBe(true));
    expect(JSON.parse(seen.find((s) => s.path === '/api/VolunteerResult/updateAll')!.body.list ?? '[]')).toEqual([
      { volunteer_result_id: 3, sort_id: 1 },
      { volunteer_result_id: 1, sort_id: 2 },
      { volunteer_result_id: 2, sort_id: 3 },
    ]);
  });

  it('should send 不服从调剂 for the whole group with groupFucong', async () => {
    const seen = renderList({ '/api/VolunteerResult/groupFucong': () => ok({ updated: 2 }) });
    const card = (await screen.findAllByRole('article'))[0]!;
    await userEvent.click(within(card).getByRole('switch', { name: '服从调剂' }));
    await waitFor(() => expect(seen.some((s) => s.path === '/api/VolunteerResult/groupFucong')).toBe(true));
    expect(seen.find((s) => s.path === '/api/VolunteerResult/groupFucong')!.body).toMatchObject({ volunteer_id: '7', code: 'A', group_code: '201', fucong: '0' });
  });

  it('should remove every major of a group with 移除志愿', async () => {
    const seen = renderList({ '/api/VolunteerResult/delete': () => ok(null) });
    await userEvent.click(await screen.findByRole('button', { name: '移除志愿：甲大学 201组' }));
    await waitFor(() => expect(seen.filter((s) => s.path === '/api/VolunteerResult/delete').map((s) => s.body.volunteer_result_id)).toEqual(['1', '2']));
  });
});

// 江苏: each 志愿 is a whole 专业组 (`03专业组`) and the province names none of its majors (group_majors []): the family
// picks them from the college's 开设专业 (getCollegeDetail's `major`), kept on the row as group_picks.
describe('given a 江苏 plan on tab 4 (专业组 without published majors)', () => {
  const jsPlan = { ...plan, province: '江苏' } as Plan;
  const jsRow = (id: number, picks: string[] | null, extra: Partial<ResultRow> = {}): ResultRow => ({
    volunteer_result_id: id,
    sort_id: id,
    code: '4134010359',
    group_code: '03',
    specialty_code: '03',
    collegeName: '合肥工业大学',
    specialty_title: '03专业组',
    collegiate_id: 88,
    yugu_score: 612,
    group_majors: [],
    is_result: 1,
    ...(picks ? { group_picks: JSON.stringify(picks) } : {}),
    ...extra,
  });
  const detail = () => ok({ collegiate_id: 88, collegeName: '合肥工业大学', major: [{ specialty_title: '车辆工程', mojor_id: 1 }, { specialty_title: '机械类', mojor_id: 2 }, { specialty_title: '软件工程', mojor_id: 3 }] });

  it('should list the picks marked 以招生计划为准 and add one from the college’s catalogue, read only when asked', async () => {
    const seen = renderList({ '/api/Colleges/getCollegeDetail': detail, '/api/VolunteerResult/updateExt': () => ok(null, { msg: '保存成功' }) }, jsPlan, [jsRow(1, ['车辆工程'])]);
    const card = (await screen.findAllByRole('article'))[0]!;
    const majors = within(within(card).getByRole('list', { name: '合肥工业大学 03组的专业' })).getAllByRole('listitem');
    expect(majors.map((li) => li.textContent)).toEqual([expect.stringMatching(/车辆工程.*以招生计划为准/)]);
    expect(card.textContent).not.toContain('03专业组预估线');
    expect(seen.some((x) => x.path === '/api/Colleges/getCollegeDetail')).toBe(false);
    await userEvent.click(within(card).getByRole('button', { name: '从开设专业中选择' }));
    const select = await within(card).findByRole('combobox', { name: '为合肥工业大学 03组选择专业' });
    expect(seen.find((x) => x.path === '/api/Colleges/getCollegeDetail')!.body).toMatchObject({ collegiate_id: '88' });
    // The catalogue less what is picked.
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['选择开设专业', '机械类', '软件工程']);
    await userEvent.selectOptions(select, '软件工程');
    await userEvent.click(within(card).getByRole('button', { name: '添加' }));
    await waitFor(() => expect(seen.some((x) => x.path === '/api/VolunteerResult/updateExt')).toBe(true));
    expect(seen.find((x) => x.path === '/api/VolunteerResult/updateExt')!.body).toMatchObject({ volunteer_result_id: '1', name: 'group_picks', value: '["车辆工程","软件工程"]' });
  });

  it('should move and remove a pick through group_picks, never deleting the group’s row', async () => {
    const seen = renderList({ '/api/VolunteerResult/updateExt': () => ok(null, { msg: '保存成功' }) }, jsPlan, [jsRow(1, ['车辆工程', '机械类'])]);
    await userEvent.click(await screen.findByRole('button', { name: '下移专业：车辆工程' }));
    await waitFor(() => expect(seen.filter((x) => x.path === '/api/VolunteerResult/updateExt')).toHaveLength(1));
    expect(seen.find((x) => x.path === '/api/VolunteerResult/updateExt')!.body.value).toBe('["机械类","车辆工程"]');
    await waitFor(() => expect(screen.getByRole('button', { name: '移除专业：机械类' }).getAttribute('data-state')).toBe('active'));
    await userEvent.click(screen.getByRole('button', { name: '移除专业：机械类' }));
    await waitFor(() => expect(seen.filter((x) => x.path === '/api/VolunteerResult/updateExt')).toHaveLength(2));
    expect(seen.filter((x) => x.path === '/api/VolunteerResult/updateExt')[1]!.body.value).toBe('["车辆工程"]');
    expect(seen.some((x) => x.path === '/api/VolunteerResult/delete')).toBe(false);
  });

  it('should refuse a seventh pick by the domain’s rule without a call', async () => {
    const six = ['车辆工程', '机械类', '软件工程', '数学', '物理学', '化学'];
    const seen = renderList({ '/api/Colleges/getCollegeDetail': () => ok({ major: [...six, '法学'].map((t, i) => ({ specialty_title: t, mojor_id: i })) }) }, jsPlan, [jsRow(1, six)]);
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(card.textContent).toContain('6/6');
    // Full: the catalogue cannot be opened for more.
    expect(within(card).getByRole('button', { name: '从开设专业中选择' }).hasAttribute('disabled')).toBe(true);
    expect(seen.some((x) => x.path === '/api/VolunteerResult/updateExt')).toBe(false);
  });

  it('should show a group whose plan names its majors as that group’s row, with no picker', async () => {
    renderList({}, jsPlan, [jsRow(1, ['车辆工程'], { group_majors: ['材料类'] })]);
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).queryByRole('button', { name: '从开设专业中选择' })).toBeNull();
    expect(card.textContent).not.toContain('以招生计划为准');
    expect(card.textContent).toContain('03专业组');
  });
});

describe('given a 河北 plan on tab 4 (one row per college and major)', () => {
  it('should show no group cards and no catalogue picker', async () => {
    renderList({}, { ...plan, province: '河北' } as Plan, [row(1, 'A', '', '01', '临床医学', 623, 598)]);
    await screen.findByText('临床医学');
    expect(screen.queryByRole('list', { name: '志愿单（院校专业组）' })).toBeNull();
    expect(screen.queryByRole('button', { name: '从开设专业中选择' })).toBeNull();
  });
});

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

function renderList(handlers: Record<string, (body: Record<string, string>) => unknown> = {}) {
  const seen = fakeServer({
    '/api/Volunteer/currentCount': () => ok({ count: 3 }),
    '/api/Volunteer/college_result_screen': () => ok({ list, count: 3, tianbaocount: 3 }),
    ...handlers,
  });
  const router = createMemoryRouter([{ path: '/Volunteer', element: <Workspace plan={plan} /> }], { initialEntries: ['/Volunteer?n=4'] });
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

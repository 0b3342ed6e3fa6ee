import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { fakeServer, ok } from '../../../../test/fake-server';
import { renderWithQuery as render } from '../../../../test/render';
import { WorkspaceContext, type WorkspaceValue } from '../components/workspace-context';
import type { Plan, ResultRow } from '../model/types';
import WishListSortDialog from './sort-dialog';

afterEach(() => vi.unstubAllGlobals());

function workspace(province: string): WorkspaceValue {
  const plan = { volunteer_id: 7, name: '张三', score: 600, province, batch: '本科批', group_d: '物理类', subject: '物理,化学,生物' } as Plan;
  return { plan, role: 2, isZeng: 0, count: 7, adjustCount: vi.fn(), refreshCount: vi.fn(async () => undefined) };
}

function withWorkspace(value: WorkspaceValue, children: ReactNode) {
  return <WorkspaceContext value={value}>{children}</WorkspaceContext>;
}

const row = (id: number, code: string, major: string, title: string, line: number): ResultRow => ({
  volunteer_result_id: id,
  sort_id: id,
  code,
  group_code: '201',
  specialty_code: major,
  collegeName: `${code}大学`,
  specialty_title: title,
  yugu_score: line,
  is_result: 1,
});

// Three groups in the family's order; each group's majors not in line order (the family's choice stays).
// 甲 201: line 600 (its lowest major); 乙 201: 640; 丙 201: 620.
const list: ResultRow[] = [
  row(1, '甲', '20101', '法学', 600),
  row(2, '甲', '20102', '金融学', 615),
  row(3, '乙', '20101', '临床医学', 640),
  row(4, '乙', '20102', '口腔医学', 655),
  row(5, '乙', '20103', '药学', 648),
  row(6, '丙', '20101', '软件工程', 620),
  row(7, '丙', '20102', '数学', 630),
];

function items(): string[] {
  return within(screen.getByRole('list', { name: '志愿顺序' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.match(/[甲乙丙]大学/)?.[0] ?? '');
}

describe('given a 广东 plan (院校专业组), 专业排序', () => {
  it('should list one row per group and, with 自动排序, move whole groups by line, each group’s majors kept in the family’s order', async () => {
    const seen = fakeServer({
      '/api/Volunteer/college_result_screen': () => ok({ list, count: 7 }),
      '/api/VolunteerResult/updateAll': () => ok(null, { msg: '排序成功' }),
    });
    const onSaved = vi.fn();
    render(withWorkspace(workspace('广东'), <WishListSortDialog onClose={vi.fn()} onSaved={onSaved} />));
    await screen.findByRole('list', { name: '志愿顺序' });
    expect(items()).toEqual(['甲大学', '乙大学', '丙大学']);
    await userEvent.click(screen.getByRole('button', { name: '自动排序' }));
    expect(items()).toEqual(['乙大学', '丙大学', '甲大学']);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const save = seen.find((s) => s.path === '/api/VolunteerResult/updateAll');
    const sent = JSON.parse(save!.body.list!) as { volunteer_result_id: number; sort_id: number }[];
    expect(sent).toEqual([3, 4, 5, 6, 7, 1, 2].map((id, i) => ({ volunteer_result_id: id, sort_id: i + 1 })));
  });

  it('should move a group down as one (下移), never separating its majors', async () => {
    const seen = fakeServer({
      '/api/Volunteer/college_result_screen': () => ok({ list, count: 7 }),
      '/api/VolunteerResult/updateAll': () => ok(null, { msg: '排序成功' }),
    });
    const onSaved = vi.fn();
    render(withWorkspace(workspace('广东'), <WishListSortDialog onClose={vi.fn()} onSaved={onSaved} />));
    await screen.findByRole('list', { name: '志愿顺序' });
    await userEvent.click(screen.getByRole('button', { name: /^下移 甲大学/ }));
    expect(items()).toEqual(['乙大学', '甲大学', '丙大学']);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = JSON.parse(seen.find((s) => s.path === '/api/VolunteerResult/updateAll')!.body.list!) as { volunteer_result_id: number }[];
    expect(sent.map((s) => s.volunteer_result_id)).toEqual([3, 4, 5, 1, 2, 6, 7]);
  });

  it('should be titled 院校专业组排序 and speak of 院校专业组, never of 专业, in its notices', async () => {
    fakeServer({ '/api/Volunteer/college_result_screen': () => ok({ list, count: 7 }) });
    render(withWorkspace(workspace('广东'), <WishListSortDialog onClose={vi.fn()} onSaved={vi.fn()} />));
    const dialog = await screen.findByRole('dialog', { name: '院校专业组排序' });
    const status = within(dialog).getByRole('status');
    await userEvent.click(within(dialog).getByRole('button', { name: '移动' }));
    expect(status.textContent).toBe('请确保至少选中一个院校专业组');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /丙大学/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '移动到第几个之前' }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: '移动' }));
    expect(items()).toEqual(['丙大学', '甲大学', '乙大学']);
    expect(status.textContent).toBe('已将选中的 1 个院校专业组移到第 1 个院校专业组之前');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消选择' }));
    expect(status.textContent).toBe('已取消对所有院校专业组的选择');
    await userEvent.click(within(dialog).getByRole('button', { name: '自动排序' }));
    expect(status.textContent).toBe('已完成对所有院校专业组的排序');
  });
});

describe('given a 河北 plan (one row per college and major), 专业排序', () => {
  it('should keep one row per major and sort rows by line', async () => {
    fakeServer({ '/api/Volunteer/college_result_screen': () => ok({ list, count: 7 }) });
    render(withWorkspace(workspace('河北'), <WishListSortDialog onClose={vi.fn()} onSaved={vi.fn()} />));
    await screen.findByRole('list', { name: '志愿顺序' });
    expect(items()).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: '自动排序' }));
    // 655 · 648 · 640 · 630 · 620 · 615 · 600: majors of one group come apart where the lines say so.
    expect(items()).toEqual(['乙大学', '乙大学', '乙大学', '丙大学', '丙大学', '甲大学', '甲大学']);
  });

  it('should keep the spec’s texts: 专业排序, 请确保至少选中一个专业, 已完成对所有专业的排序', async () => {
    fakeServer({ '/api/Volunteer/college_result_screen': () => ok({ list, count: 7 }) });
    render(withWorkspace(workspace('河北'), <WishListSortDialog onClose={vi.fn()} onSaved={vi.fn()} />));
    const dialog = await screen.findByRole('dialog', { name: '专业排序' });
    const status = within(dialog).getByRole('status');
    await userEvent.click(within(dialog).getByRole('button', { name: '移动' }));
    expect(status.textContent).toBe('请确保至少选中一个专业');
    await userEvent.click(within(dialog).getAllByRole('checkbox', { name: /丙大学/ })[0]!);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '移动到第几个之前' }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: '移动' }));
    expect(status.textContent).toBe('已将选中的 1 个专业移到第 1 个之前');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消选择' }));
    expect(status.textContent).toBe('已取消对所有专业的选择');
    await userEvent.click(within(dialog).getByRole('button', { name: '自动排序' }));
    expect(status.textContent).toBe('已完成对所有专业的排序');
  });
});

describe('given a 江苏 plan (专业组 without published majors), 院校专业组排序', () => {
  it('should name each group’s catalogue picks, 以招生计划为准, and the group itself where none are picked', async () => {
    const js = (id: number, group: string, picks?: string): ResultRow => ({
      volunteer_result_id: id,
      sort_id: id,
      code: '4134010359',
      group_code: group,
      specialty_code: group,
      collegeName: '合肥工业大学',
      specialty_title: `${group}专业组`,
      yugu_score: 610,
      group_majors: [],
      is_result: 1,
      ...(picks === undefined ? {} : { group_picks: picks }),
    });
    fakeServer({ '/api/Volunteer/college_result_screen': () => ok({ list: [js(1, '03', '["车辆工程","机械类"]'), js(2, '04')], count: 2 }) });
    render(withWorkspace(workspace('江苏'), <WishListSortDialog onClose={vi.fn()} onSaved={vi.fn()} />));
    const dialog = await screen.findByRole('dialog', { name: '院校专业组排序' });
    const rows = within(within(dialog).getByRole('list', { name: '志愿顺序' })).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('1.车辆工程（以招生计划为准） 2.机械类（以招生计划为准）');
    expect(rows[1]?.textContent).toContain('04专业组');
  });
});

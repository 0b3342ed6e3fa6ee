import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '../model/types';
import { WorkspaceContext, type WorkspaceValue } from '../components/workspace-context';
import EditVolunteerDialog from './edit-volunteer-dialog';
import { fakeServer, ok } from '../../../../test/fake-server';
import { renderWithQuery } from '../../../../test/render';

const plan = {
  volunteer_id: 7,
  name: '张同学',
  title: '',
  sex: 1,
  province: '河北',
  batch: '本科批',
  score: 560,
  paiming: 0,
  zpaiming: 0,
  xiangtong: 0,
  subject: '物理,化学,生物',
  group_d: '物理类',
  seniorHighSchool: '',
  isgao: 0,
} as unknown as Plan;

function renderDialog(role: 1 | 2 | 3, count: number, planned: Plan = plan) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const ws: WorkspaceValue = {
    plan: planned,
    role,
    isZeng: 0,
    count,
    adjustCount: () => undefined,
    refreshCount: async () => undefined,
  };
  renderWithQuery(
    <WorkspaceContext.Provider value={ws}>
      <EditVolunteerDialog onClose={onClose} onSaved={onSaved} />
    </WorkspaceContext.Provider>,
  );
  return { onSaved, onClose };
}

function server() {
  return fakeServer({
    '/api/Colleges/getProvince': () => ok(['河北', '山东']),
    '/api/Volunteer/update': (body) => ok({ ...plan, name: body.name, province: body.province, group_d: body.group_d }),
  });
}

describe('given the profile of a plan with 3 rows', () => {
  it('should save a name and sex change at once, sending the group by its name 物理类', async () => {
    const seen = server();
    const { onSaved } = renderDialog(1, 3);
    const u = userEvent.setup();
    await u.clear(screen.getByLabelText('姓名'));
    await u.type(screen.getByLabelText('姓名'), '李同学');
    await u.click(screen.getByRole('radio', { name: '男' }));
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = seen.find((s) => s.path === '/api/Volunteer/update');
    expect(sent?.body).toMatchObject({ name: '李同学', sex: '1', group_d: '物理类' });
    expect(sent?.body.clear_list).toBeUndefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('should ask before another province empties the list, and keep everything when cancelled', async () => {
    const seen = server();
    const { onSaved } = renderDialog(2, 3);
    const u = userEvent.setup();
    await screen.findByRole('option', { name: '山东' });
    await u.selectOptions(screen.getByLabelText('省份'), '山东');
    await u.click(screen.getByRole('button', { name: '保存' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('志愿单中的3条志愿将被清空');
    await u.click(screen.getByRole('button', { name: '取消' }));
    expect(seen.some((s) => s.path === '/api/Volunteer/update')).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByLabelText('省份') as HTMLSelectElement).value).toBe('山东');

    await u.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('alertdialog');
    await u.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // 山东 names its 本科 batch 普通类一段 (the fake server has no batch call: the domain's table stands in).
    expect(seen.find((s) => s.path === '/api/Volunteer/update')?.body).toMatchObject({ province: '山东', batch: '普通类一段', clear_list: '1' });
  });

  it('should refuse a score above the province full mark before sending', async () => {
    const seen = server();
    renderDialog(2, 0);
    const u = userEvent.setup();
    await u.clear(screen.getByLabelText('成绩'));
    await u.type(screen.getByLabelText('成绩'), '900');
    await u.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByText('成绩应在0到750分之间')).textContent).toBe('成绩应在0到750分之间');
    expect(seen.some((s) => s.path === '/api/Volunteer/update')).toBe(false);
  });
});

/** The batch call as the server answers it: a province's own names, the spec's pair without one. */
const BATCH_ARR: Record<string, string[]> = { 上海: ['本科普通批', '专科普通批'], 浙江: ['普通类一段', '普通类二段'] };

function batchServer() {
  return fakeServer({
    '/api/Colleges/getProvince': () => ok(['河北', '上海', '浙江']),
    '/api/Admin.Config/groupFind': (body) => ok({ batch_arr: BATCH_ARR[body.province ?? ''] ?? ['本科批', '专科批'] }),
    '/api/Volunteer/update': (body) => ok({ ...plan, ...body }),
  });
}

const batchOptions = () => Array.from((screen.getByLabelText('批次') as HTMLSelectElement).options).map((o) => o.value);

describe('given the batches of the plan’s province', () => {
  it('should offer a 上海 plan 上海’s batches, asked for by province, and save the one chosen', async () => {
    const seen = batchServer();
    const { onSaved } = renderDialog(2, 0, { ...plan, province: '上海', batch: '本科普通批', score: 520, subject: '物理,化学,地理', group_d: '综合' } as Plan);
    const u = userEvent.setup();
    await waitFor(() => expect(seen.some((s) => s.path === '/api/Admin.Config/groupFind')).toBe(true));
    expect(seen.find((s) => s.path === '/api/Admin.Config/groupFind')?.body).toEqual({ batch_type: '普通类', province: '上海' });
    expect(batchOptions()).toEqual(['本科普通批', '专科普通批']);
    await u.selectOptions(screen.getByLabelText('批次'), '专科普通批');
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(seen.find((s) => s.path === '/api/Volunteer/update')?.body).toMatchObject({ province: '上海', batch: '专科普通批' });
  });

  it('should re-load the batches when the province changes and keep the same data (专科批 → 普通类二段)', async () => {
    const seen = batchServer();
    const { onSaved } = renderDialog(2, 0, { ...plan, batch: '专科批' } as Plan);
    const u = userEvent.setup();
    await screen.findByRole('option', { name: '浙江' });
    expect(batchOptions()).toEqual(['本科批', '专科批']);
    await u.selectOptions(screen.getByLabelText('省份'), '浙江');
    await waitFor(() => expect(batchOptions()).toEqual(['普通类一段', '普通类二段']));
    expect((screen.getByLabelText('批次') as HTMLSelectElement).value).toBe('普通类二段');
    expect(seen.some((s) => s.path === '/api/Admin.Config/groupFind' && s.body.province === '浙江')).toBe(true);
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(seen.find((s) => s.path === '/api/Volunteer/update')?.body).toMatchObject({ province: '浙江', batch: '普通类二段' });
  });

  it('should let a free member save the name of a 上海 plan saved as 本科批, keeping 本科批', async () => {
    const seen = batchServer();
    const { onSaved } = renderDialog(1, 2, { ...plan, province: '上海', batch: '本科批', score: 520, subject: '物理,化学,地理', group_d: '综合' } as Plan);
    const u = userEvent.setup();
    await waitFor(() => expect(batchOptions()).toEqual(['本科批', '本科普通批', '专科普通批']));
    expect((screen.getByLabelText('批次') as HTMLSelectElement).value).toBe('本科批');
    await u.clear(screen.getByLabelText('姓名'));
    await u.type(screen.getByLabelText('姓名'), '李同学');
    await u.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(seen.find((s) => s.path === '/api/Volunteer/update')?.body).toMatchObject({ name: '李同学', province: '上海', batch: '本科批' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

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

function renderDialog(role: 1 | 2 | 3, count: number) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const ws: WorkspaceValue = {
    plan,
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
    expect(seen.find((s) => s.path === '/api/Volunteer/update')?.body).toMatchObject({ province: '山东', clear_list: '1' });
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

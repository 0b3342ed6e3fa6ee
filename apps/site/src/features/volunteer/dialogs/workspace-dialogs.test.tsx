import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { feedback } from '../../../stores/feedback-store';
import { fakeServer, ok } from '../../../../test/fake-server';
import { renderWithQuery as render } from '../../../../test/render';
import { createQueryClient } from '../../../lib/query';
import { allRecommendationsQuery } from '../api/queries';
import { WorkspaceContext, type WorkspaceValue } from '../components/workspace-context';
import { useRowToggle } from '../components/use-row-toggle';
import type { Plan, ResultRow } from '../model/types';
import { defaultFillRuleText } from 'gaokao-domain';
import { OneKeyFillDialog } from './one-key-fill-dialog';

afterEach(() => vi.unstubAllGlobals());

const plan = { volunteer_id: 7, name: '张三', score: 560, province: '河北', batch: '本科批', group_d: '物理类', subject: '物理,化学,生物' } as Plan;

function workspace(over: Partial<WorkspaceValue> = {}): WorkspaceValue {
  return {
    plan,
    role: 2,
    isZeng: 0,
    count: 0,
    adjustCount: vi.fn(),
    refreshCount: vi.fn(async () => undefined),
    ...over,
  };
}

const row = (i: number, extra: Partial<ResultRow> = {}): ResultRow => ({
  code: `C${i}`,
  specialty_code: `M${i}`,
  collegeName: `院校${i}`,
  specialty_title: `专业${i}`,
  yugu_score: 600 - i,
  ...extra,
});

function withWorkspace(value: WorkspaceValue, children: ReactNode) {
  return <WorkspaceContext value={value}>{children}</WorkspaceContext>;
}

async function fill(value: string) {
  const input = screen.getByLabelText('填报记录数');
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  await userEvent.click(screen.getByRole('button', { name: '确定' }));
}

describe('one-key fill dialog', () => {
  it.each([
    ['', '请输入填报记录数'],
    ['0', '请输入填报记录数'],
  ])('should refuse the count %j with %s and send nothing', async (value, message) => {
    const seen = fakeServer({});
    render(withWorkspace(workspace(), <OneKeyFillDialog open onClose={vi.fn()} candidates={[row(1), row(2)]} onFilled={vi.fn()} />));
    await fill(value);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(seen).toHaveLength(0);
  });

  it('should say 暂无可填报的专业 when every candidate is already on the list', async () => {
    const seen = fakeServer({});
    render(withWorkspace(workspace(), <OneKeyFillDialog open onClose={vi.fn()} candidates={[row(1, { is_result: 1 })]} onFilled={vi.fn()} />));
    await fill('3');
    expect((await screen.findByRole('alert')).textContent).toBe('暂无可填报的专业');
    expect(seen).toHaveLength(0);
  });

  it('should limit the count to the rows not yet filled and to the room under 96, then addAll', async () => {
    const seen = fakeServer({ '/api/Volunteer/addAll': () => ok({ added: 2 }, { msg: '一键填报成功' }) });
    const ws = workspace({ count: 94 });
    const onClose = vi.fn();
    const onFilled = vi.fn();
    const candidates = [row(1), row(2, { is_result: 1 }), row(3), row(4), row(5)];
    render(withWorkspace(ws, <OneKeyFillDialog open onClose={onClose} candidates={candidates} onFilled={onFilled} />));
    await userEvent.click(screen.getByRole('radio', { name: '按分数均匀选取' }));
    await fill('50');
    await waitFor(() => expect(onFilled).toHaveBeenCalled());
    expect(seen).toHaveLength(1);
    const arr = JSON.parse(seen[0]!.body.arr!) as { volunteer_id: number; code: string }[];
    expect(arr).toHaveLength(2);
    expect(arr.every((a) => a.volunteer_id === 7 && a.code !== 'C2')).toBe(true);
    expect(feedback.toasts.map((t) => t.message)).toContain('一键填报成功');
    expect(onClose).toHaveBeenCalled();
    expect(ws.refreshCount).toHaveBeenCalled();
  });

  it('should read every page of the recommendation until a short page', async () => {
    const full = Array.from({ length: 3 }, (_, i) => row(i));
    const seen = fakeServer({
      '/api/Volunteer/college_intell_screen': (body) => ok({ list: body.page === '3' ? [row(9)] : full, count: 100 }),
    });
    const { rows, total } = await createQueryClient().fetchQuery(allRecommendationsQuery({ aspid: 7, up_score: 150, down_score: 200, pageSize: 3, order: 'line' }));
    expect(rows).toHaveLength(7);
    expect(total).toBe(100);
    expect(seen.map((s) => s.body.page)).toEqual(['1', '2', '3']);
    expect(seen[0]?.body).toMatchObject({ aspid: '7', up_score: '150', down_score: '200', pageSize: '3', order: 'line' });
  });

  it('should say so when the read stopped short of the whole screen, and not when it read every row', async () => {
    fakeServer({});
    const { rerender } = render(withWorkspace(workspace(), <OneKeyFillDialog open onClose={vi.fn()} candidates={[row(1), row(2)]} total={2} />));
    await userEvent.click(screen.getByRole('radio', { name: '按分数均匀选取' }));
    await screen.findByText(/^可填报 2 个专业/);
    expect(screen.queryByText(/^推荐共/)).toBeNull();
    rerender(withWorkspace(workspace(), <OneKeyFillDialog open onClose={vi.fn()} candidates={[row(1), row(2)]} total={23512} />));
    expect(await screen.findByText('推荐共 23512 个专业，一键填报只从预估线最高的 2 个中选取；缩小填报范围可覆盖全部。')).toBeTruthy();
  });

  it('should count 专业组 where the groups are the units (江苏)', async () => {
    fakeServer({});
    const group = (i: number) => row(i, { group_code: `0${i}`, specialty_code: `0${i}`, specialty_title: `0${i}专业组` });
    render(withWorkspace(workspace(), <OneKeyFillDialog open onClose={vi.fn()} candidates={[group(1), group(2)]} total={30} />));
    await userEvent.click(screen.getByRole('radio', { name: '按分数均匀选取' }));
    expect(await screen.findByText(/^可填报 2 个专业组，/)).toBeTruthy();
    expect(screen.getByText('推荐共 30 个专业组，一键填报只从预估线最高的 2 个中选取；缩小填报范围可覆盖全部。')).toBeTruthy();
  });

  it('should wait while the candidates are read, then pick from them, spread from the highest line down', async () => {
    const seen = fakeServer({ '/api/Volunteer/addAll': () => ok({ added: 3 }) });
    const all = Array.from({ length: 9 }, (_, i) => row(i, { yugu_score: 700 - i * 10 }));
    const { rerender } = render(withWorkspace(workspace(), <OneKeyFillDialog open onClose={vi.fn()} candidates={undefined} loading onFilled={vi.fn()} />));
    expect(screen.getByText('正在读取推荐专业…')).toBeTruthy();
    // No counts or split while reading: zeros would be untrue.
    expect(screen.queryByText(/^可填报：/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '按分数均匀选取' }));
    rerender(withWorkspace(workspace(), <OneKeyFillDialog open onClose={vi.fn()} candidates={all} onFilled={vi.fn()} />));
    await screen.findByText(/可填报 9 个专业/);
    await waitFor(() => expect((screen.getByLabelText('填报记录数') as HTMLInputElement).value).toBe('9'));
    await fill('3');
    await waitFor(() => expect(seen).toHaveLength(1));
    const arr = JSON.parse(seen[0]!.body.arr!) as { code: string }[];
    // Lines 700…620, step 80÷3: targets 700, 673.3, 646.7 → the closest lines 700, 670, 650.
    expect(arr.map((a) => a.code)).toEqual(['C0', 'C3', 'C5']);
  });
});

describe('one-key fill with a 冲/稳/保 mix', () => {
  it('should state the true counts by band, show the split, and fill that split', async () => {
    const seen = fakeServer({ '/api/Volunteer/addAll': () => ok({ added: 8 }) });
    // Score 560: lines 600…561 are 冲 (40), 560…545 稳 (16), 544…481 保 (64).
    const all = Array.from({ length: 120 }, (_, i) => row(i, { yugu_score: 600 - i }));
    render(withWorkspace(workspace(), <OneKeyFillDialog open onClose={vi.fn()} candidates={all} onFilled={vi.fn()} />));
    await userEvent.click(screen.getByRole('radio', { name: '按冲稳保比例' }));
    expect(await screen.findByText('可填报：冲 40 个 · 稳 16 个 · 保 64 个')).toBeTruthy();
    const count = screen.getByLabelText('填报记录数');
    await userEvent.clear(count);
    await userEvent.type(count, '8');
    // ¼ · ⅜ · ⅜ of 8.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('将填入：冲 2 · 稳 3 · 保 3（共 8 个）'));
    const bao = screen.getByLabelText('保');
    await userEvent.clear(bao);
    await userEvent.type(bao, '5');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('将填入：冲 2 · 稳 3 · 保 5（共 10 个）'));
    expect((screen.getByLabelText('填报记录数') as HTMLInputElement).value).toBe('10');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    const codes = (JSON.parse(seen[0]!.body.arr!) as { code: string }[]).map((a) => Number(a.code.slice(1)));
    const lines = codes.map((i) => 600 - i);
    expect(lines.filter((l) => l > 560)).toHaveLength(2);
    expect(lines.filter((l) => l <= 560 && l >= 545)).toHaveLength(3);
    expect(lines.filter((l) => l < 545)).toHaveLength(5);
  });
});

const HARNESS_KEY = ['collegeIntellScreen', { test: true }] as const;

/** A table of rows cached under one query key, as the tabs hold them, toggled through useRowToggle. */
function ToggleHarness({ initial, mode }: { initial: ResultRow[]; mode: 'screen' | 'list' }) {
  const rows = useQuery({ queryKey: HARNESS_KEY, queryFn: () => ({ list: initial }), staleTime: Number.POSITIVE_INFINITY }).data?.list ?? [];
  const { toggle } = useRowToggle(HARNESS_KEY, mode);
  return (
    <ul>
      {rows.map((r) => (
        <li key={r.code} data-testid={r.code} data-on={String(r.is_result ?? 0)}>
          <button type="button" onClick={() => toggle(r, String(r.is_result) === '1' ? 'remove' : 'add')}>
            {r.collegeName}
          </button>
        </li>
      ))}
    </ul>
  );
}

describe('given one-key fill’s default (推荐)', () => {
  // Score 560, one row a point from 700 down to 420, each with the 录取概率 of a calibrated model: 50 % at 560, 8 points a step.
  const chance = (line: number) => Math.round(1000 / (1 + Math.exp((line - 560) / 8))) / 1000;
  const all = Array.from({ length: 281 }, (_, i) => row(i, { yugu_score: 700 - i, luqu_gailv: chance(700 - i) }));
  const sent = (seen: { body: Record<string, string> }[]) => (JSON.parse(seen[0]!.body.arr!) as { code: string }[]).map((a) => 700 - Number(a.code.slice(1)));

  it('should preselect it, state its rule, and fill no row under 10 % and the 保 nearest the score among those at 95 % or more', async () => {
    const seen = fakeServer({ '/api/Volunteer/addAll': () => ok({ added: 8 }) });
    render(withWorkspace(workspace(), <OneKeyFillDialog open onClose={vi.fn()} candidates={all} onFilled={vi.fn()} />));
    expect((screen.getByRole('radio', { name: '推荐（不浪费志愿）' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(defaultFillRuleText())).toBeTruthy();
    // 冲 561–577 (10 % is 577.6), 稳 545–560, 保 at 95 % or more: 536 down to 500 (never more than 60 below).
    expect(await screen.findByText('可填报：冲 17 个 · 稳 16 个 · 保 37 个')).toBeTruthy();
    const count = screen.getByLabelText('填报记录数');
    await userEvent.clear(count);
    await userEvent.type(count, '8');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('将填入：冲 2 · 稳 3 · 保 3（共 8 个）'));
    expect(screen.queryByText(/^注意：/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    const lines = sent(seen);
    expect(Math.min(...lines.map(chance))).toBeGreaterThanOrEqual(0.1);
    expect(lines.filter((l) => l < 545)).toEqual([536, 535, 534]);
  });

  it('should warn before 按冲稳保比例 fills rows under 5 % and 保 far below, and still fill them', async () => {
    const seen = fakeServer({ '/api/Volunteer/addAll': () => ok({ added: 8 }) });
    render(withWorkspace(workspace(), <OneKeyFillDialog open onClose={vi.fn()} candidates={all} onFilled={vi.fn()} />));
    await userEvent.click(screen.getByRole('radio', { name: '按冲稳保比例' }));
    const count = screen.getByLabelText('填报记录数');
    await userEvent.clear(count);
    await userEvent.type(count, '8');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('将填入：冲 2 · 稳 3 · 保 3（共 8 个）'));
    // The spread: 冲 700 and 630 (0 %, 0 %), 保 544, 503, 461 (the last 99 below).
    expect(screen.getByText(/^注意：/).textContent).toBe(
      '注意：按此范围将填入2个录取概率低于5%的志愿（几乎录取不上）和1个预估线比你的分数低60分以上的“保”（保得过低，浪费分数）。仍可填报；选“推荐”或缩小填报范围可避免。',
    );
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(sent(seen)).toHaveLength(8);
  });

  it('should warn before 按分数均匀选取 too', async () => {
    fakeServer({});
    render(withWorkspace(workspace(), <OneKeyFillDialog open onClose={vi.fn()} candidates={all} onFilled={vi.fn()} />));
    await userEvent.click(screen.getByRole('radio', { name: '按分数均匀选取' }));
    await waitFor(() => expect((screen.getByLabelText('填报记录数') as HTMLInputElement).value).toBe('96'));
    expect((await screen.findByText(/^注意：/)).textContent).toMatch(/^注意：按此范围将填入\d+个录取概率低于5%的志愿/);
  });
});

describe('add and remove', () => {
  it('should flip the row at once and keep it with the new result id when the server agrees', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen = fakeServer({
      '/api/VolunteerResult/add': async () => {
        await gate;
        return ok({ volunteer_result_id: 31 }, { msg: '已成功将指定专业添加到志愿列表。' });
      },
    });
    const ws = workspace();
    render(withWorkspace(ws, <ToggleHarness initial={[row(1)]} mode="screen" />));
    await userEvent.click(await screen.findByRole('button', { name: '院校1' }));
    // Flipped while the server has not answered yet.
    await waitFor(() => expect(screen.getByTestId('C1').dataset.on).toBe('1'));
    await act(async () => release());
    await waitFor(() => expect(ws.adjustCount).toHaveBeenCalledWith(1));
    expect(seen[0]!.body).toMatchObject({ volunteer_id: '7', code: 'C1', specialty_code: 'M1' });
    expect(feedback.toasts.map((t) => t.message)).toContain('已成功将指定专业添加到志愿列表。');
  });

  it('should roll the row back and show the server message when the add is refused', async () => {
    fakeServer({ '/api/VolunteerResult/add': () => ({ status: 400, msg: '志愿单最多填报96个专业' }) });
    const ws = workspace({ count: 96 });
    render(withWorkspace(ws, <ToggleHarness initial={[row(1)]} mode="screen" />));
    await userEvent.click(await screen.findByRole('button', { name: '院校1' }));
    await waitFor(() => expect(feedback.messageBox?.message).toBe('志愿单最多填报96个专业'));
    expect(screen.getByTestId('C1').dataset.on).toBe('0');
    expect(ws.adjustCount).not.toHaveBeenCalled();
  });

  it('should remove a screen row by code (codeDelete) and a list row by its result id', async () => {
    const seen = fakeServer({
      '/api/VolunteerResult/codeDelete': () => ok(null, { msg: '已成功移除指定专业' }),
      '/api/VolunteerResult/delete': () => ok(null, { msg: '移除成功' }),
    });
    const ws = workspace();
    const { unmount } = render(withWorkspace(ws, <ToggleHarness initial={[row(1, { is_result: 1 })]} mode="screen" />));
    await userEvent.click(await screen.findByRole('button', { name: '院校1' }));
    await waitFor(() => expect(screen.getByTestId('C1').dataset.on).toBe('0'));
    unmount();
    render(withWorkspace(ws, <ToggleHarness initial={[row(2, { is_result: 1, volunteer_result_id: 55 })]} mode="list" />));
    await userEvent.click(await screen.findByRole('button', { name: '院校2' }));
    await waitFor(() => expect(screen.queryByTestId('C2')).toBeNull());
    expect(seen.map((s) => s.path)).toEqual(['/api/VolunteerResult/codeDelete', '/api/VolunteerResult/delete']);
    expect(seen[1]!.body).toEqual({ volunteer_result_id: '55' });
    expect(feedback.toasts.map((t) => t.message)).toContain('已成功移除指定专业');
  });

  it('should say 移除失败 for a list row without a result id and call nothing', async () => {
    const seen = fakeServer({});
    render(withWorkspace(workspace(), <ToggleHarness initial={[row(3, { is_result: 1 })]} mode="list" />));
    await userEvent.click(await screen.findByRole('button', { name: '院校3' }));
    expect(feedback.messageBox?.message).toBe('移除失败');
    expect(seen).toHaveLength(0);
    expect(within(screen.getByTestId('C3')).getByRole('button')).toBeTruthy();
  });
});

describe('given a 广东 plan (院校专业组), one-key fill', () => {
  const gdPlan = { ...plan, province: '广东', score: 600 } as Plan;
  /** College c's group 201, majors 01…08 (listed lowest line first); major m's line 680 − c − m. */
  const gd = (c: number, m: number, extra: Partial<ResultRow> = {}): ResultRow => ({
    code: `G${c}`,
    group_code: '201',
    specialty_code: `2010${m}`,
    collegeName: `广东院校${c}`,
    specialty_title: `专业${m}`,
    yugu_score: 680 - c - m,
    ...extra,
  });
  const candidates = Array.from({ length: 50 }, (_, c) => [8, 7, 6, 5, 4, 3, 2, 1].map((m) => gd(c + 1, m))).flat();

  it('should count groups (the room is 45 less the list’s groups) and send whole groups of 6, highest line first, in one addAll, never adding to a listed group', async () => {
    // G3's group is on the list with one major: 44 groups of room, 49 groups fillable; 45 asked is held to 44.
    const seen = fakeServer({
      '/api/Volunteer/college_result_screen': () => ok({ list: [{ ...gd(3, 8), volunteer_result_id: 1, sort_id: 1, is_result: 1 }], count: 1 }),
      '/api/Volunteer/addAll': (body) => ok({ added: (JSON.parse(body.arr!) as unknown[]).length }, { msg: '一键填报成功' }),
    });
    const onFilled = vi.fn();
    render(withWorkspace(workspace({ plan: gdPlan, count: 1 }), <OneKeyFillDialog open onClose={vi.fn()} candidates={candidates} onFilled={onFilled} />));
    await userEvent.click(screen.getByRole('radio', { name: '按分数均匀选取' }));
    expect(await screen.findByText('可填报 49 个院校专业组，志愿单还可填 44 个。系统将按预估分数从高到低均匀选取。')).toBeTruthy();
    await fill('45');
    await waitFor(() => expect(onFilled).toHaveBeenCalled());
    const adds = seen.filter((s) => s.path === '/api/Volunteer/addAll');
    expect(adds).toHaveLength(1);
    const arr = JSON.parse(adds[0]!.body.arr!) as { code: string; specialty_code: string }[];
    expect(arr).toHaveLength(44 * 6);
    const runs: { code: string; majors: string[] }[] = [];
    for (const a of arr) {
      const last = runs[runs.length - 1];
      if (last?.code === a.code) last.majors.push(a.specialty_code);
      else runs.push({ code: a.code, majors: [a.specialty_code] });
    }
    expect(runs).toHaveLength(44);
    expect(new Set(runs.map((r) => r.code)).size).toBe(44);
    expect(runs.some((r) => r.code === 'G3')).toBe(false);
    // Each group's six highest majors, highest line first.
    for (const r of runs) expect(r.majors).toEqual(['20101', '20102', '20103', '20104', '20105', '20106']);
  });

  it('should say 暂无可填报的院校专业组 (not 专业) when every candidate group is already on the list', async () => {
    const listed = [1, 2].map((c, i) => ({ ...gd(c, 8), volunteer_result_id: i + 1, sort_id: i + 1, is_result: 1 }));
    const seen = fakeServer({ '/api/Volunteer/college_result_screen': () => ok({ list: listed, count: 2 }) });
    render(withWorkspace(workspace({ plan: gdPlan, count: 2 }), <OneKeyFillDialog open onClose={vi.fn()} candidates={[gd(1, 8, { is_result: 1 }), gd(2, 8, { is_result: 1 })]} onFilled={vi.fn()} />));
    await screen.findByText(/^可填报 0 个院校专业组/);
    await userEvent.click(screen.getByRole('radio', { name: '按分数均匀选取' }));
    await fill('3');
    expect((await screen.findByRole('alert')).textContent).toBe('暂无可填报的院校专业组');
    expect(seen.filter((x) => x.path === '/api/Volunteer/addAll')).toHaveLength(0);
  });

  it('should state the 冲/稳/保 split in groups and the majors they bring (按冲稳保比例)', async () => {
    fakeServer({ '/api/Volunteer/college_result_screen': () => ok({ list: [], count: 0 }) });
    render(withWorkspace(workspace({ plan: gdPlan, count: 0 }), <OneKeyFillDialog open onClose={vi.fn()} candidates={candidates} onFilled={vi.fn()} />));
    await userEvent.click(screen.getByRole('radio', { name: '按冲稳保比例' }));
    expect(await screen.findByText('可填报 50 个院校专业组，志愿单还可填 45 个。系统将按所填的冲、稳、保个数，在每一类中按预估分数从高到低均匀选取。')).toBeTruthy();
    const status = await screen.findByText(/^将填入：/);
    const m = /^将填入：冲 (\d+) · 稳 (\d+) · 保 (\d+)（共 (\d+) 个院校专业组，(\d+) 个专业）$/.exec(status.textContent ?? '');
    expect(m).not.toBeNull();
    const [chong, wen, bao, groups, majors] = m!.slice(1).map(Number) as [number, number, number, number, number];
    expect(groups).toBe(chong + wen + bao);
    expect(groups).toBeGreaterThan(0);
    expect(groups).toBeLessThanOrEqual(45);
    expect(majors).toBe(groups * 6);
  });

  it('should fill by default (推荐) within the rule where no probability is shown: no major above 620, no 保 group below 560', async () => {
    // College c's group 201 at line 640 − 2c (638 … 540), its majors 2, 4 and 6 points above it; no 录取概率.
    const around = Array.from({ length: 50 }, (_, i) => [3, 2, 1].map((m) => gd(i + 1, m, { yugu_score: 640 - 2 * (i + 1) + 2 * m, group_yugu_score: 640 - 2 * (i + 1) }))).flat();
    const seen = fakeServer({
      '/api/Volunteer/college_result_screen': () => ok({ list: [], count: 0 }),
      '/api/Volunteer/addAll': (body) => ok({ added: (JSON.parse(body.arr!) as unknown[]).length }),
    });
    render(withWorkspace(workspace({ plan: gdPlan, count: 0 }), <OneKeyFillDialog open onClose={vi.fn()} candidates={around} onFilled={vi.fn()} />));
    // Fillable: 冲 9 groups (602 … 618; 620's majors are all above 620), 稳 8 (586 … 600), 保 13 (560 … 584): 30, split
    // ¼ · ⅜ · ⅜ as 8 · 11 · 11, 稳 short at 8.
    expect(await screen.findByText('可填报：冲 9 个 · 稳 8 个 · 保 13 个')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('将填入：冲 8 · 稳 8 · 保 11（共 27 个院校专业组，78 个专业）'));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(seen.filter((x) => x.path === '/api/Volunteer/addAll')).toHaveLength(1));
    const arr = JSON.parse(seen.find((x) => x.path === '/api/Volunteer/addAll')!.body.arr!) as { code: string; specialty_code: string }[];
    const line = (a: { code: string; specialty_code: string }) => around.find((r) => r.code === a.code && r.specialty_code === a.specialty_code)!;
    expect(arr).toHaveLength(78);
    expect(Math.max(...arr.map((a) => Number(line(a).yugu_score)))).toBeLessThanOrEqual(620);
    expect(Math.min(...arr.map((a) => Number(line(a).group_yugu_score)))).toBeGreaterThanOrEqual(560);
  });
});

describe('given a 湖北 plan (院校专业组 whose majors are unpublished), one-key fill', () => {
  const hbPlan = { ...plan, province: '湖北', score: 600 } as Plan;
  /** College c's whole group 01 (`01专业组`, no majors published), line 640 − 2c. */
  const hb = (c: number): ResultRow => ({
    code: `H${c}`,
    group_code: '01',
    specialty_code: '01',
    collegeName: `湖北院校${c}`,
    specialty_title: '01专业组',
    group_majors: [],
    yugu_score: 640 - 2 * c,
  });
  const candidates = Array.from({ length: 50 }, (_, c) => hb(c + 1));

  it('should count the groups it fills and promise no majors (each group’s majors are chosen on the list)', async () => {
    fakeServer({ '/api/Volunteer/college_result_screen': () => ok({ list: [], count: 0 }) });
    render(withWorkspace(workspace({ plan: hbPlan, count: 0 }), <OneKeyFillDialog open onClose={vi.fn()} candidates={candidates} onFilled={vi.fn()} />));
    const status = await screen.findByText(/^将填入：/, {}, { timeout: 2_000 });
    const m = /^将填入：冲 (\d+) · 稳 (\d+) · 保 (\d+)（共 (\d+) 个院校专业组；本省未公布专业组所含专业，可在志愿单中从院校开设专业中选择）$/.exec(status.textContent ?? '');
    expect(m, status.textContent ?? '').not.toBeNull();
    const [chong, wen, bao, groups] = m!.slice(1).map(Number) as [number, number, number, number];
    expect(groups).toBe(chong + wen + bao);
    expect(groups).toBeGreaterThan(0);
    expect(status.textContent).not.toMatch(/\d+ 个专业/);
  });
});

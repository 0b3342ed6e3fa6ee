import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouterNavigation } from '../../app/router-navigation';
import { provinceSubjects } from 'gaokao-domain';
import { smartFill, type SmartFillInput } from './smart-fill';
import { SmartFillForm } from './components/smart-fill-form';
import { appStore } from '../../stores/app-store';
import { feedback } from '../../stores/feedback-store';
import { fakeServer, ok } from '../../../test/fake-server';
import { user } from '../../../test/fixtures';
import { renderWithQuery, signedIn } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

const valid: SmartFillInput = {
  loggedIn: true,
  province: '河南',
  score: '586',
  batch: '本科批',
  groupD: '物理',
  subjects: ['物理', '化学', '生物'],
};

describe('smartFill', () => {
  const invalid: { name: string; input: Partial<SmartFillInput>; message: string }[] = [
    { name: 'no province', input: { province: undefined }, message: '请选择您的省份' },
    { name: 'no score', input: { score: '' }, message: '请输入您的分数' },
    { name: 'no score and no province (province first)', input: { score: '', province: '' }, message: '请选择您的省份' },
    { name: 'one elective', input: { subjects: ['物理', '化学'] }, message: '请选择三项科目' },
    { name: 'first subjects do not count', input: { subjects: ['物理', '历史', '化学'] }, message: '请选择三项科目' },
    { name: 'a score above the full mark', input: { score: '900' }, message: '成绩应在0到750分之间' },
    { name: 'a 上海 score above 660', input: { province: '上海', score: '700' }, message: '成绩应在0到660分之间' },
  ];
  for (const c of invalid) {
    it(`should stop with ${c.message} for ${c.name}`, async () => {
      const seen = fakeServer({});
      const navigate = vi.fn();
      await expect(smartFill({ ...valid, ...c.input }, navigate)).resolves.toEqual({ kind: 'invalid', message: c.message });
      expect(seen).toHaveLength(0);
      expect(navigate).not.toHaveBeenCalled();
    });
  }

  it('should open the login dialog first when nobody is logged in, whatever else is missing', async () => {
    const seen = fakeServer({});
    await expect(smartFill({ ...valid, loggedIn: false, province: undefined }, vi.fn())).resolves.toEqual({ kind: 'login' });
    expect(appStore.isLogin).toBe(true);
    expect(seen).toHaveLength(0);
  });

  it('should create the plan and go to /Volunteer', async () => {
    const seen = fakeServer({ '/api/Volunteer/add': () => ok({ volunteer_id: 1 }) });
    const navigate = vi.fn();
    await expect(smartFill(valid, navigate)).resolves.toEqual({ kind: 'done' });
    expect(seen[0]).toMatchObject({
      path: '/api/Volunteer/add',
      body: { province: '河南', score: '586', batch: '本科批', group_d: '物理', subject: '["物理","化学","生物"]' },
    });
    expect(navigate).toHaveBeenCalledWith('/Volunteer');
  });

  it('should stay on the page and show the server message when creating fails', async () => {
    fakeServer({ '/api/Volunteer/add': () => ({ status: 400, msg: '该省份暂无招生数据' }) });
    const navigate = vi.fn();
    await expect(smartFill(valid, navigate)).resolves.toEqual({ kind: 'failed' });
    expect(navigate).not.toHaveBeenCalled();
    expect(feedback.messageBox?.message).toBe('该省份暂无招生数据');
  });
});

describe('smartFill over a plan with rows', () => {
  it('should ask before a change that empties the list, send nothing more, then send clear_list once confirmed', async () => {
    const seen = fakeServer({
      '/api/Volunteer/add': (body) =>
        body.clear_list === '1' ? ok({ volunteer_id: 1 }) : { status: 400, msg: '更换省份、批次或科类后，志愿单中的3条志愿将被清空。确定继续吗？', data: { clear_list: 3 } },
    });
    const navigate = vi.fn();
    await expect(smartFill(valid, navigate)).resolves.toEqual({ kind: 'confirmClear', rows: 3 });
    expect(navigate).not.toHaveBeenCalled();
    // The form asks with its own dialog: the catalogue's message box stays closed.
    expect(feedback.messageBox).toBeNull();
    await expect(smartFill({ ...valid, clearList: true }, navigate)).resolves.toEqual({ kind: 'done' });
    expect(seen[1]?.body.clear_list).toBe('1');
    expect(navigate).toHaveBeenCalledWith('/Volunteer');
  });
});

function renderForm(province: string | undefined = '河南', member = true, who = user()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <RouterNavigation><SmartFillForm province={province} onChangeProvince={() => undefined} /></RouterNavigation> },
      { path: '/Volunteer', element: <p>志愿页</p> },
    ],
    { initialEntries: ['/'] },
  );
  renderWithQuery(<RouterProvider router={router} />, member ? signedIn(who) : undefined);
  return router;
}

function homeServer(isT: boolean, add: () => unknown = () => ok({ volunteer_id: 3 })) {
  return fakeServer({
    '/api/Volunteer/isYouxiao': () => ok({ isT }),
    '/api/Admin.Config/groupFind': (body) => ok({ batch_arr: body.batch_type === '普通类' ? ['本科批', '专科批'] : ['高职单招批'] }),
    '/api/Admin.Config/batchGetgroup': (body) => ok(body.batch === '本科批' ? ['物理', '历史'] : ['历史']),
    '/api/Volunteer/add': add,
  });
}

/** The batch call as the server answers it: a province's own names, the spec's pair without one. */
const PROVINCE_BATCH_ARR: Record<string, string[]> = { 上海: ['本科普通批', '专科普通批'], 浙江: ['普通类一段', '普通类二段'] };

function provinceServer() {
  return fakeServer({
    '/api/Volunteer/isYouxiao': () => ok({ isT: true }),
    '/api/Admin.Config/groupFind': (body) => ok({ batch_arr: PROVINCE_BATCH_ARR[body.province ?? ''] ?? ['本科批', '专科批'] }),
    '/api/Admin.Config/batchGetgroup': () => ok(['物理', '历史']),
    '/api/Volunteer/add': () => ok({ volunteer_id: 3 }),
  });
}

/** The form under a province picker the test can turn (the home page's 更换). */
function SwitchingProvince({ from, to }: { from: string; to: string }) {
  const [province, setProvince] = useState(from);
  return (
    <>
      <button type="button" onClick={() => setProvince(to)}>
        换到{to}
      </button>
      <SmartFillForm province={province} onChangeProvince={() => undefined} />
    </>
  );
}

describe('SmartFillForm batches of the chosen province', () => {
  it('should ask for the province’s batches, re-load them when the province changes and send the province’s name', async () => {
    const seen = provinceServer();
    const u = userEvent.setup();
    const router = createMemoryRouter(
      [
        { path: '/', element: <RouterNavigation><SwitchingProvince from="河北" to="上海" /></RouterNavigation> },
        { path: '/Volunteer', element: <p>志愿页</p> },
      ],
      { initialEntries: ['/'] },
    );
    renderWithQuery(<RouterProvider router={router} />, signedIn(user()));
    await screen.findByRole('option', { name: '本科批' });
    expect(seen.find((s) => s.path === '/api/Admin.Config/groupFind')?.body).toEqual({ batch_type: '普通类', province: '河北' });

    await waitFor(() => expect((screen.getByLabelText('批次') as HTMLSelectElement).disabled).toBe(false));
    await u.selectOptions(screen.getByLabelText('批次'), '专科批');

    await u.click(screen.getByRole('button', { name: '换到上海' }));
    await screen.findByRole('option', { name: '本科普通批' });
    expect(screen.getByRole('option', { name: '专科普通批' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: '本科批' })).toBeNull();
    // 专科批 was the choice: the same data in 上海 is 专科普通批.
    expect((screen.getByLabelText('批次') as HTMLSelectElement).value).toBe('专科普通批');
    expect(seen.some((s) => s.path === '/api/Admin.Config/groupFind' && s.body.province === '上海')).toBe(true);
    await u.selectOptions(screen.getByLabelText('批次'), '本科普通批');

    await waitFor(() => expect((screen.getByLabelText('预估分数') as HTMLInputElement).disabled).toBe(false));
    await u.type(screen.getByLabelText('预估分数'), '520');
    for (const s of ['物理', '化学', '地理']) await u.click(screen.getByRole('checkbox', { name: s }));
    await u.click(screen.getByRole('button', { name: '智能填报' }));
    expect(await screen.findByText('志愿页')).toBeTruthy();
    expect(seen.find((s) => s.path === '/api/Volunteer/add')?.body).toMatchObject({ province: '上海', batch: '本科普通批', group_d: '综合' });
  });

  it('should offer only the 专科 batch of the province for 高职单招', async () => {
    fakeServer({
      '/api/Volunteer/isYouxiao': () => ok({ isT: true }),
      '/api/Admin.Config/groupFind': (body) => ok({ batch_arr: body.batch_type === '高职单招' ? ['普通类二段'] : ['普通类一段', '普通类二段'] }),
      '/api/Admin.Config/batchGetgroup': () => ok([]),
    });
    const u = userEvent.setup();
    renderForm('浙江');
    await screen.findByRole('option', { name: '普通类一段' });
    await waitFor(() => expect((screen.getByLabelText('类型') as HTMLSelectElement).disabled).toBe(false));
    await u.selectOptions(screen.getByLabelText('类型'), '高职单招');
    await waitFor(() => expect(screen.queryByRole('option', { name: '普通类一段' })).toBeNull());
    expect((screen.getByLabelText('批次') as HTMLSelectElement).value).toBe('普通类二段');
  });

  it('should show a 上海 profile saved as 专科批 under 上海’s name for it', async () => {
    provinceServer();
    renderForm('上海', true, user({ zhiyuan: { province: '上海', score: 520, batch: '专科批', group_d: '综合', subject: '物理,化学,地理' } }));
    await waitFor(() => expect((screen.getByLabelText('预估分数') as HTMLInputElement).value).toBe('520'));
    await screen.findByRole('option', { name: '专科普通批' });
    expect((screen.getByLabelText('批次') as HTMLSelectElement).value).toBe('专科普通批');
  });
});

describe('SmartFillForm', () => {
  it('should keep the inputs disabled until isYouxiao says isT', async () => {
    homeServer(false);
    renderForm();
    await screen.findByRole('option', { name: '本科批' });
    expect((screen.getByLabelText('预估分数') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: '生物' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('should load batches for the type and subject groups for the batch', async () => {
    const seen = homeServer(true);
    const u = userEvent.setup();
    renderForm();
    await waitFor(() => expect((screen.getByLabelText('预估分数') as HTMLInputElement).disabled).toBe(false));
    await screen.findByRole('option', { name: '物理' });
    await u.selectOptions(screen.getByLabelText('类型'), '高职单招');
    await screen.findByRole('option', { name: '高职单招批' });
    await waitFor(() => expect(seen.some((s) => s.path === '/api/Admin.Config/batchGetgroup' && s.body.batch === '高职单招批')).toBe(true));
    expect(seen.find((s) => s.path === '/api/Admin.Config/groupFind' && s.body.batch_type === '高职单招')).toBeTruthy();
    expect(seen.find((s) => s.path === '/api/Admin.Config/batchGetgroup')?.body.province).toBe('河南');
  });

  it('should allow at most two electives', async () => {
    homeServer(true);
    const u = userEvent.setup();
    renderForm();
    await waitFor(() => expect((screen.getByRole('checkbox', { name: '生物' }) as HTMLButtonElement).disabled).toBe(false));
    await u.click(screen.getByRole('checkbox', { name: '生物' }));
    await u.click(screen.getByRole('checkbox', { name: '化学' }));
    expect((screen.getByRole('checkbox', { name: '政治' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: '地理' }) as HTMLButtonElement).disabled).toBe(true);
    await u.click(screen.getByRole('checkbox', { name: '化学' }));
    expect((screen.getByRole('checkbox', { name: '政治' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('should show the validation message, then fill, show the loading label and land on /Volunteer', async () => {
    let release: () => void = () => undefined;
    const seen = homeServer(true, () => new Promise((resolve) => (release = () => resolve(ok({ volunteer_id: 5 })))));
    const u = userEvent.setup();
    const router = renderForm();
    await waitFor(() => expect((screen.getByLabelText('预估分数') as HTMLInputElement).disabled).toBe(false));
    await screen.findByRole('option', { name: '物理' });
    await u.click(screen.getByRole('button', { name: '智能填报' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入您的分数');
    await u.type(screen.getByLabelText('预估分数'), '601');
    await u.click(screen.getByRole('checkbox', { name: '化学' }));
    await u.click(screen.getByRole('button', { name: '智能填报' }));
    expect(screen.getByRole('alert').textContent).toBe('请选择三项科目');
    await u.click(screen.getByRole('checkbox', { name: '地理' }));
    await u.click(screen.getByRole('button', { name: '智能填报' }));
    expect(await screen.findByRole('button', { name: /正在生成志愿/ })).toBeTruthy();
    release();
    expect(await screen.findByText('志愿页')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Volunteer');
    const add = seen.find((s) => s.path === '/api/Volunteer/add');
    expect(add?.body).toEqual({ province: '河南', score: '601', batch: '本科批', subject: '["物理","化学","地理"]', group_d: '物理' });
  });

  it('should offer 上海 (3+3) its six electives, any three, and fill them as 综合', async () => {
    const seen = homeServer(true);
    const u = userEvent.setup();
    renderForm('上海');
    await waitFor(() => expect((screen.getByRole('checkbox', { name: '物理' }) as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByText('选考科目（任选三门）')).toBeTruthy();
    for (const s of ['物理', '化学', '生物', '政治', '历史', '地理']) expect(screen.getByRole('checkbox', { name: s })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '技术' })).toBeNull();
    await u.type(screen.getByLabelText('预估分数'), '520');
    await u.click(screen.getByRole('checkbox', { name: '化学' }));
    await u.click(screen.getByRole('checkbox', { name: '生物' }));
    await u.click(screen.getByRole('button', { name: '智能填报' }));
    expect(screen.getByRole('alert').textContent).toBe('请选择三项科目');
    await u.click(screen.getByRole('checkbox', { name: '地理' }));
    expect((screen.getByRole('checkbox', { name: '物理' }) as HTMLButtonElement).disabled).toBe(true);
    await u.click(screen.getByRole('button', { name: '智能填报' }));
    expect(await screen.findByText('志愿页')).toBeTruthy();
    const add = seen.find((s) => s.path === '/api/Volunteer/add');
    expect(add?.body).toMatchObject({ province: '上海', score: '520', subject: '["化学","生物","地理"]', group_d: '综合' });
  });

  it('should show 上海 (3+3) no 物理/历史 group choice, whatever groups the server lists', async () => {
    homeServer(true);
    renderForm('上海');
    await waitFor(() => expect((screen.getByRole('checkbox', { name: '物理' }) as HTMLButtonElement).disabled).toBe(false));
    // The fake server lists 物理/历史 for 本科批: a 3+3 form does not offer them.
    await screen.findByRole('option', { name: '本科批' });
    expect(screen.queryByLabelText('科目组')).toBeNull();
    expect(screen.queryByRole('option', { name: '物理' })).toBeNull();
    expect(screen.getByTestId('group-3plus3').textContent).toContain('综合');
    for (const p of ['北京', '浙江', '山东']) expect(provinceSubjects(p).model, p).toBe('3+3');
  });

  it('should keep the 科目组 select for a 3+1+2 province', async () => {
    homeServer(true);
    renderForm('河南');
    expect(await screen.findByRole('option', { name: '物理' })).toBeTruthy();
    expect(screen.getByLabelText('科目组')).toBeTruthy();
    expect(screen.queryByTestId('group-3plus3')).toBeNull();
  });

  it('should fill the form from the saved profile of the signed-in user and send it unchanged', async () => {
    const seen = homeServer(true);
    const u = userEvent.setup();
    renderForm('河南', true, user({ zhiyuan: { province: '河南', score: 586, batch: '本科批', group_d: '历史类', subject: '历史,政治,地理' } }));
    await waitFor(() => expect((screen.getByLabelText('预估分数') as HTMLInputElement).value).toBe('586'));
    await waitFor(() => expect((screen.getByLabelText('科目组') as HTMLSelectElement).value).toBe('历史'));
    expect((screen.getByLabelText('批次') as HTMLSelectElement).value).toBe('本科批');
    expect(screen.getByRole('checkbox', { name: '政治' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: '地理' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: '化学' })).toHaveProperty('checked', false);
    await u.click(screen.getByRole('button', { name: '智能填报' }));
    expect(await screen.findByText('志愿页')).toBeTruthy();
    expect(seen.find((s) => s.path === '/api/Volunteer/add')?.body).toEqual({ province: '河南', score: '586', batch: '本科批', subject: '["历史","政治","地理"]', group_d: '历史' });
  });

  it('should fill the three electives of a 3+3 profile', async () => {
    homeServer(true);
    renderForm('上海', true, user({ zhiyuan: { province: '上海', score: 520, batch: '本科批', group_d: '综合', subject: '物理,化学,地理' } }));
    await waitFor(() => expect((screen.getByLabelText('预估分数') as HTMLInputElement).value).toBe('520'));
    for (const s of ['物理', '化学', '地理']) expect(screen.getByRole('checkbox', { name: s }), s).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: '生物' })).toHaveProperty('checked', false);
  });

  it('should not fill the form from a profile of another province', async () => {
    homeServer(true);
    renderForm('河南', true, user({ zhiyuan: { province: '江苏', score: 600, batch: '本科批', group_d: '物理类', subject: '物理,化学,生物' } }));
    await waitFor(() => expect((screen.getByLabelText('预估分数') as HTMLInputElement).disabled).toBe(false));
    expect((screen.getByLabelText('预估分数') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('checkbox', { name: '化学' })).toHaveProperty('checked', false);
  });

  it('should offer 浙江 技术 as a seventh elective', async () => {
    homeServer(true);
    renderForm('浙江');
    expect(await screen.findByRole('checkbox', { name: '技术' })).toBeTruthy();
  });

  it('should keep "60.5" as typed with 请输入整数, and send nothing (it once became 605)', async () => {
    const seen = homeServer(true);
    const u = userEvent.setup();
    renderForm();
    await waitFor(() => expect((screen.getByLabelText('预估分数') as HTMLInputElement).disabled).toBe(false));
    await screen.findByRole('option', { name: '物理' });
    await u.type(screen.getByLabelText('预估分数'), '60.5');
    expect((screen.getByLabelText('预估分数') as HTMLInputElement).value).toBe('60.5');
    expect(screen.getByText('请输入整数')).toBeTruthy();
    await u.click(screen.getByRole('checkbox', { name: '化学' }));
    await u.click(screen.getByRole('checkbox', { name: '地理' }));
    await u.click(screen.getByRole('button', { name: '智能填报' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['请输入整数', '请输入您的分数']);
    expect(seen.some((s) => s.path === '/api/Volunteer/add')).toBe(false);
  });

  it('should tell a free member before submitting that province, score and subjects are final without VIP', async () => {
    homeServer(true);
    renderForm('河南', true, user({ role: 1 }));
    expect((await screen.findByTestId('plan-final-notice')).textContent).toBe(
      '提示：免费会员提交后，省份、分数、批次和选科不能再修改（升级VIP可修改），请核对后再提交。',
    );
  });

  it('should not tell a VIP that the profile is final', async () => {
    homeServer(true);
    renderForm('河南', true, user({ role: 2 }));
    await waitFor(() => expect((screen.getByLabelText('预估分数') as HTMLInputElement).disabled).toBe(false));
    expect(screen.queryByTestId('plan-final-notice')).toBeNull();
  });

  it('should open the login dialog for a visitor who presses 智能填报', async () => {
    homeServer(false);
    const u = userEvent.setup();
    renderForm('河南', false);
    await u.click(screen.getByRole('button', { name: '智能填报' }));
    expect(appStore.isLogin).toBe(true);
    expect(within(document.body).queryByRole('alert')).toBeNull();
  });
});

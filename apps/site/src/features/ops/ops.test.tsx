import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OpsAuditRow, OpsWithdrawal } from 'gaokao-contract';
import { AppRoutes } from '../../app/router';
import { OPS_TOKEN_KEY } from '../../lib/ops-token';
import { fakeServer, ok, type Seen } from '../../../test/fake-server';
import { renderWithQuery } from '../../../test/render';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const time = (iso: string, china: string) => ({ iso, china });

function withdrawal(part: Partial<OpsWithdrawal> = {}): OpsWithdrawal {
  return {
    withdraw_id: 12,
    memberuser_id: 7,
    phone: '13812345678',
    price: 5000,
    type: 2,
    account: 'inviter@example.com',
    name: '张三',
    status: 1,
    remark: '',
    payout_ref: '',
    create_time: time('2026-11-27T16:05:33.000Z', '2026-11-28 00:05:33'),
    settle_time: null,
    ...part,
  };
}

const ME = () => ok({ operator: { operator_id: 3, name: 'finance1' } });

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}

const signedInAs = (token = 'ops_tok') => sessionStorage.setItem(OPS_TOKEN_KEY, token);
const calls = (seen: Seen[], path: string) => seen.filter((s) => s.path === path);

describe('given /ops/login', () => {
  it('should send a visitor without an operator token to the sign-in, check the form, and keep the token apart from the member’s', async () => {
    localStorage.setItem('token', 'member-token');
    let attempts = 0;
    const seen = fakeServer({
      '/api/ops/login': () =>
        ++attempts === 1
          ? { status: 400, msg: '账号、密码或动态验证码错误' }
          : ok({ token: 'ops_new', operator: { operator_id: 3, name: 'finance1' }, expire_time: time('2026-11-28T12:00:00.000Z', '2026-11-28 20:00:00') }),
      '/api/ops/me': ME,
      '/api/ops/withdrawals': () => ok({ total: 0, data: [] }),
    });
    const router = renderAt('/ops');
    const form = await screen.findByRole('form', { name: '运营后台登录' });
    expect(router.state.location.pathname).toBe('/ops/login');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/ops')}`);
    expect(screen.getByText('请先登录运营后台')).toBeTruthy();
    // The family's frame is not there: no family navigation, no member login.
    expect(screen.queryByRole('navigation', { name: '运营后台' })).toBeNull();
    expect(screen.queryByRole('button', { name: '注册' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('运营登录 - 运营后台 - 高考志愿填报助手'));

    const u = userEvent.setup();
    await u.click(within(form).getByRole('button', { name: '登录' }));
    expect(within(form).getByRole('alert').textContent).toBe('请输入运营账号');
    await u.type(within(form).getByLabelText('运营账号'), 'finance1');
    await u.type(within(form).getByLabelText('密码'), 'operator passphrase 1');
    await u.type(within(form).getByLabelText('动态验证码'), '12345');
    await u.click(within(form).getByRole('button', { name: '登录' }));
    expect(within(form).getByRole('alert').textContent).toBe('动态验证码为6位数字');
    expect(calls(seen, '/api/ops/login')).toHaveLength(0);

    // The server's one refusal, in the form; the spent code is cleared.
    await u.type(within(form).getByLabelText('动态验证码'), '6');
    await u.click(within(form).getByRole('button', { name: '登录' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('账号、密码或动态验证码错误');
    expect((within(form).getByLabelText('动态验证码') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await u.type(within(form).getByLabelText('动态验证码'), '654 321');
    await u.click(within(form).getByRole('button', { name: '登录' }));
    await screen.findByRole('heading', { level: 1, name: '提现审核' });
    expect(router.state.location.pathname).toBe('/ops');
    expect(calls(seen, '/api/ops/login')[1]).toMatchObject({ auth: null, body: { name: 'finance1', password: 'operator passphrase 1', code: '654321' } });
    // Its own key, in sessionStorage; the member's token is untouched and never sent to an operator call.
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBe('ops_new');
    expect(localStorage.getItem('token')).toBe('member-token');
    await waitFor(() => expect(calls(seen, '/api/ops/withdrawals')).toHaveLength(1));
    expect(seen.filter((s) => s.path.startsWith('/api/ops/') && s.path !== '/api/ops/login').every((s) => s.auth === 'ops_new')).toBe(true);
    const nav = screen.getByRole('navigation', { name: '运营后台' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['提现审核', '/ops'],
      ['审计日志', '/ops/audit'],
    ]);
    expect(screen.getByText('finance1')).toBeTruthy();
  });

  it('should sign out after 确认退出登录吗?, and go back to the sign-in when the server refuses the token', async () => {
    signedInAs();
    const seen = fakeServer({ '/api/ops/me': ME, '/api/ops/audit': () => ok({ total: 0, data: [] }), '/api/ops/logout': () => ok(null) });
    const router = renderAt('/ops/audit');
    await screen.findByRole('heading', { level: 1, name: '审计日志' });
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: '退出' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('确认退出登录吗?');
    await u.click(within(confirm).getByRole('button', { name: '确定' }));
    await screen.findByRole('form', { name: '运营后台登录' });
    expect(calls(seen, '/api/ops/logout')).toEqual([expect.objectContaining({ auth: 'ops_tok' })]);
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/ops/login');
  });

  it('should forget a token the server answers 401 to and show the sign-in, without the member dialog', async () => {
    signedInAs('ops_expired');
    const refused = () => new Response(JSON.stringify({ status: 401, msg: '请先登录运营后台' }), { status: 401, headers: { 'content-type': 'application/json' } });
    fakeServer({ '/api/ops/me': refused, '/api/ops/withdrawals': refused });
    const router = renderAt('/ops?status=2');
    await screen.findByRole('form', { name: '运营后台登录' });
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBeNull();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/ops?status=2')}`);
    expect(screen.queryByRole('dialog', { name: '短信快捷登录' })).toBeNull();
  });
});

describe('given the withdrawal queue (/ops)', () => {
  it('should list the pending withdrawals with the member, amount, channel, account and China time, and filter by status and day', async () => {
    signedInAs();
    const seen = fakeServer({
      '/api/ops/me': ME,
      '/api/ops/withdrawals': (body) =>
        body.status === '2'
          ? ok({ total: 1, data: [withdrawal({ withdraw_id: 9, status: 2, payout_ref: 'ALI2026112801', remark: '已打款', settle_time: time('2026-11-28T02:00:00.000Z', '2026-11-28 10:00:00') })] })
          : ok({ total: 2, data: [withdrawal(), withdrawal({ withdraw_id: 13, memberuser_id: 8, phone: '13900001111', price: 12345, type: 1, account: '', name: '' })] }),
    });
    const router = renderAt('/ops');
    const table = await screen.findByRole('table', { name: '待处理提现' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 6).map((c) => c.textContent))).toEqual([
      ['12', '713812345678', '¥50.00', '支付宝', 'inviter@example.com / 张三', '2026-11-28 00:05:33'],
      ['13', '813900001111', '¥123.45', '微信', '（未绑定微信）', '2026-11-28 00:05:33'],
    ]);
    expect(within(rows[0]!).getByText('2026-11-28 00:05:33').getAttribute('datetime')).toBe('2026-11-27T16:05:33.000Z');
    expect(calls(seen, '/api/ops/withdrawals')[0]?.body).toEqual({ status: '1', page: '1', limit: '50' });
    expect(screen.getByText('共 2 笔待处理提现')).toBeTruthy();

    const u = userEvent.setup();
    await u.selectOptions(screen.getByLabelText('状态'), '已打款');
    const paid = await screen.findByRole('table', { name: '已打款提现' });
    expect(within(paid).getAllByRole('row')[1]!.textContent).toContain('已打款，单号 ALI2026112801');
    expect(within(paid).queryByRole('button', { name: /标记已付/ })).toBeNull();
    expect(router.state.location.search).toBe('?status=2');
    fireEvent.change(screen.getByLabelText('申请日期从'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('至'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(calls(seen, '/api/ops/withdrawals').at(-1)?.body).toEqual({ status: '2', date_from: '2026-11-01', date_to: '2026-11-30', page: '1', limit: '50' }));
    expect(router.state.location.search).toBe('?status=2&from=2026-11-01&to=2026-11-30');
  });

  it('should mark a withdrawal paid after asking for the payout reference and confirming, then refresh the queue', async () => {
    signedInAs();
    let settled = false;
    const seen = fakeServer({
      '/api/ops/me': ME,
      '/api/ops/withdrawals': () => ok(settled ? { total: 0, data: [] } : { total: 1, data: [withdrawal()] }),
      '/api/ops/withdrawals/paid': () => {
        settled = true;
        return ok(withdrawal({ status: 2, payout_ref: 'ALI2026112801' }));
      },
    });
    renderAt('/ops');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: '标记已付 提现 #12' }));
    const dialog = await screen.findByRole('dialog', { name: '标记已付' });
    expect(dialog.textContent).toContain('提现 #12（会员 7，¥50.00，支付宝 inviter@example.com / 张三）');
    await u.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请输入转账单号');
    await u.type(within(dialog).getByLabelText('转账单号'), 'ALI2026112801');
    await u.click(within(dialog).getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('alertdialog', { name: '标记已付' });
    expect(confirm.textContent).toContain('确认提现 #12（会员 7，¥50.00，支付宝 inviter@example.com / 张三）已打款？转账单号：ALI2026112801');
    expect(calls(seen, '/api/ops/withdrawals/paid')).toHaveLength(0);
    await u.click(within(confirm).getByRole('button', { name: '确认标记已付' }));
    await screen.findByText('已标记为已打款');
    expect(calls(seen, '/api/ops/withdrawals/paid')).toEqual([expect.objectContaining({ auth: 'ops_tok', body: { withdraw_id: '12', payout_ref: 'ALI2026112801', remark: '' } })]);
    await waitFor(() => expect(screen.queryByRole('table', { name: '待处理提现' })).toBeNull());
    expect(calls(seen, '/api/ops/withdrawals')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('should reject with a reason after confirming, and show the server’s refusal when someone settled it first', async () => {
    signedInAs();
    const seen = fakeServer({
      '/api/ops/me': ME,
      '/api/ops/withdrawals': () => ok({ total: 1, data: [withdrawal()] }),
      '/api/ops/withdrawals/reject': () => ({ status: 400, msg: '该提现已处理，未做任何修改（已打款）' }),
    });
    renderAt('/ops');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: '驳回 提现 #12' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回提现' });
    await u.click(within(dialog).getByRole('button', { name: '下一步' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请输入驳回原因');
    await u.type(within(dialog).getByLabelText('驳回原因'), '支付宝账号与实名不符');
    await u.click(within(dialog).getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('alertdialog', { name: '驳回提现' });
    expect(confirm.textContent).toContain('确认驳回提现 #12（会员 7，¥50.00，支付宝 inviter@example.com / 张三）？原因：支付宝账号与实名不符');
    await u.click(within(confirm).getByRole('button', { name: '确认驳回' }));
    const box = await screen.findByRole('alertdialog', { name: '系统提示' });
    expect(box.textContent).toContain('该提现已处理，未做任何修改（已打款）');
    expect(calls(seen, '/api/ops/withdrawals/reject')[0]?.body).toEqual({ withdraw_id: '12', reason: '支付宝账号与实名不符' });
    await waitFor(() => expect(calls(seen, '/api/ops/withdrawals')).toHaveLength(2));
  });

  it('should export the filter as CSV under the server’s file name', async () => {
    signedInAs();
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (created.push(b), 'blob:csv'), revokeObjectURL: () => undefined }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    const seen = fakeServer({
      '/api/ops/me': ME,
      '/api/ops/withdrawals': () => ok({ total: 1, data: [withdrawal()] }),
      '/api/ops/withdrawals/export': () =>
        new Response('\uFEFF提现ID\r\n12\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="withdrawals-1.csv"' } }),
    });
    renderAt('/ops?from=2026-11-01');
    await screen.findByRole('table', { name: '待处理提现' });
    await userEvent.setup().click(screen.getByRole('button', { name: '导出CSV' }));
    await screen.findByText('已导出 withdrawals-1.csv');
    expect(calls(seen, '/api/ops/withdrawals/export')[0]).toMatchObject({ auth: 'ops_tok', body: { status: '1', date_from: '2026-11-01' } });
    expect(clicked).toEqual(['withdrawals-1.csv blob:csv']);
    expect(await created[0]!.text()).toContain('提现ID');
    click.mockRestore();
  });
});

describe('given the audit log (/ops/audit)', () => {
  it('should list who did what, when in China time, on what, with before and after', async () => {
    signedInAs();
    const rows: OpsAuditRow[] = [
      {
        audit_id: 5,
        operator_id: 3,
        operator_name: 'finance1',
        at: time('2026-11-28T02:00:00.000Z', '2026-11-28 10:00:00'),
        action: 'withdrawal.paid',
        target: 'withdraw:12',
        before: { status: 1 },
        after: { status: 2, payout_ref: 'ALI2026112801' },
      },
      { audit_id: 4, operator_id: null, operator_name: 'cli', at: time('2026-11-27T16:00:00.000Z', '2026-11-28 00:00:00'), action: 'operator.add', target: 'operator:finance1', before: null, after: { name: 'finance1' } },
    ];
    const seen = fakeServer({ '/api/ops/me': ME, '/api/ops/audit': (body) => ok(body.action === 'operator.add' ? { total: 1, data: [rows[1]] } : { total: 2, data: rows }) });
    const router = renderAt('/ops/audit');
    const table = await screen.findByRole('table', { name: '审计日志' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getAllByRole('cell').slice(0, 4).map((c) => c.textContent)).toEqual(['2026-11-28 10:00:00', 'finance1', '标记已付withdrawal.paid', 'withdraw:12']);
    expect(within(first!).getAllByRole('cell')[4]!.textContent).toBe('{\n  "status": 1\n}');
    expect(within(first!).getAllByRole('cell')[5]!.textContent).toContain('"payout_ref": "ALI2026112801"');
    expect(within(second!).getAllByRole('cell').slice(0, 2).map((c) => c.textContent)).toEqual(['2026-11-28 00:00:00', 'cli（命令行）']);
    expect(within(second!).getAllByRole('cell')[4]!.textContent).toBe('—');
    expect(calls(seen, '/api/ops/audit')[0]?.body).toEqual({ page: '1', limit: '50' });

    await userEvent.setup().selectOptions(screen.getByLabelText('操作'), '新建运营账号');
    await waitFor(() => expect(within(screen.getByRole('table', { name: '审计日志' })).getAllByRole('row')).toHaveLength(2));
    expect(calls(seen, '/api/ops/audit').at(-1)?.body).toEqual({ action: 'operator.add', page: '1', limit: '50' });
    expect(router.state.location.search).toBe('?action=operator.add');
  });
});

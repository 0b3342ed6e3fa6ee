import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OpsAuditRow, OpsCard, OpsCardBatch, OpsMember, OpsMemberDetail, OpsNewsItem, OpsWithdrawal } from 'gaokao-contract';
import DOMPurify from 'dompurify';
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
      ['会员管理', '/ops/members'],
      ['卡密管理', '/ops/cards'],
      ['资讯管理', '/ops/news'],
      ['视频管理', '/ops/videos'],
      ['页脚管理', '/ops/footer'],
      ['数据发布', '/ops/seasons'],
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

function member(part: Partial<OpsMember> = {}): OpsMember {
  return {
    memberuser_id: 7,
    phone: '13812345678',
    username: '',
    nickname: '小明',
    role: 1,
    vip_expire_time: null,
    blance: 3680,
    code: 'ABC123',
    pid: 3,
    create_time: time('2026-06-01T02:00:00.000Z', '2026-06-01 10:00:00'),
    ...part,
  };
}

describe('given 会员管理 (/ops/members)', () => {
  it('should check the search, search by the digits typed (the address keeps them) and open a member', async () => {
    signedInAs();
    const seen = fakeServer({ '/api/ops/me': ME, '/api/ops/members': () => ok({ total: 1, data: [member()] }) });
    const router = renderAt('/ops/members');
    await screen.findByRole('heading', { level: 1, name: '会员管理' });
    const u = userEvent.setup();
    const form = screen.getByRole('search', { name: '查询会员' });
    await u.click(within(form).getByRole('button', { name: '查询' }));
    expect(within(form).getByRole('alert').textContent).toBe('请输入手机号或会员ID');
    await u.type(within(form).getByLabelText('手机号或会员ID'), '138ab');
    await u.click(within(form).getByRole('button', { name: '查询' }));
    expect(within(form).getByRole('alert').textContent).toBe('手机号或会员ID只能是数字');
    expect(calls(seen, '/api/ops/members')).toHaveLength(0);
    await u.clear(within(form).getByLabelText('手机号或会员ID'));
    await u.type(within(form).getByLabelText('手机号或会员ID'), '5678');
    await u.click(within(form).getByRole('button', { name: '查询' }));
    const table = await screen.findByRole('table', { name: '会员查询结果' });
    expect(router.state.location.search).toBe('?q=5678');
    expect(calls(seen, '/api/ops/members')).toEqual([expect.objectContaining({ auth: 'ops_tok', body: { q: '5678' } })]);
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['7', '13812345678', '小明', '普通会员', '—', '¥36.80', '2026-06-01 10:00:00', '查看']);
    expect(within(table).getByRole('link', { name: '查看会员 7' }).getAttribute('href')).toBe('/ops/member?id=7');
  });
});

describe('given a member page (/ops/member?id=7)', () => {
  const detail = (m: OpsMember): OpsMemberDetail => ({
    member: m,
    orders: [{ vippay_id: 21, num: 2, price: 73600, discount: '10', pay_type: 2, pay_status: 2, out_trade_no: 'VP1', create_time: time('2026-06-02T02:00:00.000Z', '2026-06-02 10:00:00'), pay_time: time('2026-06-02T02:01:00.000Z', '2026-06-02 10:01:00') }],
    cards: [{ card_no: 'VKAAAABBBBCCCCDD', relation: 'owned', state: 'inactive', vippay_id: 21, batch_id: null, create_time: time('2026-06-02T02:01:00.000Z', '2026-06-02 10:01:00'), active_time: null }],
    ledger: [{ ledger_id: 4, kind: 'withdraw', amount: -2000, from_user_id: null, vippay_id: null, withdraw_id: 9, remark: '提现', create_time: time('2026-06-03T02:00:00.000Z', '2026-06-03 10:00:00') }],
    referrals: [{ memberuser_id: 11, phone: '13900001111', role: 2, create_time: time('2026-06-04T02:00:00.000Z', '2026-06-04 10:00:00') }],
    counts: { orders: 1, cards: 1, ledger: 1, referrals: 1 },
  });

  it('should show the member, its orders, cards, ledger and referrals in China time, and change its role after confirming', async () => {
    signedInAs();
    let current = member();
    const seen = fakeServer({
      '/api/ops/me': ME,
      '/api/ops/members/detail': () => ok(detail(current)),
      '/api/ops/members/role': () => {
        current = member({ role: 2, vip_expire_time: time('2027-06-30T15:59:59.000Z', '2027-06-30 23:59:59') });
        return ok(current);
      },
    });
    renderAt('/ops/member?id=7');
    await screen.findByRole('heading', { level: 1, name: '会员 7' });
    expect(calls(seen, '/api/ops/members/detail')[0]?.body).toEqual({ memberuser_id: '7' });
    const orders = await screen.findByRole('table', { name: '购卡订单' });
    expect(within(within(orders).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['21', '2', '¥736.00', '支付宝', '已支付', '2026-06-02 10:00:00', '2026-06-02 10:01:00']);
    expect(within(screen.getByRole('table', { name: '卡密' })).getAllByRole('row')[1]!.textContent).toContain('VKAAAABBBBCCCCDD购买未激活订单 #21');
    expect(within(screen.getByRole('table', { name: '钱包流水' })).getAllByRole('row')[1]!.textContent).toContain('-¥20.00');
    expect(within(screen.getByRole('table', { name: '下级会员' })).getByRole('link', { name: '查看会员 11' }).getAttribute('href')).toBe('/ops/member?id=11');

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: '修改身份' }));
    const dialog = await screen.findByRole('dialog', { name: '修改身份' });
    await u.selectOptions(within(dialog).getByLabelText('身份'), 'VIP会员');
    fireEvent.change(within(dialog).getByLabelText(/VIP到期日/), { target: { value: '2027-06-30' } });
    await u.click(within(dialog).getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('alertdialog', { name: '修改身份' });
    expect(confirm.textContent).toContain('确认修改会员 7（13812345678）：普通会员 → VIP会员，VIP到期 2027-06-30 23:59:59（北京时间）？');
    expect(calls(seen, '/api/ops/members/role')).toHaveLength(0);
    await u.click(within(confirm).getByRole('button', { name: '确认修改' }));
    await screen.findByText('已修改会员身份');
    expect(calls(seen, '/api/ops/members/role')[0]?.body).toEqual({ memberuser_id: '7', role: '2', vip_expire: '2027-06-30' });
    await waitFor(() => expect(screen.getByText('2027-06-30 23:59:59')).toBeTruthy());
  });
});

describe('given 卡密管理 (/ops/cards)', () => {
  const batch = (part: Partial<OpsCardBatch> = {}): OpsCardBatch => ({
    batch_id: 5,
    count: 2,
    valid_days: 30,
    expire_time: time('2026-12-28T02:00:00.000Z', '2026-12-28 10:00:00'),
    note: '线下渠道A',
    operator_name: 'finance1',
    create_time: time('2026-11-28T02:00:00.000Z', '2026-11-28 10:00:00'),
    states: { inactive: 1, active: 1, void: 0, expired: 0 },
    ...part,
  });
  const card = (part: Partial<OpsCard> = {}): OpsCard => ({
    card_id: 1,
    card_no: 'VKAAAABBBBCCCCDD',
    batch_id: 5,
    state: 'inactive',
    active_user_id: null,
    active_time: null,
    void_time: null,
    expire_time: time('2026-12-28T02:00:00.000Z', '2026-12-28 10:00:00'),
    create_time: time('2026-11-28T02:00:00.000Z', '2026-11-28 10:00:00'),
    ...part,
  });

  it('should check and confirm a batch before issuing it, then show its cards', async () => {
    signedInAs();
    const seen = fakeServer({
      '/api/ops/me': ME,
      '/api/ops/cards/batches': () => ok({ total: 1, data: [batch()] }),
      '/api/ops/cards': () => ok({ total: 1, data: [card()] }),
      '/api/ops/cards/issue': () => ok(batch({ batch_id: 6, count: 100 })),
    });
    const router = renderAt('/ops/cards');
    const batches = await screen.findByRole('table', { name: '发行批次' });
    expect(within(within(batches).getAllByRole('row')[1]!).getAllByRole('cell').slice(0, 6).map((c) => c.textContent)).toEqual(['#5', '2', '30 天', '2026-12-28 10:00:00', '未激活 1，已激活 1，已作废 0，已过期 0', '线下渠道A']);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: '发行' }));
    expect(screen.getByText('发卡数量须在1到9999之间')).toBeTruthy();
    await u.type(screen.getByLabelText('数量（张）'), '100');
    await u.clear(screen.getByLabelText('有效期（天）'));
    await u.type(screen.getByLabelText('有效期（天）'), '4000');
    await u.click(screen.getByRole('button', { name: '发行' }));
    expect(screen.getByText('有效期须在1到3650天之间')).toBeTruthy();
    await u.clear(screen.getByLabelText('有效期（天）'));
    await u.type(screen.getByLabelText('有效期（天）'), '90');
    await u.click(screen.getByRole('button', { name: '发行' }));
    const confirm = await screen.findByRole('alertdialog', { name: '发行卡密' });
    expect(confirm.textContent).toContain('确认发行 100 张卡密？须在 90 天内激活');
    expect(calls(seen, '/api/ops/cards/issue')).toHaveLength(0);
    await u.click(within(confirm).getByRole('button', { name: '确认发行' }));
    await screen.findByText('已发行批次 #6（100 张）');
    expect(calls(seen, '/api/ops/cards/issue')[0]?.body).toEqual({ count: '100', valid_days: '90', note: '' });
    await waitFor(() => expect(router.state.location.search).toBe('?batch=6'));
    await screen.findByRole('heading', { level: 2, name: '批次 #6 的卡密' });
    await waitFor(() => expect(calls(seen, '/api/ops/cards').at(-1)?.body).toEqual({ batch_id: '6', page: '1', limit: '50' }));
  });

  it('should void an unused card after confirming, offer no 作废 for a used one, and show the server’s refusal of a card used meanwhile', async () => {
    signedInAs();
    const seen = fakeServer({
      '/api/ops/me': ME,
      '/api/ops/cards/batches': () => ok({ total: 1, data: [batch()] }),
      '/api/ops/cards': () => ok({ total: 3, data: [card(), card({ card_id: 2, card_no: 'VKUSEDUSEDUSEDUS', state: 'active', active_user_id: 9, active_time: time('2026-11-28T03:00:00.000Z', '2026-11-28 11:00:00') }), card({ card_id: 3, card_no: 'VKRACERACERACERA' })] }),
      '/api/ops/cards/void': (body) => (body.card_no === 'VKRACERACERACERA' ? { status: 400, msg: '该卡已被激活，不能作废' } : ok(card({ state: 'void', void_time: time('2026-11-28T04:00:00.000Z', '2026-11-28 12:00:00') }))),
    });
    renderAt('/ops/cards?batch=5');
    const table = await screen.findByRole('table', { name: '卡密列表' });
    const used = within(table).getAllByRole('row')[2]!;
    expect(used.textContent).toContain('已激活，不能作废');
    expect(within(used).getByRole('link', { name: '会员 9' }).getAttribute('href')).toBe('/ops/member?id=9');
    expect(within(used).queryByRole('button')).toBeNull();
    const u = userEvent.setup();
    await u.click(within(table).getByRole('button', { name: '作废 VKAAAABBBBCCCCDD' }));
    const confirm = await screen.findByRole('alertdialog', { name: '作废卡密' });
    await u.click(within(confirm).getByRole('button', { name: '确认作废' }));
    await screen.findByText('已作废 VKAAAABBBBCCCCDD');
    await u.click(within(screen.getByRole('table', { name: '卡密列表' })).getByRole('button', { name: '作废 VKRACERACERACERA' }));
    await u.click(within(await screen.findByRole('alertdialog', { name: '作废卡密' })).getByRole('button', { name: '确认作废' }));
    const box = await screen.findByRole('alertdialog', { name: '系统提示' });
    expect(box.textContent).toContain('该卡已被激活，不能作废');
    expect(calls(seen, '/api/ops/cards/void').map((c) => c.body)).toEqual([{ card_no: 'VKAAAABBBBCCCCDD' }, { card_no: 'VKRACERACERACERA' }]);
  });
});

describe('given 资讯管理 (/ops/news)', () => {
  const item = (part: Partial<OpsNewsItem> = {}): OpsNewsItem => ({ infomation_id: 31, title: '志愿填报提醒', source: '考试院', imgurl: '', status: 0, time: time('2026-11-28T02:00:00.000Z', '2026-11-28 10:00:00'), ...part });

  it('should check a new item, preview the body as the server stores it, save it as a draft and publish it after confirming', async () => {
    signedInAs();
    let saved: OpsNewsItem | null = null;
    const seen = fakeServer({
      '/api/ops/me': ME,
      '/api/ops/news': () => ok({ total: saved ? 1 : 0, data: saved ? [saved] : [] }),
      '/api/ops/news/preview': () => ok({ content: '<p>正文</p>' }),
      '/api/ops/news/save': () => {
        saved = item();
        return ok({ ...saved, content: '<p>正文</p>' });
      },
      '/api/ops/news/publish': () => {
        saved = item({ status: 1 });
        return ok(saved);
      },
    });
    const sanitize = vi.spyOn(DOMPurify, 'sanitize').mockImplementation((html: string | Node) => String(html));
    const router = renderAt('/ops/news');
    await screen.findByRole('heading', { level: 1, name: '资讯管理' });
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: '新建资讯' }));
    const form = await screen.findByRole('form', { name: '新建资讯' });
    expect(router.state.location.search).toBe('?edit=new');
    await u.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByRole('alert').textContent).toBe('请输入标题');
    await u.type(within(form).getByLabelText('标题'), '志愿填报提醒');
    await u.click(within(form).getByRole('button', { name: '保存' }));
    expect(within(form).getByRole('alert').textContent).toBe('请输入正文');
    fireEvent.change(within(form).getByLabelText('正文（HTML）'), { target: { value: '<p>正文</p><script>alert(1)</script>' } });
    await u.click(within(form).getByRole('button', { name: '预览' }));
    const preview = await screen.findByRole('region', { name: '预览（保存后的样子）' });
    // The server's sanitised body, through DOMPurify again (happy-dom's DOMPurify is not the browser's: its output is
    // replaced here, its input asserted).
    expect(sanitize).toHaveBeenCalledWith('<p>正文</p>');
    expect(preview.querySelector('.gk-rich')?.innerHTML).toBe('<p>正文</p>');
    expect(calls(seen, '/api/ops/news/preview')[0]?.body).toEqual({ content: '<p>正文</p><script>alert(1)</script>' });
    expect(calls(seen, '/api/ops/news/save')).toHaveLength(0);
    await u.click(within(form).getByRole('button', { name: '保存' }));
    await screen.findByText('已保存为草稿');
    expect(calls(seen, '/api/ops/news/save')[0]?.body).toEqual({ title: '志愿填报提醒', source: '', imgurl: '', content: '<p>正文</p><script>alert(1)</script>' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const table = await screen.findByRole('table', { name: '资讯列表' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').slice(0, 5).map((c) => c.textContent)).toEqual(['31', '志愿填报提醒', '考试院', '草稿', '2026-11-28 10:00:00']);
    await u.click(within(row).getByRole('button', { name: '发布资讯 #31' }));
    const confirm = await screen.findByRole('alertdialog', { name: '发布资讯' });
    expect(confirm.textContent).toContain('确认发布《志愿填报提醒》？发布后立即在资讯页显示。');
    await u.click(within(confirm).getByRole('button', { name: '确认发布' }));
    await screen.findByText('已发布《志愿填报提醒》');
    expect(calls(seen, '/api/ops/news/publish')[0]?.body).toEqual({ infomation_id: '31', status: '1' });
    await waitFor(() => expect(within(screen.getByRole('table', { name: '资讯列表' })).getAllByRole('row')[1]!.textContent).toContain('已发布'));
    sanitize.mockRestore();
  });
});

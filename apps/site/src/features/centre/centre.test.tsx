import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, ok, type Seen } from '../../../test/fake-server';
import { user } from '../../../test/fixtures';

import { renderCentre } from '../../../test/centre';

afterEach(() => vi.unstubAllGlobals());

const empty = () => ok({ total: 0, data: [] });
const calls = (seen: Seen[], path: string) => seen.filter((s) => s.path === path);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const toast = (text: string) => screen.findByText(text, { selector: '[role="status"] *, [role="alert"] *, [role="status"], [role="alert"]' });

describe('given the panels of /Home', () => {
  it('should open 基本信息 without a type and list every panel in the side menu of an ordinary member', async () => {
    fakeServer({});
    renderCentre('/Home');
    expect(await screen.findByRole('heading', { level: 2, name: '基本信息' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: '会员中心' });
    expect(within(menu).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['基本信息', '/Home?type=1'],
      ['我的志愿', '/Home?type=2'],
      ['VIP会员', '/Home?type=3'],
      ['我的测评', '/Home?type=4'],
      ['修改密码', '/Home?type=5'],
      ['我的钱包', '/Home?type=6'],
      ['下级会员', '/Home?type=7'],
    ]);
    expect(within(menu).getByRole('link', { name: '基本信息' }).getAttribute('aria-current')).toBe('page');
  });

  it.each([
    { type: 1, heading: '基本信息' },
    { type: 2, heading: '我的志愿' },
    { type: 3, heading: 'VIP会员' },
    { type: 5, heading: '修改密码' },
    { type: 6, heading: '我的钱包' },
    { type: 7, heading: '下级会员' },
  ])('should show the $heading panel for type=$type', async ({ type, heading }) => {
    fakeServer({
      '/api/Financial.Vippay/activeRecord': empty,
      '/api/Financial.Vippay/ruzhangList': empty,
      '/api/MemberUser/getXiajiList': empty,
    });
    renderCentre(`/Home?type=${type}`);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeTruthy();
  });

  it('should hand type=4 to the assessments feature', async () => {
    fakeServer({});
    renderCentre('/Home?type=4');
    expect(await screen.findByText('我的测评内容')).toBeTruthy();
  });

  it('should call an agent’s centre 代理中心', async () => {
    fakeServer({});
    renderCentre('/Home', { role: 3 });
    expect(await screen.findByRole('heading', { level: 1, name: '代理中心' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '代理中心' })).toBeTruthy();
    expect(screen.getByText('代理商')).toBeTruthy();
  });

  it('should hide 下级会员 from a VIP flagged is_sheng without isFen, and say so on type=7', async () => {
    const seen = fakeServer({ '/api/MemberUser/getXiajiList': empty });
    renderCentre('/Home?type=7', { role: 2, is_sheng: 1, isFen: 0 });
    expect(await screen.findByText(/当前身份不显示下级会员/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: '下级会员' })).toBeNull();
    expect(calls(seen, '/api/MemberUser/getXiajiList')).toEqual([]);
  });

  it('should ask a visitor to log in', async () => {
    fakeServer({});
    renderCentre('/Home?type=3', null);
    expect(await screen.findByText('请先登录后进入会员中心。')).toBeTruthy();
  });

  it('should tell a member without a plan to create one on the home page', async () => {
    fakeServer({});
    renderCentre('/Home?type=2', { zhiyuan: null });
    expect(await screen.findByText('您当前没有志愿单，请返回首页创建')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });
});

describe('given the basic info panel', () => {
  it('should copy the invite link: 复制成功！', async () => {
    fakeServer({});
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderCentre('/Home?type=1', { code: 'ABC123' });
    await userEvent.click(await screen.findByRole('button', { name: '复制链接' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?code=ABC123`);
    expect(await toast('复制成功！')).toBeTruthy();
  });

  it('should say 复制失败，请切换浏览器重试。 when the browser refuses', async () => {
    fakeServer({});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    renderCentre('/Home?type=1');
    await userEvent.click(await screen.findByRole('button', { name: '复制链接' }));
    expect(await toast('复制失败，请切换浏览器重试。')).toBeTruthy();
  });

  it('should show the withdraw button as 余额不足 at a zero balance', async () => {
    fakeServer({});
    renderCentre('/Home?type=1', { blance: 0 });
    const button = (await screen.findByRole('button', { name: '余额不足' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('should save the real name and gender, with the phone read-only', async () => {
    const seen = fakeServer({ '/api/MemberUser/update': () => ok(user({ nickname: '李华', sex: 2 })) });
    renderCentre('/Home?type=1', { nickname: '小明', sex: 1 });
    const phone = (await screen.findByLabelText('手机号')) as HTMLInputElement;
    expect(phone.disabled).toBe(true);
    const name = screen.getByLabelText('真实姓名');
    await userEvent.clear(name);
    await userEvent.type(name, '李华');
    await userEvent.click(screen.getByRole('radio', { name: '女' }));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls(seen, '/api/MemberUser/update')[0]?.body).toEqual({ memberuser_id: '7', nickname: '李华', sex: '2' }));
    expect(await toast('保存成功')).toBeTruthy();
  });
});

describe('given 60 characters in 真实姓名', () => {
  it('should show only the field message on 保存 and send nothing', async () => {
    const seen = fakeServer({ '/api/MemberUser/update': () => ({ status: 400, msg: '请求参数错误' }) });
    renderCentre('/Home?type=1', { nickname: '小明', sex: 1 });
    const name = (await screen.findByLabelText('真实姓名')) as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('张'.repeat(60));
    expect(await screen.findByText('最多输入30个字', {}, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await sleep(300);
    expect(calls(seen, '/api/MemberUser/update')).toEqual([]);
    expect(screen.queryByText('请求参数错误')).toBeNull();
  });
});

describe('given the change-password panel', () => {
  it('should ask for the current password of an account that has one (请输入原密码), then send it as oldpassword', async () => {
    const seen = fakeServer({ '/api/MemberUser/resetPwd': () => ok(null), '/api/MemberUser/detail': () => ok(user({ has_password: true })) });
    renderCentre('/Home?type=5', { has_password: true });
    await userEvent.type(await screen.findByLabelText('新密码'), 'newpass123');
    await userEvent.type(screen.getByLabelText('确认密码'), 'newpass123');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入原密码');
    await userEvent.type(screen.getByLabelText('原密码'), 'oldpass123');
    await userEvent.clear(screen.getByLabelText('确认密码'));
    await userEvent.type(screen.getByLabelText('确认密码'), 'other1234');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(screen.getByRole('alert').textContent).toBe('两次密码不一致');
    await userEvent.clear(screen.getByLabelText('确认密码'));
    await userEvent.type(screen.getByLabelText('确认密码'), 'newpass123');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(calls(seen, '/api/MemberUser/resetPwd')[0]?.body).toEqual({ oldpassword: 'oldpass123', password: 'newpass123', repassword: 'newpass123' }));
    expect(await toast('修改密码成功')).toBeTruthy();
    expect((screen.getByLabelText('原密码') as HTMLInputElement).value).toBe('');
  });

  it('should let an SMS-made account set its first password with a reset code sent to its own phone', async () => {
    const seen = fakeServer({
      '/api/MemberUser/sendSms': () => ok({ key: 'K1' }, { key: 'K1' }),
      '/api/MemberUser/resetPwd': () => ok(null),
      '/api/MemberUser/detail': () => ok(user({ has_password: true })),
    });
    renderCentre('/Home?type=5', { has_password: false, phone: '13912345678' });
    expect(await screen.findByText(/尚未设置密码/)).toBeTruthy();
    expect(screen.queryByLabelText('原密码')).toBeNull();
    await userEvent.type(screen.getByLabelText('新密码'), 'firstpass1');
    await userEvent.type(screen.getByLabelText('确认密码'), 'firstpass1');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(screen.getByRole('alert').textContent).toBe('请输入短信验证码');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(calls(seen, '/api/MemberUser/sendSms')[0]?.body).toEqual({ mobile: '13912345678', type: 'reset' }));
    expect(await screen.findByRole('button', { name: /秒后重新获取/ })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('短信验证码'), '123456');
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(calls(seen, '/api/MemberUser/resetPwd')[0]?.body).toEqual({ password: 'firstpass1', repassword: 'firstpass1', verify_id: 'K1', verify: '123456' }));
  });
});

describe('given the VIP panel', () => {
  it('should refuse an empty card with 卡码和卡密不能为空 and activate a filled one: 激活成功, the member re-read', async () => {
    const seen = fakeServer({
      '/api/Financial.Vippay/activeRecord': empty,
      '/api/Financial.Vippay/cardActive': () => ok({ role: 2, vip_expire_time: '2027-06-01T00:00:00.000Z' }, { msg: '激活成功' }),
      '/api/MemberUser/detail': () => ok(user({ role: 2 })),
    });
    renderCentre('/Home?type=3', { role: 1 });
    await userEvent.click(await screen.findByRole('button', { name: '立即激活' }));
    expect(screen.getByRole('alert').textContent).toBe('卡码和卡密不能为空');
    await userEvent.type(screen.getByLabelText('卡码'), 'VKABCDEFGHJKLMNP');
    await userEvent.click(screen.getByRole('button', { name: '立即激活' }));
    expect(screen.getByRole('alert').textContent).toBe('卡码和卡密不能为空');
    await userEvent.type(screen.getByLabelText('卡密'), 'PASS23456789');
    await userEvent.click(screen.getByRole('button', { name: '立即激活' }));
    await waitFor(() => expect(calls(seen, '/api/Financial.Vippay/cardActive')[0]?.body).toEqual({ card_no: 'VKABCDEFGHJKLMNP', card_password: 'PASS23456789' }));
    expect(await toast('激活成功')).toBeTruthy();
    await waitFor(() => expect(calls(seen, '/api/MemberUser/detail').length).toBe(1));
    await waitFor(() => expect(calls(seen, '/api/Financial.Vippay/activeRecord').length).toBe(2));
  });

  it('should list the activation records', async () => {
    fakeServer({
      '/api/Financial.Vippay/activeRecord': () => ok({ total: 1, data: [{ card_no: 'VK1111', active_status: 2, active_time: '2026-06-01T02:00:00.000Z', create_time: '2026-06-01T01:00:00.000Z' }] }),
    });
    renderCentre('/Home?type=3');
    const table = await screen.findByRole('table', { name: '激活记录' });
    expect(within(table).getByRole('row', { name: /VK1111/ }).textContent).toContain('2026-06-01 10:00');
  });
});

describe('given the wallet panel', () => {
  const income = (n: number) => ({ id: n, code: `C${n}`, phone: '138****0001', price: 3680, remark: '推广佣金', create_time: '2026-06-01T02:00:00.000Z' });

  it('should keep the tab and the page in the address and ask 20 a page', async () => {
    const seen = fakeServer({
      '/api/Financial.Vippay/ruzhangList': (b) => ok({ total: 45, data: Array.from({ length: b.page === '3' ? 5 : 20 }, (_, i) => income(Number(b.page) * 100 + i)) }),
      '/api/Financial.Withdraw/index': () => ok({ total: 1, data: [{ withdraw_id: 9, price: 5000, type: 2, status: 1, remark: '待处理', create_time: '2026-06-02T02:00:00.000Z' }] }),
    });
    const { router } = renderCentre('/Home?type=6', { blance: 12345 });
    expect(screen.getByText('¥123.45')).toBeTruthy();
    const table = await screen.findByRole('table', { name: '入账记录' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('¥36.80');
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=6&page=3'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: '入账记录' })).getAllByRole('row')).toHaveLength(6));
    expect(calls(seen, '/api/Financial.Vippay/ruzhangList').map((s) => s.body)).toEqual([
      { page: '1', limit: '20' },
      { page: '3', limit: '20' },
    ]);
    await userEvent.click(screen.getByRole('tab', { name: '提现记录' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=6&tab=withdraw'));
    const withdrawals = await screen.findByRole('table', { name: '提现记录' });
    const cells = within(within(withdrawals).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['¥50.00', '支付宝', expect.any(String), '待处理', '—']);
  });

  it('should move page=2 of 1 record to the last page in place, not show 暂无数据 beside 共 1 条', async () => {
    const seen = fakeServer({
      '/api/Financial.Vippay/ruzhangList': (b) => ok({ total: 1, data: b.page === '1' ? [income(1)] : [] }),
    });
    const { router } = renderCentre('/Home?type=6&tab=income&page=2');
    await waitFor(() => expect(router.state.location.search).toBe('?type=6&tab=income'), { timeout: 5000 });
    expect(router.state.historyAction).toBe('REPLACE');
    const table = await screen.findByRole('table', { name: '入账记录' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(calls(seen, '/api/Financial.Vippay/ruzhangList').map((s) => s.body.page)).toEqual(['2', '1']);
  });

  it('should check a withdrawal with the domain’s messages before sending it, then say 提现成功', async () => {
    const seen = fakeServer({
      '/api/Financial.Vippay/ruzhangList': () => ok({ total: 0, data: [] }),
      '/api/Financial.Withdraw/index': () => ok({ total: 0, data: [] }),
      '/api/WxPay/wxTixian': () => ok({ withdraw_id: 1, price: 1050, status: 1 }, { msg: '提现成功' }),
      '/api/Alipay/withdraw_deposit': () => ok({ withdraw_id: 2, price: 100, status: 1 }, { msg: '提现成功' }),
      '/api/MemberUser/detail': () => ok(user({ blance: 500000 - 1050 })),
    });
    renderCentre('/Home?type=6', { blance: 500000, openid: 'oBOUND7' });
    await userEvent.click(await screen.findByRole('button', { name: '提现' }));
    const dialog = await screen.findByRole('dialog', { name: '提现' });
    const submit = () => userEvent.click(within(dialog).getByRole('button', { name: '确认提现' }));
    const amount = within(dialog).getByLabelText('提现金额（元）');
    await submit();
    expect(within(dialog).getByRole('alert').textContent).toBe('请输入提现金额');
    await userEvent.type(amount, '2000.01');
    await submit();
    expect(within(dialog).getByRole('alert').textContent).toBe('单次最多提现2000元');
    await userEvent.click(within(dialog).getByRole('radio', { name: '支付宝' }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '1');
    await submit();
    expect(within(dialog).getByRole('alert').textContent).toBe('请输入支付宝账号');
    await userEvent.type(within(dialog).getByLabelText('支付宝账号'), 'pay@example.com');
    await submit();
    expect(within(dialog).getByRole('alert').textContent).toBe('请输入支付宝姓名');
    await userEvent.click(within(dialog).getByRole('radio', { name: '微信' }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '10.5');
    await submit();
    await waitFor(() => expect(calls(seen, '/api/WxPay/wxTixian')[0]?.body).toEqual({ price: '10.5' }));
    expect(await toast('提现成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '提现' })).toBeNull());
    expect(calls(seen, '/api/Alipay/withdraw_deposit')).toEqual([]);
  });

  it('should warn before submitting that a WeChat withdrawal needs a bound WeChat, send nothing, and take Alipay', async () => {
    const seen = fakeServer({ '/api/Financial.Vippay/ruzhangList': empty, '/api/WxPay/wxTixian': () => ({ status: 400, msg: '请先在个人中心绑定微信，再申请微信提现' }) });
    renderCentre('/Home?type=6', { blance: 500000, openid: '' });
    await userEvent.click(await screen.findByRole('button', { name: '提现' }));
    const dialog = await screen.findByRole('dialog', { name: '提现' }, { timeout: 5000 });
    expect(within(dialog).getByTestId('withdraw-wechat-unbound').textContent).toContain('请先在个人中心绑定微信，再申请微信提现');
    expect(within(dialog).queryByText(/款项转入您绑定的微信/)).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('提现金额（元）'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认提现' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请先在个人中心绑定微信，再申请微信提现');
    expect(calls(seen, '/api/WxPay/wxTixian')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('radio', { name: '支付宝' }));
    expect(within(dialog).queryByTestId('withdraw-wechat-unbound')).toBeNull();
  });

  it('should say 余额不足 for more than the balance', async () => {
    fakeServer({ '/api/Financial.Vippay/ruzhangList': empty });
    renderCentre('/Home?type=6', { blance: 1000 });
    await userEvent.click(await screen.findByRole('button', { name: '提现' }));
    const dialog = await screen.findByRole('dialog', { name: '提现' });
    await userEvent.type(within(dialog).getByLabelText('提现金额（元）'), '10.01');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认提现' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('余额不足');
  });
});

describe('given the lower-level panel', () => {
  it('should list invitees 20 a page with masked phones and 临时会员 for ordinary members', async () => {
    const seen = fakeServer({
      '/api/MemberUser/getXiajiList': () =>
        ok({
          total: 2,
          data: [
            { memberuser_id: 31, phone: '138****0031', create_time: '2026-06-01T02:00:00.000Z', role: 1 },
            { memberuser_id: 32, phone: '138****0032', create_time: '2026-06-02T02:00:00.000Z', role: 2 },
          ],
        }),
    });
    renderCentre('/Home?type=7', { role: 3 });
    const table = await screen.findByRole('table', { name: '下级会员' });
    const rows = within(table).getAllByRole('row').map((r) => r.textContent);
    expect(rows[1]).toBe('138****00312026-06-01 10:00临时会员');
    expect(rows[2]).toBe('138****00322026-06-02 10:00VIP会员');
    expect(calls(seen, '/api/MemberUser/getXiajiList')[0]?.body).toEqual({ page: '1', limit: '20' });
  });
});

describe('given the WeChat binding dialog', () => {
  const ticketUrl = `${window.location.origin}/api/MemberUser/jiutian_login?memberuser_id=7&ticket=${'ab'.repeat(32)}`;

  it('should show a 240 px QR of the ticket address, ask every second until an openid appears, then say 绑定成功 and close', async () => {
    let asked = 0;
    const seen = fakeServer({
      '/api/MemberUser/wxBindTicket': () => ok({ url: ticketUrl, expires_in: 600, sandbox: false }),
      '/api/MemberUser/detail': () => {
        asked += 1;
        return ok(user({ openid: asked >= 2 ? 'o-wx-1' : '' }));
      },
    });
    renderCentre('/Home?type=1', { openid: '', memberuser_id: 7 });
    await userEvent.click(await screen.findByRole('button', { name: '绑定微信' }));
    const dialog = await screen.findByRole('dialog', { name: '绑定微信' });
    const qr = await within(dialog).findByRole('img', { name: '微信扫码绑定' });
    expect(qr.getAttribute('width')).toBe('240');
    expect(calls(seen, '/api/MemberUser/wxBindTicket')).toHaveLength(1);
    // A real provider: no local page to open.
    expect(within(dialog).queryByRole('link', { name: /打开本机绑定页面/ })).toBeNull();
    expect(await toast('绑定成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '绑定微信' })).toBeNull());
    expect(calls(seen, '/api/MemberUser/detail').length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText('已绑定')).toBeTruthy();
  });

  it('should link to the sandbox binding page in development', async () => {
    fakeServer({
      '/api/MemberUser/wxBindTicket': () => ok({ url: ticketUrl, expires_in: 600, sandbox: true }),
      '/api/MemberUser/detail': () => ok(user({ openid: '' })),
    });
    renderCentre('/Home?type=1', { openid: '', memberuser_id: 7 });
    await userEvent.click(await screen.findByRole('button', { name: '绑定微信' }));
    const dialog = await screen.findByRole('dialog', { name: '绑定微信' });
    const link = await within(dialog).findByRole('link', { name: '打开本机绑定页面（开发环境沙箱）' });
    expect(link.getAttribute('href')).toBe(ticketUrl);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('should say so when the server offers no binding (该功能暂未开放), without a QR code', async () => {
    fakeServer({
      '/api/MemberUser/wxBindTicket': () => ({ status: 501, msg: '该功能暂未开放' }),
      '/api/MemberUser/detail': () => ok(user({ openid: '' })),
    });
    renderCentre('/Home?type=1', { openid: '', memberuser_id: 7 });
    await userEvent.click(await screen.findByRole('button', { name: '绑定微信' }));
    const dialog = await screen.findByRole('dialog', { name: '绑定微信' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('该功能暂未开放，请关闭后重试。');
    expect(within(dialog).queryByRole('img', { name: '微信扫码绑定' })).toBeNull();
  });
});

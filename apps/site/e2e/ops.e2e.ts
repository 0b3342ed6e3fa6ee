import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, e2eSuite, horizontalOverflow, phoneSeries, shotsDir } from './harness';
import { runAdmin, serverDir, startServer, type RunningServer } from './server';
import { post, signUp } from './volunteer-helpers/api';

/**
 * The operator console (issue 30) in Chromium against the real server: an operator made by the admin command (the
 * embedded database is one process's: the server is stopped for it and started again on the same data) signs in with
 * its password and the TOTP code an authenticator app would show (otplib, as the server checks it), pays a member's
 * withdrawal through 标记已付, finds it in 已打款 and in the audit log; axe and no sideways scrolling at 1280 and 375 px.
 */
const suite = e2eSuite();
const shots = shotsDir('ops');
const phone = phoneSeries('134', 4000);

/** otplib from the server's dependencies (the site does not depend on it): the code an authenticator shows now. */
async function totpNow(secret: string): Promise<string> {
  const require = createRequire(path.join(serverDir, 'package.json'));
  const otplib = (await import(pathToFileURL(require.resolve('otplib')).href)) as { generate: (o: { secret: string; epoch?: number }) => Promise<string> };
  return otplib.generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

/** A member invited by another signs up by SMS, buys one VIP card through the sandbox: the inviter gets the commission. */
async function invitedPurchase(server: RunningServer): Promise<string> {
  const inviterToken = await signUp(server, phone());
  const inviter = await post<{ code: string }>(server, '/api/MemberUser/detail', {}, inviterToken);
  const buyerPhone = phone();
  const code = server.smsCode(buyerPhone.slice(-4));
  const sent = await post(server, '/api/MemberUser/sendSms', { mobile: buyerPhone });
  expect(sent.status, sent.msg).toBe(200);
  const login = await post<{ token: string }>(server, '/api/MemberUser/loginCode', { mobile: buyerPhone, verify_id: String(sent.key), verify: await code, scene: inviter.data!.code });
  expect(login.status, login.msg).toBe(200);
  const buyer = login.data!.token;
  const order = await post<{ vippay_id: number; code_url: string }>(server, '/api/WxPay/pc_create_order', { num: 1 }, buyer);
  expect(order.status, order.msg).toBe(200);
  const orderNo = new URL(order.data!.code_url).searchParams.get('order') ?? '';
  const paid = await fetch(`${server.url}/api/sandbox/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ order: orderNo }) });
  expect(await paid.text()).toContain('支付成功');
  return inviterToken;
}

async function expectClean(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
  expect(await horizontalOverflow(page), what).toBeLessThanOrEqual(0);
}

describe('the operator console', () => {
  let operator: { name: string; password: string; secret: string };
  let memberToken: string;
  let withdrawId: number;

  beforeAll(async () => {
    // A pending withdrawal: the inviter's commission (10 % of 368.00), 20.00 of it to Alipay.
    memberToken = await invitedPurchase(suite.server);
    const asked = await post<{ withdraw_id: number }>(suite.server, '/api/Alipay/withdraw_deposit', { price: '20', type: 2, identity: 'ops-e2e@example.com', name: '李四' }, memberToken);
    expect(asked.status, asked.msg).toBe(200);
    withdrawId = asked.data!.withdraw_id;

    // The operator, by the admin command on the stopped server's data; then the server again on the same data.
    const dataDir = suite.server.dataDir;
    await suite.server.stop({ keepData: true });
    const name = `e2eop${process.pid % 1e4}`;
    const made = await runAdmin(dataDir, 'operator', 'add', name);
    expect(made.code, made.out).toBe(0);
    const password = /初始密码：(\S+)/.exec(made.out)?.[1];
    const secret = /动态验证码密钥（TOTP）：(\S+)/.exec(made.out)?.[1];
    expect(password && secret, made.out).toBeTruthy();
    operator = { name, password: password!, secret: secret! };
    suite.server = await startServer(300_000, { dataDir });
  }, 420_000);

  it('signs in with TOTP, marks the withdrawal paid, finds it in 已打款 and in the audit log; axe at 1280 and 375 px', async () => {
    const page = await suite.page({ width: 1280, province: null });
    await page.goto(`${suite.server.url}/ops`);
    const form = page.getByRole('form', { name: '运营后台登录' });
    await form.waitFor();
    expect(new URL(page.url()).pathname).toBe('/ops/login');
    // Not the family's frame: no family navigation, no member sign-up.
    expect(await page.getByRole('button', { name: '注册' }).count()).toBe(0);
    await expectClean(page, 'sign-in at 1280 px');

    await form.getByLabel('运营账号').fill(operator.name);
    await form.getByLabel('密码').fill(operator.password);
    await form.getByLabel('动态验证码').fill('000000' === (await totpNow(operator.secret)) ? '111111' : '000000');
    await form.getByRole('button', { name: '登录' }).click();
    expect(await form.getByRole('alert').innerText()).toBe('账号、密码或动态验证码错误');
    await form.getByLabel('动态验证码').fill(await totpNow(operator.secret));
    await form.getByRole('button', { name: '登录' }).click();
    await page.getByRole('heading', { level: 1, name: '提现审核' }).waitFor();
    // The operator's token is its own (sessionStorage), the member's key untouched.
    expect(await page.evaluate(() => [sessionStorage.getItem('gk-ops-token')?.slice(0, 4), localStorage.getItem('token')])).toEqual(['ops_', null]);

    const pending = page.getByRole('table', { name: '待处理提现' });
    const row = pending.getByRole('row', { name: new RegExp(`^${withdrawId}\\b`) });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/¥20\.00[\s\S]*支付宝[\s\S]*ops-e2e@example\.com \/ 李四[\s\S]*\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    await expectClean(page, 'queue at 1280 px');
    await page.screenshot({ path: path.join(shots, 'queue-1280.png'), fullPage: true });

    await row.getByRole('button', { name: '标记已付' }).click();
    const dialog = page.getByRole('dialog', { name: '标记已付' });
    await dialog.getByLabel('转账单号').fill('ALIE2E0001');
    await dialog.getByRole('button', { name: '下一步' }).click();
    const confirm = page.getByRole('alertdialog', { name: '标记已付' });
    await confirm.getByText(/已打款？转账单号：ALIE2E0001/).waitFor();
    await expectClean(page, 'confirmation at 1280 px');
    await confirm.getByRole('button', { name: '确认标记已付' }).click();
    await page.getByText('已标记为已打款').waitFor();
    await row.waitFor({ state: 'detached' });

    await page.getByLabel('状态').selectOption('2');
    await page.waitForURL('**/ops?status=2');
    const done = page.getByRole('table', { name: '已打款提现' }).getByRole('row', { name: new RegExp(`^${withdrawId}\\b`) });
    expect(await done.innerText()).toContain('已打款，单号 ALIE2E0001');

    // The member sees it paid, without any restart.
    const records = await post<{ data: { withdraw_id: number; status: number }[] }>(suite.server, '/api/Financial.Withdraw/index', { page: 1, limit: 10 }, memberToken);
    expect(records.data!.data.find((w) => w.withdraw_id === withdrawId)?.status).toBe(2);

    await page.getByRole('navigation', { name: '运营后台' }).getByRole('link', { name: '审计日志' }).click();
    const audit = page.getByRole('table', { name: '审计日志' });
    const paidRow = audit.getByRole('row').filter({ hasText: `withdraw:${withdrawId}` }).filter({ hasText: 'withdrawal.paid' });
    expect(await paidRow.innerText()).toContain(operator.name);
    await audit.getByRole('row').filter({ hasText: 'operator.login' }).first().waitFor();
    await expectClean(page, 'audit at 1280 px');

    // 375 px: the same pages, no sideways scrolling (the tables scroll inside their own region).
    await page.setViewportSize({ width: 375, height: 800 });
    await expectClean(page, 'audit at 375 px');
    await page.screenshot({ path: path.join(shots, 'audit-375.png'), fullPage: true });
    await page.getByRole('navigation', { name: '运营后台' }).getByRole('link', { name: '提现审核' }).click();
    await page.getByRole('heading', { level: 1, name: '提现审核' }).waitFor();
    await expectClean(page, 'queue at 375 px');
    await page.screenshot({ path: path.join(shots, 'queue-375.png'), fullPage: true });
  }, 180_000);

  it('keeps a member’s token out: the console asks a member to sign in as an operator', async () => {
    const page = await suite.page({ width: 375, token: memberToken, province: null });
    await page.goto(`${suite.server.url}/ops/audit`);
    await page.getByRole('form', { name: '运营后台登录' }).waitFor();
    const refused = await fetch(`${suite.server.url}/api/ops/audit`, { method: 'POST', headers: { authorization: memberToken, 'content-type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(403);
    await expectClean(page, 'sign-in at 375 px');
  }, 60_000);
});

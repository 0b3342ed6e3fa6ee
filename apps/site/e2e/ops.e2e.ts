import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eSuite, phoneSeries, shotsDir } from './harness';
import { expectClean, runOperator, totpNow, type Operator } from './ops-helpers';
import type { RunningServer } from './server';
import { post, signUp } from './volunteer-helpers/api';

/**
 * The operator console (issue 30) in Chromium against the real server: an operator made by the admin command (in the
 * run's seeded data directory, before any server holds a copy of it: e2e/global-setup.ts) signs in with
 * its password and the TOTP code an authenticator app would show (otplib, as the server checks it), pays a member's
 * withdrawal through 标记已付, finds it in 已打款 and in the audit log; axe and no sideways scrolling at 1280 and 375 px.
 */
const suite = e2eSuite({ server: 'own' });
const shots = shotsDir('ops');
const phone = phoneSeries('134', 4000);

/** otplib from the server's dependencies (the site does not depend on it): the code an authenticator shows now. */

/** A member invited by another signs up by SMS, buys one VIP card through the sandbox: the inviter gets the commission. */
async function invitedPurchase(server: RunningServer): Promise<string> {
  const inviterToken = await signUp(server, phone());
  const inviter = await post<{ code: string }>(server, '/api/MemberUser/detail', {}, inviterToken);
  const buyerPhone = phone();
  const code = server.smsCode(buyerPhone);
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

/** A code of a 30-second step not used yet (a code signs in once): waits for the next step when `used` is the current one. */
async function freshCode(secret: string, used: readonly string[]): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const code = await totpNow(secret);
    if (!used.includes(code)) return code;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no fresh TOTP code within 40 s');
}

async function signIn(page: Page, operator: Operator, used: string[]) {
  await page.goto(`${suite.server.url}/ops/login`);
  const form = page.getByRole('form', { name: '运营后台登录' });
  await form.getByLabel('运营账号').fill(operator.name);
  await form.getByLabel('密码').fill(operator.password);
  const code = await freshCode(operator.secret, used);
  used.push(code);
  await form.getByLabel('动态验证码').fill(code);
  await form.getByRole('button', { name: '登录' }).click();
  await page.getByRole('heading', { level: 1, name: '提现审核' }).waitFor();
}

describe('the operator console', () => {
  let operator: Operator;
  let memberToken: string;
  let withdrawId: number;
  const usedCodes: string[] = [];

  beforeAll(async () => {
    // A pending withdrawal: the inviter's commission (10 % of 368.00), 20.00 of it to Alipay.
    memberToken = await invitedPurchase(suite.server);
    const asked = await post<{ withdraw_id: number }>(suite.server, '/api/Alipay/withdraw_deposit', { price: '20', type: 2, identity: 'ops-e2e@example.com', name: '李四' }, memberToken);
    expect(asked.status, asked.msg).toBe(200);
    withdrawId = asked.data!.withdraw_id;

    // The operator the run's setup made by the admin command (e2e/global-setup.ts).
    operator = runOperator();
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
    const code = await totpNow(operator.secret);
    usedCodes.push(code);
    await form.getByLabel('动态验证码').fill(code);
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

  it('finds the member by phone, makes it an agent with a VIP end, issues a card batch the member activates, voids an unused card and is refused a used one; audited; axe at 1280 and 375 px', async () => {
    const me = (await post<{ memberuser_id: number; phone: string }>(suite.server, '/api/MemberUser/detail', {}, memberToken)).data!;
    const page = await suite.page({ width: 1280, province: null, acceptDownloads: true });
    await signIn(page, operator, usedCodes);
    const nav = page.getByRole('navigation', { name: '运营后台' });

    // 会员管理: the last 6 digits of the phone find the member; its page shows its referral and ledger.
    await nav.getByRole('link', { name: '会员管理' }).click();
    await page.getByRole('heading', { level: 1, name: '会员管理' }).waitFor();
    await page.getByLabel('手机号或会员ID').fill(me.phone.slice(-6));
    await page.getByRole('button', { name: '查询' }).click();
    const found = page.getByRole('table', { name: '会员查询结果' }).getByRole('row', { name: new RegExp(`^${me.memberuser_id}\\b`) });
    expect(await found.innerText()).toContain(me.phone);
    await expectClean(page, 'member search at 1280 px');
    await found.getByRole('link', { name: `查看会员 ${me.memberuser_id}` }).click();
    await page.getByRole('heading', { level: 1, name: `会员 ${me.memberuser_id}` }).waitFor();
    const referrals = page.getByRole('table', { name: '下级会员' }).getByRole('row');
    await referrals.nth(1).waitFor();
    expect(await referrals.count()).toBe(2);
    expect(await page.getByRole('table', { name: '钱包流水' }).innerText()).toContain('¥36.80');
    await expectClean(page, 'member page at 1280 px');

    await page.getByRole('button', { name: '修改身份' }).click();
    const roleDialog = page.getByRole('dialog', { name: '修改身份' });
    await roleDialog.getByLabel('身份').selectOption('3');
    await roleDialog.getByLabel(/VIP到期日/).fill('2031-06-30');
    await roleDialog.getByRole('button', { name: '下一步' }).click();
    const roleConfirm = page.getByRole('alertdialog', { name: '修改身份' });
    await roleConfirm.getByText(/普通会员 → 代理商，VIP到期 2031-06-30 23:59:59（北京时间）/).waitFor();
    await roleConfirm.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('已修改会员身份').waitFor();
    await page.getByRole('definition').filter({ hasText: '2031-06-30 23:59:59' }).waitFor();
    // The family reads the new role at once, without a restart.
    expect((await post<{ role: number }>(suite.server, '/api/MemberUser/detail', {}, memberToken)).data!.role).toBe(3);
    await page.screenshot({ path: path.join(shots, 'member-1280.png'), fullPage: true });

    // 卡密管理: a batch of two, its CSV, one card activated by the member through the family's activation call.
    await nav.getByRole('link', { name: '卡密管理' }).click();
    await page.getByRole('heading', { level: 1, name: '卡密管理' }).waitFor();
    await page.getByLabel('数量（张）').fill('2');
    await page.getByLabel('有效期（天）').fill('30');
    await page.getByLabel('备注（选填）').fill('e2e 线下');
    await page.getByRole('button', { name: '发行', exact: true }).click();
    const issueConfirm = page.getByRole('alertdialog', { name: '发行卡密' });
    await issueConfirm.getByText(/确认发行 2 张卡密？须在 30 天内激活/).waitFor();
    await issueConfirm.getByRole('button', { name: '确认发行' }).click();
    const issued = await page.getByText(/已发行批次 #\d+（2 张）/).innerText();
    const batchId = Number(/#(\d+)/.exec(issued)![1]);
    await page.getByRole('heading', { level: 2, name: `批次 #${batchId} 的卡密` }).waitFor();
    const cardTable = page.getByRole('table', { name: '卡密列表' });
    await cardTable.getByRole('button', { name: /^作废 VK/ }).nth(1).waitFor();
    await expectClean(page, 'cards at 1280 px');
    await page.screenshot({ path: path.join(shots, 'cards-1280.png'), fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: `导出CSV 批次 #${batchId}` }).click()]);
    expect(download.suggestedFilename()).toBe(`cards-${batchId}.csv`);
    const csvFile = path.join(shots, download.suggestedFilename());
    await download.saveAs(csvFile);
    const csv = readFileSync(csvFile, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csv[0]).toBe('批次,卡号,卡密,状态,激活截止(北京时间),发行时间(北京时间),激活截止(UTC)');
    const [used, unused] = csv.slice(1).map((line) => line.split(',')) as [string[], string[]];
    expect(csv).toHaveLength(3);
    const activated = await post<{ role: number }>(suite.server, '/api/Financial.Vippay/cardActive', { card_no: used[1], card_password: used[2] }, memberToken);
    expect(activated.status, activated.msg).toBe(200);

    // The list on the screen still offers 作废 for the card just activated: the server refuses it in plain Chinese.
    await cardTable.getByRole('button', { name: `作废 ${used[1]}` }).click();
    await page.getByRole('alertdialog', { name: '作废卡密' }).getByRole('button', { name: '确认作废' }).click();
    const refusal = page.getByRole('alertdialog', { name: '系统提示' });
    expect(await refusal.innerText()).toContain('该卡已被激活，不能作废');
    await refusal.getByRole('button', { name: '确定' }).click();
    await cardTable.getByRole('row', { name: new RegExp(used[1]!) }).getByText('已激活，不能作废').waitFor();
    await cardTable.getByRole('button', { name: `作废 ${unused[1]}` }).click();
    await page.getByRole('alertdialog', { name: '作废卡密' }).getByRole('button', { name: '确认作废' }).click();
    await page.getByText(`已作废 ${unused[1]}`).waitFor();
    const batchRow = page.getByRole('table', { name: '发行批次' }).getByRole('row', { name: new RegExp(`^#${batchId}\\b`) });
    await batchRow.getByText('未激活 0，已激活 1，已作废 1，已过期 0').waitFor();
    // A voided card is refused to the member.
    const voided = await post(suite.server, '/api/Financial.Vippay/cardActive', { card_no: unused[1], card_password: unused[2] }, memberToken);
    expect([voided.status, voided.msg]).toEqual([400, '该卡已作废']);

    // Each action in the audit log.
    await nav.getByRole('link', { name: '审计日志' }).click();
    const audit = page.getByRole('table', { name: '审计日志' });
    for (const [action, target] of [
      ['member.role', `member:${me.memberuser_id}`],
      ['card.issue', `card-batch:${batchId}`],
      ['card.export', `card-batch:${batchId}`],
      ['card.void', `card:${unused[1]}`],
    ] as const) {
      expect(await audit.getByRole('row').filter({ hasText: action }).filter({ hasText: target }).first().innerText(), action).toContain(operator.name);
    }

    // 375 px: no sideways scrolling, axe clean.
    await page.setViewportSize({ width: 375, height: 800 });
    await nav.getByRole('link', { name: '卡密管理' }).click();
    await page.getByRole('table', { name: '发行批次' }).waitFor();
    await expectClean(page, 'cards at 375 px');
    await page.screenshot({ path: path.join(shots, 'cards-375.png'), fullPage: true });
    await page.goto(`${suite.server.url}/ops/member?id=${me.memberuser_id}`);
    await page.getByRole('table', { name: '钱包流水' }).waitFor();
    await expectClean(page, 'member page at 375 px');
    await page.screenshot({ path: path.join(shots, 'member-375.png'), fullPage: true });
    await page.goto(`${suite.server.url}/ops/members?q=${me.phone}`);
    await page.getByRole('table', { name: '会员查询结果' }).waitFor();
    await expectClean(page, 'member search at 375 px');
  }, 240_000);

  it('writes a news item, previews it sanitised, publishes it to /zixun and withdraws it; audited; axe at 1280 and 375 px', async () => {
    const page = await suite.page({ width: 1280, province: null });
    await signIn(page, operator, usedCodes);
    await page.getByRole('navigation', { name: '运营后台' }).getByRole('link', { name: '资讯管理' }).click();
    await page.getByRole('heading', { level: 1, name: '资讯管理' }).waitFor();
    await page.getByRole('button', { name: '新建资讯' }).click();
    const form = page.getByRole('form', { name: '新建资讯' });
    const title = `运营后台资讯 ${process.pid}`;
    await form.getByLabel('标题').fill(title);
    await form.getByLabel('来源（选填）').fill('考试院');
    await form.getByLabel('正文（HTML）').fill('<p onclick="window.__x=1">填报须知</p><script>window.__x=2</script><a href="javascript:window.__x=3">链接</a>');
    await form.getByRole('button', { name: '预览' }).click();
    const preview = page.getByRole('region', { name: '预览（保存后的样子）' });
    await preview.getByText('填报须知').waitFor();
    // The server's sanitiser: no handler, no script, no link of a scheme it does not allow.
    const clean = '<p>填报须知</p><a rel="noopener noreferrer nofollow">链接</a>';
    expect(await preview.locator('.gk-rich').innerHTML()).toBe(clean);
    expect(await page.evaluate(() => (window as { __x?: number }).__x)).toBeUndefined();
    await expectClean(page, 'news editor at 1280 px');
    await page.screenshot({ path: path.join(shots, 'news-1280.png'), fullPage: true });
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('已保存为草稿').waitFor();
    const row = page.getByRole('table', { name: '资讯列表' }).getByRole('row').filter({ hasText: title });
    expect(await row.innerText()).toContain('草稿');
    const id = Number((await row.getByRole('cell').first().innerText()).trim());
    const listed = async () => (await post<{ data: { infomation_id: number }[] }>(suite.server, '/api/InfoMation/index', { title, page: 1, limit: 100 })).data!.data.map((r) => r.infomation_id);
    expect(await listed()).toEqual([]);

    await row.getByRole('button', { name: `发布资讯 #${id}` }).click();
    await page.getByRole('alertdialog', { name: '发布资讯' }).getByRole('button', { name: '确认发布' }).click();
    await page.getByText(`已发布《${title}》`).waitFor();
    expect(await listed()).toEqual([id]);
    const article = await post<{ content: string }>(suite.server, '/api/InfoMation/detail', { infomation_id: id });
    expect(article.data!.content).toBe(clean);

    await row.getByRole('button', { name: `撤回资讯 #${id}` }).click();
    await page.getByRole('alertdialog', { name: '撤回资讯' }).getByRole('button', { name: '确认撤回' }).click();
    await page.getByText('已撤回资讯').waitFor();
    expect(await listed()).toEqual([]);

    await page.getByRole('navigation', { name: '运营后台' }).getByRole('link', { name: '审计日志' }).click();
    const audit = page.getByRole('table', { name: '审计日志' });
    for (const action of ['news.save', 'news.publish', 'news.unpublish']) {
      await audit.getByRole('row').filter({ hasText: action }).filter({ hasText: `news:${id}` }).first().waitFor();
    }

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${suite.server.url}/ops/news?edit=${id}`);
    await page.getByRole('form', { name: `编辑资讯 #${id}` }).waitFor();
    await expectClean(page, 'news editor at 375 px');
    await page.screenshot({ path: path.join(shots, 'news-375.png'), fullPage: true });
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

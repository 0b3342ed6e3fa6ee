import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, ORDER_LIMITS } from 'gaokao-domain';
import { axeViolations, e2eSuite, horizontalOverflow, phoneSeries, shotsDir } from './harness';
import { runAdmin, startServer } from './server';
import { post, signUp } from './volunteer-helpers/api';

const suite = e2eSuite({ server: 'own' });
/** Panel screenshots for a person to look at (test-results/ is ignored by git). */
const shots = shotsDir('centre');
/** A fresh number per member (this file's own prefix, so the suites never share a member). */
const phone = phoneSeries('135', 3000);
const newContext = (options: { width?: number; token?: string } = {}) => suite.context(options);

/** Each panel at 375 px and 1280 px, with no sideways scrolling at 375 px and no axe violations. */
async function shootPanels(token: string, name: string) {
  for (const width of [375, 1280]) {
    const context = await newContext({ width, token });
    const page = await context.newPage();
    for (const [type, heading] of [
      [1, '基本信息'],
      [2, '我的志愿'],
      [3, 'VIP会员'],
      [4, '我的测评'],
      [5, '修改密码'],
      [6, '我的钱包'],
      [7, '下级会员'],
    ] as const) {
      await page.goto(`${suite.server.url}/Home?type=${type}`);
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      if (width === 375) expect(await horizontalOverflow(page), `type=${type} at 375 px`).toBeLessThanOrEqual(0);
      expect(await axeViolations(page), `type=${type} at ${width} px`).toEqual([]);
      await page.screenshot({ path: path.join(shots, `${name}-type${type}-${width}.png`), fullPage: true });
    }
    await context.close();
  }
}

describe('personal centre against the real server', () => {
  // A member made by SMS as the file starts, for the last test: its password is set with a second SMS code, and the
  // server sends one code per phone and minute, so that test runs last and waits only for what is left of the minute.
  let passwordMember: { mobile: string; token: string; smsSentAt: number } | undefined;
  beforeAll(async () => {
    const mobile = phone();
    const smsSentAt = Date.now();
    passwordMember = { mobile, token: await signUp(suite.server, mobile), smsSentAt };
  }, 60_000);

  it('an invitee signs up by SMS, buys 3 VIP cards through the sandbox and activates one; the inviter is credited once and withdraws', async () => {
    // The inviter: an existing member whose invite link the invitee follows.
    const inviterToken = await signUp(suite.server, phone());
    const inviter = await post<{ code: string }>(suite.server, '/api/MemberUser/detail', {}, inviterToken);
    const inviteCode = inviter.data!.code;

    const context = await newContext();
    const page = await context.newPage();
    const polls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/WxPay/lunWxPayorder')) polls.push(r.postData() ?? '');
    });

    // Sign up by SMS from the invite link (the code in the server log).
    await page.goto(`${suite.server.url}/?code=${inviteCode}`);
    const mobile = phone();
    const code = suite.server.smsCode(mobile);
    await page.getByRole('button', { name: '注册' }).click();
    const login = page.getByRole('dialog', { name: '短信快捷登录' });
    await login.getByLabel('手机号').fill(mobile);
    await login.getByRole('button', { name: '获取验证码' }).click();
    await login.getByLabel('验证码').fill(await code);
    await Promise.all([page.waitForEvent('load'), login.getByRole('button', { name: '登录' }).click()]);
    await page.getByRole('button', { name: '退出' }).waitFor();

    // The home page's 立即升级 leads to the VIP panel (it ended on 建设中 before).
    await page.getByRole('link', { name: '立即升级' }).click();
    await page.waitForURL('**/Home?type=3');
    await page.getByRole('heading', { level: 2, name: 'VIP会员' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('会员中心');

    // Buy 3 cards: the price is the 3–5 tier (9 tenths of 368 yuan).
    await page.getByRole('button', { name: '购买VIP卡' }).click();
    const purchase = page.getByRole('dialog', { name: '购买VIP卡' });
    await purchase.getByLabel('购买数量（张）').fill('3');
    await expect.poll(() => purchase.getByTestId('purchase-total').innerText()).toBe('¥993.60');
    await purchase.getByText('9折', { exact: true }).waitFor();
    await page.screenshot({ path: path.join(shots, 'purchase-quantity-1280.png') });
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/WxPay/pc_create_order')),
      purchase.getByRole('button', { name: '立即支付' }).click(),
    ]);
    const order = ((await created.json()) as { data: { vippay_id: number; price: number; code_url: string } }).data;
    expect(order.price).toBe(99360);
    const qr = purchase.getByRole('img', { name: '微信扫码支付' });
    await qr.waitFor();
    expect(await qr.getAttribute('width')).toBe('198');
    await purchase.getByRole('button', { name: '我已完成支付' }).click();
    await page.getByText('您还未完成支付').waitFor();
    await expect.poll(() => polls.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: path.join(shots, 'purchase-qr-1280.png') });

    // The sandbox QR's page, opened from the dialog's link, pays through the WeChat notify route.
    const sandboxLink = purchase.getByRole('link', { name: /打开本机支付页面/ });
    expect(await sandboxLink.getAttribute('href')).toBe(order.code_url);
    const [payPage] = await Promise.all([context.waitForEvent('page'), sandboxLink.click()]);
    await payPage.getByRole('button', { name: '确认支付' }).click();
    await payPage.getByText('支付成功').waitFor();
    await payPage.close();

    // Polling sees paid: the purchase dialog closes and the records open; no more polling after that.
    const records = page.getByRole('dialog', { name: '购买记录' });
    await records.waitFor({ timeout: 10_000 });
    expect(await purchase.count()).toBe(0);
    const settled = polls.length;
    await page.waitForTimeout(2500);
    expect(polls.length).toBe(settled);
    expect(polls.every((body) => body.includes(`vippay_id=${order.vippay_id}`))).toBe(true);
    const row = records.getByRole('row', { name: new RegExp(String(order.vippay_id)) });
    expect(await row.innerText()).toMatch(/3 张[\s\S]*¥993\.60[\s\S]*微信[\s\S]*已支付/);
    await row.getByRole('button', { name: /查看卡密/ }).click();
    const codes = page.getByRole('dialog', { name: `卡密（订单 ${order.vippay_id}）` });
    await codes.getByRole('row', { name: /VK/ }).first().waitFor();
    const cardRows = codes.locator('tbody tr');
    expect(await cardRows.count()).toBe(3);
    const [cardNo, cardPassword] = (await cardRows.first().locator('td').allInnerTexts()).map((t) => t.trim());
    expect(cardNo).toMatch(/^VK/);
    await page.screenshot({ path: path.join(shots, 'card-codes-1280.png') });
    await page.keyboard.press('Escape');
    await codes.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await records.waitFor({ state: 'hidden' });

    // Activate one card by keyboard: VIP at once.
    await page.getByLabel('卡码').focus();
    await page.keyboard.type(cardNo!);
    await page.keyboard.press('Tab');
    await page.keyboard.type(cardPassword!);
    await page.keyboard.press('Enter');
    await page.getByText('激活成功').waitFor();
    await page.locator('.gk-centre__facts').getByText('VIP会员').waitFor();
    await page.getByRole('table', { name: '激活记录' }).getByRole('row', { name: new RegExp(cardNo!) }).waitFor();
    // A VIP-only call now works: 我的测评 asks the saved results instead of offering VIP.
    await page.getByRole('navigation', { name: '会员中心' }).getByRole('link', { name: '我的测评' }).click();
    await page.getByText('暂无测评记录').first().waitFor();
    expect(await page.getByRole('link', { name: '购买VIP' }).count()).toBe(0);
    // Spending lists the order.
    await page.goto(`${suite.server.url}/Home?type=6&tab=spending`);
    await page.getByRole('table', { name: '支出记录' }).getByRole('row', { name: /¥993\.60/ }).waitFor();
    expect(await page.getByRole('button', { name: '余额不足' }).isDisabled()).toBe(true);

    // The inviter: the invitee in 下级会员, the commission once in income (10 % of 993.60), then a withdrawal.
    const inviterContext = await newContext({ token: inviterToken });
    const inviterPage = await inviterContext.newPage();
    await inviterPage.goto(`${suite.server.url}/Home?type=7`);
    const lower = inviterPage.getByRole('table', { name: '下级会员' });
    await lower.getByRole('row', { name: new RegExp(`${mobile.slice(0, 3)}\\*{4}${mobile.slice(-4)}.*VIP会员`) }).waitFor();
    await inviterPage.goto(`${suite.server.url}/Home?type=6`);
    const income = inviterPage.getByRole('table', { name: '入账记录' });
    await income.waitFor();
    expect(await income.locator('tbody tr').count()).toBe(1);
    expect(await income.locator('tbody tr').innerText()).toContain('¥99.36');
    await inviterPage.getByText('¥99.36').first().waitFor();
    await inviterPage.getByRole('button', { name: '提现', exact: true }).click();
    const withdraw = inviterPage.getByRole('dialog', { name: '提现' });
    await withdraw.getByLabel('提现金额（元）').fill('100');
    await withdraw.getByRole('button', { name: '确认提现' }).click();
    expect(await withdraw.getByRole('alert').innerText()).toBe('余额不足');
    await withdraw.getByRole('radio', { name: '支付宝' }).check();
    await withdraw.getByLabel('提现金额（元）').fill('50');
    await withdraw.getByRole('button', { name: '确认提现' }).click();
    expect(await withdraw.getByRole('alert').innerText()).toBe('请输入支付宝账号');
    await withdraw.getByLabel('支付宝账号').fill('inviter@example.com');
    await withdraw.getByLabel('支付宝姓名').fill('张三');
    await withdraw.getByRole('button', { name: '确认提现' }).click();
    await inviterPage.getByText('提现成功').waitFor();
    await withdraw.waitFor({ state: 'hidden' });
    await inviterPage.getByText('¥49.36').first().waitFor();
    await inviterPage.getByRole('tab', { name: '提现记录' }).click();
    await inviterPage.waitForURL('**/Home?type=6&tab=withdraw');
    expect(await inviterPage.getByRole('table', { name: '提现记录' }).locator('tbody tr').innerText()).toMatch(/¥50\.00[\s\S]*支付宝[\s\S]*待处理/);

    const tokenNow = await page.evaluate(() => localStorage.getItem('token'));
    await shootPanels(tokenNow!, 'vip');
  }, 300_000);

  it('the WeChat binding dialog shows its 240 px QR and keeps asking while no openid is bound; the sandbox page completes the binding → 绑定成功', async () => {
    const token = await signUp(suite.server, phone());
    const context = await newContext({ width: 375, token });
    const page = await context.newPage();
    const asked: number[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/MemberUser/detail')) asked.push(Date.now());
    });
    await page.goto(`${suite.server.url}/Home`);
    await page.getByRole('button', { name: '绑定微信' }).click();
    const dialog = page.getByRole('dialog', { name: '绑定微信' });
    expect(await dialog.getByRole('img', { name: '微信扫码绑定' }).getAttribute('width')).toBe('240');
    const before = asked.length;
    await page.waitForTimeout(2600);
    expect(asked.length - before).toBeGreaterThanOrEqual(2);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'bind-wechat-375.png') });
    await dialog.getByRole('button', { name: '关闭' }).click();
    const after = asked.length;
    await page.waitForTimeout(2200);
    expect(asked.length).toBe(after);

    // Open it again and scan in the development sandbox: the link opens the QR address (jiutian_login with this
    // member's ticket), which leads to the sandbox authorization page; 确认授权 returns through the server's callback.
    await page.getByRole('button', { name: '绑定微信' }).click();
    const again = page.getByRole('dialog', { name: '绑定微信' });
    const link = again.getByRole('link', { name: '打开本机绑定页面（开发环境沙箱）' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/\/api\/MemberUser\/jiutian_login\?memberuser_id=\d+&ticket=[0-9a-f]{64}$/);
    const [bindPage] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await bindPage.waitForURL('**/api/sandbox/wechat-authorize?state=*');
    await bindPage.getByRole('button', { name: '确认授权' }).click();
    await bindPage.getByRole('heading', { name: '绑定成功' }).waitFor();
    await bindPage.screenshot({ path: path.join(shots, 'bind-wechat-sandbox-page-375.png') });
    // The same address again is refused: the ticket was used.
    await bindPage.goto(href);
    await bindPage.getByText(/二维码已失效或已使用/).waitFor();
    await bindPage.close();

    // The polling dialog sees the openid: 绑定成功, the dialog closes, the panel says 已绑定.
    await page.getByText('绑定成功').first().waitFor({ timeout: 10_000 });
    await again.waitFor({ state: 'hidden' });
    await page.getByText('已绑定').waitFor();
    const detail = await post<{ openid: string }>(suite.server, '/api/MemberUser/detail', {}, token);
    expect(detail.data!.openid).toMatch(/^oSANDBOX[0-9a-f]{20}$/);
  });

  it('a member held by the unpaid-order cap sees the open orders at 375 px, cancels one by keyboard and orders again', async () => {
    const token = await signUp(suite.server, phone());
    // Five orders left unpaid (five tabs, say): the cap is reached.
    for (let i = 0; i < ORDER_LIMITS.unpaidMax; i += 1) {
      const made = await post(suite.server, '/api/WxPay/pc_create_order', { num: 1 }, token);
      expect(made.status, made.msg).toBe(200);
    }
    const context = await newContext({ width: 375, token });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/Home?type=3`);
    await page.getByRole('heading', { level: 2, name: 'VIP会员' }).waitFor();
    await page.getByRole('button', { name: '购买VIP卡' }).click();
    const purchase = page.getByRole('dialog', { name: '购买VIP卡' });
    await purchase.getByRole('button', { name: '立即支付' }).click();
    // The refusal is said in the dialog, with the way out beside it.
    await purchase.getByRole('alert').filter({ hasText: MSG.orderUnpaidTooMany }).waitFor();
    await purchase.getByRole('button', { name: '查看未支付订单' }).click();
    const list = purchase.getByTestId('unpaid-orders');
    const cancels = list.getByRole('button', { name: /^取消订单/ });
    await expect.poll(() => cancels.count()).toBe(ORDER_LIMITS.unpaidMax);
    expect(await horizontalOverflow(page), 'the list at 375 px').toBeLessThanOrEqual(0);
    // The action is in view, not behind the table's sideways scroll.
    const box = await cancels.first().boundingBox();
    const table = await list.getByRole('region', { name: '未支付订单列表' }).boundingBox();
    expect(box && table ? table.x + table.width - (box.x + box.width) : -1, '取消订单 inside the table at 375 px').toBeGreaterThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'unpaid-orders-375.png'), fullPage: true });
    // By keyboard: the first (newest) order's 取消订单, then Enter.
    await cancels.first().focus();
    await page.keyboard.press('Enter');
    await page.getByText(MSG.orderCancelDone).first().waitFor();
    await expect.poll(() => cancels.count()).toBe(ORDER_LIMITS.unpaidMax - 1);
    // The slot is free: 重新下单 makes the order and shows its QR code.
    await purchase.getByRole('button', { name: '重新下单' }).click();
    await purchase.getByRole('img', { name: '微信扫码支付' }).waitFor();
    const open = await post<{ total: number }>(suite.server, '/api/Financial.Vippay/unpaidList', {}, token);
    expect(open.data?.total).toBe(ORDER_LIMITS.unpaidMax);
    // Paid through the sandbox page: 购买记录 opens, the four still open above the paid one, whose 查看卡密 is in view
    // at 375 px (not behind the table's sideways scroll).
    const [payPage] = await Promise.all([context.waitForEvent('page'), purchase.getByRole('link', { name: /打开本机支付页面/ }).click()]);
    await payPage.getByRole('button', { name: '确认支付' }).click();
    await payPage.getByText('支付成功').waitFor();
    await payPage.close();
    const records = page.getByRole('dialog', { name: '购买记录' });
    await records.waitFor({ timeout: 10_000 });
    await expect.poll(() => records.getByTestId('unpaid-orders').getByRole('button', { name: /^取消订单/ }).count()).toBe(ORDER_LIMITS.unpaidMax - 1);
    const view = records.getByRole('button', { name: /^查看卡密/ });
    await view.waitFor();
    expect(await horizontalOverflow(page), '购买记录 at 375 px').toBeLessThanOrEqual(0);
    const viewBox = await view.boundingBox();
    const paid = await records.getByRole('region', { name: '购买记录' }).boundingBox();
    expect(viewBox && paid ? paid.x + paid.width - (viewBox.x + viewBox.width) : -1, '查看卡密 inside the table at 375 px').toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: path.join(shots, 'purchase-records-375.png'), fullPage: true });
    await context.close();
  }, 180_000);

  it('an operator makes a member an agent with the admin command (refused while the server holds the data directory, done once it is stopped): 代理中心 and the agent price', async () => {
    const mobile = phone();
    const token = await signUp(suite.server, mobile);
    // While the server runs, the embedded database is locked: the command says so and changes nothing.
    const refused = await runAdmin(suite.server.dataDir, 'role', mobile, '3');
    expect(refused.code, refused.out).toBe(2);
    expect(refused.out).toContain('正在被另一个服务器进程使用');
    expect(refused.out).toContain('请先停止服务器');

    // Stop the server (keeping its data), make the agent, start a server on the same directory.
    const dataDir = suite.server.dataDir;
    await suite.server.stop({ keepData: true });
    const made = await runAdmin(dataDir, 'role', mobile, '3');
    expect(made.code, made.out).toBe(0);
    expect(made.out).toContain('普通会员 → 代理商');
    suite.server = await startServer(300_000, { dataDir });

    // The same session (kept in the database) now belongs to an agent.
    const context = await newContext({ token });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/Home?type=3`);
    await page.getByRole('heading', { level: 1, name: '代理中心' }).waitFor();
    await page.getByRole('navigation', { name: '账户' }).getByRole('link', { name: '代理中心' }).waitFor();
    await page.getByText('代理商').first().waitFor();
    await page.getByRole('button', { name: '购买VIP卡' }).click();
    const purchase = page.getByRole('dialog', { name: '购买VIP卡' });
    // Agents pay daili_zhekou (7 tenths of 368 yuan) at every quantity, even below the 3-card tier.
    await purchase.getByLabel('购买数量（张）').fill('1');
    await expect.poll(() => purchase.getByTestId('purchase-total').innerText()).toBe('¥257.60');
    await purchase.getByLabel('购买数量（张）').fill('3');
    await expect.poll(() => purchase.getByTestId('purchase-total').innerText()).toBe('¥772.80');
    await purchase.getByText(/代理商购卡统一享受7折优惠/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'agent-purchase-1280.png') });
    // The server prices the order the same way.
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/WxPay/pc_create_order')),
      purchase.getByRole('button', { name: '立即支付' }).click(),
    ]);
    expect(((await created.json()) as { data: { price: number } }).data.price).toBe(77280);
  }, 420_000);

  // Last in the file: the member's sign-up code (beforeAll) is then most likely over a minute old.
  it('a member made by SMS sets a first password with a reset code, then changes it only with the current one', async () => {
    const { mobile, token, smsSentAt } = passwordMember!;
    const context = await newContext({ token });
    const page = await context.newPage();
    // Change the password: the account was made by SMS, so it sets its first one with a reset code.
    await page.goto(`${suite.server.url}/Home?type=5`);
    await page.getByText(/尚未设置密码/).waitFor();
    // One SMS per phone and minute (server limit): wait out what is left of the sign-up code's minute.
    await page.waitForTimeout(Math.max(0, smsSentAt + 61_000 - Date.now()));
    const resetCode = suite.server.smsCode(mobile);
    await page.getByLabel('新密码').fill('centre-pass-1');
    await page.getByLabel('确认密码').fill('centre-pass-1');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('短信验证码').fill(await resetCode);
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('修改密码成功').waitFor();
    // Now the account has a password: the panel asks for the current one, and password login works.
    await page.getByLabel('原密码').waitFor();
    const byPassword = await post(suite.server, '/api/MemberUser/login', { username: mobile, password: 'centre-pass-1', scene: '' });
    expect(byPassword.status, byPassword.msg).toBe(200);
    await page.getByLabel('原密码').fill('wrong-pass-1');
    await page.getByLabel('新密码').fill('centre-pass-2');
    await page.getByLabel('确认密码').fill('centre-pass-2');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByRole('alertdialog', { name: '系统提示' }).getByText('原密码错误').waitFor();
    await page.getByRole('alertdialog', { name: '系统提示' }).getByRole('button', { name: '确定' }).click();
    await page.getByLabel('原密码').fill('centre-pass-1');
    // The first 修改密码成功 may still be on screen: wait for this change's own answer.
    const [changed] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/MemberUser/resetPwd')),
      page.getByRole('button', { name: '确认修改' }).click(),
    ]);
    expect(await changed.json()).toMatchObject({ status: 200, msg: '修改密码成功' });
    expect((await post(suite.server, '/api/MemberUser/login', { username: mobile, password: 'centre-pass-2', scene: '' })).status).toBe(200);
  }, 300_000);
});

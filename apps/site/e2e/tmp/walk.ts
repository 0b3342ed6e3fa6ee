import fs from 'node:fs';
import { launchBrowser } from '../browser';
const URL0 = 'http://127.0.0.1:8095';
const LOG = process.env.LOG ?? '/tmp/walk-server.log';
const step = process.argv[2] ?? 'home';
const b = await launchBrowser();
const ctx = await b.newContext({ viewport: { width: 375, height: 800 }, locale: 'zh-CN' });
const page = await ctx.newPage();
const errors: string[] = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
await page.goto(URL0 + '/');
await page.waitForLoadState('networkidle');
await page.screenshot({ path: '/tmp/w-home.png', fullPage: false });
const picker = page.getByRole('dialog', { name: '请选择您的高考省份' });
if (await picker.isVisible()) { await picker.getByText(process.env.PROV ?? '北京', { exact: true }).click(); await picker.getByRole('button', { name: '确定' }).click(); }
await page.screenshot({ path: '/tmp/w-home2.png', fullPage: true });
if (step !== 'home') {
  const phone = '139' + String(Date.now()).slice(-8);
  const tail = phone.slice(-4);
  await page.getByRole('link', { name: /登录/ }).or(page.getByRole('button', { name: /登录/ })).first().click();
  const login = page.getByRole('dialog');
  await login.getByLabel('手机号').fill(phone);
  await login.getByRole('button', { name: '获取验证码' }).click();
  let code = '';
  for (let i = 0; i < 50 && !code; i++) {
    await page.waitForTimeout(200);
    const m = fs.readFileSync(LOG, 'utf8').match(new RegExp(`SMS code for 139\\*\\*\\*\\*${tail}: (\\d+)`));
    if (m) code = m[1]!;
  }
  await login.getByLabel('验证码').fill(code);
  await login.getByRole('button', { name: '登录' }).click();
  await page.getByRole('button', { name: '退出' }).waitFor();
  await page.screenshot({ path: '/tmp/w-in.png' });
  fs.writeFileSync('/tmp/w-state.json', JSON.stringify(await ctx.storageState()));
}
console.log('errors', errors);
console.log(await page.locator('main').innerText().then((t) => t.slice(0, 1500)));
await b.close();

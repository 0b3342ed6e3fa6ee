import fs from 'node:fs';
import { launchBrowser } from '../browser';
const URL0 = 'http://127.0.0.1:8095';
const b = await launchBrowser();
const ctx = await b.newContext({ viewport: { width: 375, height: 800 }, locale: 'zh-CN', storageState: JSON.parse(fs.readFileSync('/tmp/w-state.json', 'utf8')) });
const page = await ctx.newPage();
const errors: string[] = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
const step = process.argv[2];
if (step === 'fill') {
  await page.goto(URL0 + '/');
  await page.getByLabel('预估分数').fill(process.env.SCORE ?? '600');
  for (const s of (process.env.SUBJ ?? '物理,化学,生物').split(',')) await page.getByLabel(s, { exact: true }).check();
  if (process.env.SCORE2) await page.getByLabel('预估分数').fill(process.env.SCORE2);
  await page.getByRole('button', { name: '智能填报' }).click();
  await page.waitForURL('**/Volunteer**', { timeout: 30000 });
  await page.waitForTimeout(8000);
} else {
  await page.goto(URL0 + step);
  await page.waitForTimeout(8000);
}
console.log(page.url());
await page.screenshot({ path: '/tmp/w2.png', fullPage: false });
await page.screenshot({ path: '/tmp/w2full.png', fullPage: true });
const sw = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
console.log('overflow', sw, 'errors', errors);
console.log((await page.locator('main').innerText()).slice(0, 3000));
await b.close();

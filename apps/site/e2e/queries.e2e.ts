import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, e2eSuite, horizontalOverflow, shotsDir } from './harness';
import { signUp } from './volunteer-helpers/api';

/** Screenshots for a person to look at (test-results/ is ignored by git). */
const shots = shotsDir('queries');
/** ../shared/data/real/rank-tables.csv: 广东,2024,物理类,600,702,22216 (the official 一分一段 line of 600). */
const GD_2024_PHYSICS_600 = { count: 702, cumulative: 22216 };
/** How long a list may take to follow a filter or page change on a loaded 2-core machine. */
const LIST_WAIT = 20_000;

const suite = e2eSuite();

interface Watched {
  page: Page;
  errors: string[];
}

async function open(options: { width?: number; token?: string } = {}): Promise<Watched> {
  // CSP bypassed (the harness's default) for axe-core, and in the article test to let an unsanitised handler run if one
  // got through: the server's CSP (script-src 'self') rightly blocks inline scripts.
  const page = await suite.page(options);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 500) errors.push(`${r.status()} ${r.url()}`);
  });
  return { page, errors };
}

const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
/** The first data row of the page's result table. */
const firstRow = (page: Page) => page.locator('.gk-q-table tbody tr').first().innerText();

async function settled(page: Page): Promise<void> {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

/** Every hub item and page: what must be on screen once loaded, and whether it pages. */
const PAGES: { name: string; url: string; heading: string; pages?: boolean; token?: boolean }[] = [
  { name: 'hub-11', url: '/comprehensive?n=11', heading: '学科评估', pages: true },
  { name: 'hub-12', url: '/comprehensive?n=12', heading: '位次查询', pages: true },
  { name: 'hub-13', url: '/comprehensive?n=13', heading: '批次线' },
  { name: 'hub-14', url: '/comprehensive?n=14', heading: '历年征集', pages: true },
  { name: 'hub-15', url: '/comprehensive?n=15', heading: '院校代码', pages: true },
  { name: 'hub-16', url: '/comprehensive?n=16', heading: '填报及录取时间' },
  { name: 'hub-17', url: '/comprehensive?n=17', heading: '世界大学1000强', pages: true },
  { name: 'hub-18', url: '/comprehensive?n=18', heading: '军事院校', pages: true },
  { name: 'seating', url: '/Seating', heading: '位次查询', pages: true },
  { name: 'omitdata', url: '/OmitData', heading: '批次线' },
  { name: 'collectionplan', url: '/Collectionplan', heading: '征集计划', pages: true },
  { name: 'ranking', url: '/Ranking', heading: '院校排行', pages: true },
  { name: 'majorseat', url: '/majorSeat', heading: '专业排名', pages: true },
  { name: 'recruitdata', url: '/RecruitData', heading: '招生计划', pages: true, token: true },
  { name: 'zixun', url: '/zixun', heading: '高考资讯' },
];

describe('query pages against the real server', () => {
  let token: string;
  beforeAll(async () => {
    token = await signUp(suite.server);
  });

  it('rank lookup: 广东 2024 物理类 600 gives the official cumulative count and same-score count, its line marked', async () => {
    const { page, errors } = await open();
    await page.goto(`${suite.server.url}/comprehensive?n=12`);
    await page.getByRole('heading', { name: '位次查询' }).waitFor();
    // Defaults: 河北 and the physics group.
    expect(await page.getByLabel('省份').inputValue()).toBe('河北');
    expect(await page.getByLabel('科类').inputValue()).toBe('物理类');
    await page.getByLabel('省份').selectOption('广东');
    await page.getByLabel('年份').selectOption('2024');
    await page.getByRole('textbox', { name: '分数' }).fill('600');
    await expect.poll(() => page.getByTestId('rank-seat').textContent().catch(() => ''), { timeout: LIST_WAIT }).toBe(String(GD_2024_PHYSICS_600.cumulative));
    expect(await page.getByTestId('rank-count').textContent()).toBe(String(GD_2024_PHYSICS_600.count));
    await expect.poll(() => page.locator('.gk-q-table tr[aria-current="true"] td').nth(2).textContent().catch(() => ''), { timeout: LIST_WAIT }).toBe('600');
    await expect.poll(() => page.locator('.gk-q-table tr[aria-current="true"] td').nth(4).textContent().catch(() => ''), { timeout: LIST_WAIT }).toBe(String(GD_2024_PHYSICS_600.cumulative));
    expect(await page.getByRole('note').first().innerText()).toContain('真实数据');
    const at = search(page);
    expect(at).toMatchObject({ n: '12', province: '广东', year: '2024', score: '600' });

    // Reload keeps everything; back walks the filters.
    await page.reload();
    await expect.poll(() => page.getByTestId('rank-seat').textContent().catch(() => ''), { timeout: LIST_WAIT }).toBe(String(GD_2024_PHYSICS_600.cumulative));
    expect(search(page)).toEqual(at);
    expect(await page.getByRole('textbox', { name: '分数' }).inputValue()).toBe('600');
    await page.goBack();
    await expect.poll(() => search(page)).toEqual({ n: '12', province: '广东' });
    expect(await page.getByLabel('年份').inputValue()).toBe('');
    await page.goForward();
    await expect.poll(() => search(page)).toMatchObject({ year: '2024' });
    expect(errors).toEqual([]);
  });

  it('filters and paging change the list, reload and back keep them (batch lines, supplementary plan)', async () => {
    const { page, errors } = await open();
    await page.goto(`${suite.server.url}/OmitData`);
    await page.getByRole('heading', { name: '批次线' }).waitFor();
    await settled(page);
    // 河北's 2026 批次线 is published (real-national control-lines.csv): the note says so and names the year.
    expect(await page.getByRole('note').first().innerText()).toContain('真实数据：河北2026年批次线');
    const all = await page.locator('.gk-q-table tbody tr').count();
    await page.getByLabel('年份').selectOption('2023');
    await expect.poll(() => page.locator('.gk-q-table tbody tr').count(), { timeout: LIST_WAIT }).toBeLessThan(all);
    for (const row of await page.locator('.gk-q-table tbody tr td:first-child').allInnerTexts()) expect(row).toBe('2023');
    await page.reload();
    await settled(page);
    expect(await page.getByLabel('年份').inputValue()).toBe('2023');

    await page.goto(`${suite.server.url}/Collectionplan`);
    await settled(page);
    const first = await firstRow(page);
    await page.getByRole('button', { name: '下一页' }).click();
    await expect.poll(() => search(page)).toEqual({ page: '2' });
    await expect.poll(() => firstRow(page), { timeout: LIST_WAIT }).not.toBe(first);
    await page.getByLabel('首选科目').selectOption('历史科目组合');
    await expect.poll(() => search(page)).toEqual({ first: '历史科目组合' });
    await expect.poll(async () => [...new Set(await page.locator('.gk-q-table tbody tr td:nth-child(5)').allInnerTexts())], { timeout: LIST_WAIT }).toEqual(['历史类']);
    await page.goBack();
    await expect.poll(() => search(page)).toEqual({ page: '2' });
    expect(errors).toEqual([]);
  });

  for (const width of [1280, 375]) {
    it(`every hub item and query page loads without errors, axe clean, at ${width} px`, async () => {
      for (const p of PAGES) {
        const { page, errors } = await open({ width, token: p.token ? token : undefined });
        await page.goto(suite.server.url + p.url);
        await page.getByRole('heading', { name: p.heading, exact: true }).waitFor();
        await settled(page);
        expect(await page.locator('.gk-q-table tbody tr, .gk-news-cards li').count(), p.name).toBeGreaterThan(0);
        if (p.pages && width === 1280) {
          const first = await firstRow(page);
          await page.getByRole('button', { name: '下一页' }).click();
          await expect.poll(() => firstRow(page), { message: p.name, timeout: LIST_WAIT }).not.toBe(first);
          await settled(page);
        }
        expect(await axeViolations(page), p.name).toEqual([]);
        if (width === 375) expect(await horizontalOverflow(page), p.name).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(shots, `${p.name}-${width}.png`), fullPage: true });
        expect(errors, p.name).toEqual([]);
        await page.context().close();
      }
    }, 240_000); // every hub item and query page, opened one after another (90 s was passed on a busy 2-core machine)
  }

  for (const width of [1280, 375]) {
    it(`/DataSource at ${width} px: no 演示数据 badge over the 真实 line above it${width === 1280 ? ', the table within its box' : ''}`, async () => {
      const { page, errors } = await open({ width });
      await page.goto(`${suite.server.url}/DataSource`);
      await page.getByRole('region', { name: '各省数据来源' }).locator('tbody tr').first().waitFor();
      await settled(page);
      const overlaps = await page.evaluate(() =>
        [...document.querySelectorAll('td')].flatMap((td) => {
          const real = td.querySelector('[data-dataset="real"]');
          const demo = td.querySelector('[data-dataset="demo"]');
          if (!real || !demo) return [];
          // Border boxes, padding included (an inline badge's padding spilled over the line above).
          const r = real.getBoundingClientRect();
          const d = demo.getBoundingClientRect();
          return d.top < r.bottom - 0.5 ? [`${td.closest('tr')?.querySelector('th')?.textContent}: ${r.bottom} > ${d.top}`] : [];
        }),
      );
      expect(overlaps).toEqual([]);
      if (width === 1280) {
        const wrap = page.getByRole('region', { name: '各省数据来源' });
        expect(await wrap.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      } else expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(shots, `datasource-${width}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('the home quick links 11–16 and the news headlines lead to working pages', async () => {
    const { page, errors } = await open();
    await page.goto(suite.server.url);
    await page.getByRole('link', { name: '位次查询' }).waitFor();
    const hrefs = await page.locator('a[href^="/comprehensive?n="]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(['/comprehensive?n=11', '/comprehensive?n=12', '/comprehensive?n=13', '/comprehensive?n=14', '/comprehensive?n=16']);
    for (const href of hrefs) {
      await page.goto(suite.server.url + href!);
      await page.locator('.gk-q-hub__view h2').waitFor();
      expect(await page.getByText('该页面正在建设中').count(), href!).toBe(0);
    }
    await page.goto(suite.server.url);
    const headline = page.locator('.gk-news__headlines a').first();
    await headline.waitFor();
    const title = await headline.innerText();
    await page.goto(suite.server.url + (await headline.getAttribute('href'))!);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.locator('.gk-article .gk-rich').innerText()).not.toBe('');
    await page.goto(suite.server.url);
    await page.getByRole('link', { name: '更多' }).click();
    await page.getByRole('heading', { name: '高考资讯' }).waitFor();
    await page.goto(`${suite.server.url}/wenDetail?n=987654`);
    await page.waitForURL(`${suite.server.url}/`);
    expect(errors).toEqual([]);
  });

  it('an article carrying an XSS payload corpus renders inert', async () => {
    const { page, errors } = await open();
    const corpus = [
      '<p>正文开头</p>',
      '<script>window.__xss = "script"</script>',
      '<img src="x" onerror="window.__xss = \'img\'">',
      '<svg onload="window.__xss = \'svg\'"><circle r="1"/></svg>',
      '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>',
      '<a id="js" href="javascript:window.__xss = \'href\'">链接一</a>',
      '<a id="ok" href="https://gaokao.chsi.com.cn/">阳光高考</a>',
      '<a id="mail" href="mailto:help@example.com">邮件</a>',
      '<a id="data" href="data:text/html,<script>alert(1)</script>">链接二</a>',
      '<form action="https://evil.example/"><input name="p"><button>提交</button></form>',
      '<div style="background:url(javascript:alert(1))" onmouseover="window.__xss = \'div\'">悬停</div>',
      '<details open ontoggle="window.__xss = \'details\'"><summary>s</summary></details>',
      '<object data="javascript:window.__xss = \'object\'"></object><embed src="javascript:alert(1)">',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = \'mxss\'"></style></mglyph></table></mtext></math>',
      '<meta http-equiv="refresh" content="0;url=https://evil.example/"><base href="https://evil.example/">',
      '<p>正文结尾</p>',
    ].join('');
    await page.route('**/api/InfoMation/detail', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 200, msg: '成功', data: { infomation_id: 1, title: '测试文章', time: '2026-06-16T08:00:00.000Z', source: '测试', content: corpus, imgurl: '' } }) }),
    );
    await page.goto(`${suite.server.url}/wenDetail?n=1`);
    await page.getByRole('heading', { level: 1, name: '测试文章' }).waitFor();
    await page.getByText('正文结尾').waitFor();
    await page.locator('.gk-rich div').first().hover().catch(() => undefined);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    const rich = page.locator('.gk-article .gk-rich');
    expect(await rich.locator('script, iframe, object, embed, form, input, style, meta, base, svg, math').count()).toBe(0);
    const handlers = await rich.evaluate((el) => [...el.querySelectorAll('*')].flatMap((n) => [...n.attributes].map((a) => a.name)).filter((a) => a.startsWith('on') || a === 'style'));
    expect(handlers).toEqual([]);
    const hrefs = await rich.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['https://gaokao.chsi.com.cn/', 'mailto:help@example.com']);
    expect(errors).toEqual([]);
  });
});

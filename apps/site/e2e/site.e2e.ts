import { describe, expect, it } from 'vitest';
import { TOAST_MS } from 'gaokao-domain';
import type { Page } from 'playwright-core';
import { PRERENDERED_PATHS, ROUTES } from '../src/config/routes';
import { documentTitle } from '../src/config/meta';
import { axeViolations, e2eSuite, phoneSeries } from './harness';
import { signUp } from './volunteer-helpers/api';

const suite = e2eSuite();

/** A fresh mainland mobile number per scenario, so each one signs up a new user. */
const newPhone = phoneSeries('139', 1000);

/** A page of a first visit: no province cookie unless given, and the server's CSP in force unless bypassed (for axe). */
const newPage = (options: { width?: number; height?: number; province?: string; bypassCSP?: boolean } = {}): Promise<Page> =>
  suite.page({ ...options, province: options.province ?? null, bypassCSP: options.bypassCSP ?? false });

/** Signs a new user up through the API (SMS code read from the server log) and returns the token. */
const signUpByApi = (): Promise<string> => signUp(suite.server, newPhone());

async function openSmsLogin(page: Page, phone: string): Promise<void> {
  await page.getByRole('button', { name: '注册' }).click();
  const dialog = page.getByRole('dialog', { name: '短信快捷登录' });
  await dialog.waitFor();
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
}

describe('site against the real server', () => {
  it('signs a new user up by SMS, chooses a province, fills the form and lands on /Volunteer', async () => {
    const page = await newPage();
    await page.goto(`${suite.server.url}/?code=PROMO1`);
    await expect.poll(() => page.title()).toBe('网站首页 - 高考志愿填报助手');

    const provinceDialog = page.getByRole('dialog', { name: '请选择您的高考省份' });
    await provinceDialog.waitFor();
    await page.keyboard.press('Escape');
    await expect(provinceDialog.isVisible()).resolves.toBe(true);
    await provinceDialog.getByText('河南', { exact: true }).click();
    await provinceDialog.getByRole('button', { name: '确定' }).click();
    await provinceDialog.waitFor({ state: 'hidden' });
    // A fresh data directory holds the generated demo season: the page says so.
    await page.getByText(/演示数据/).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'province')?.value).toBe(encodeURIComponent('河南'));
    expect(cookies.find((c) => c.name === 'share_pid')?.value).toBe('PROMO1');

    const phone = newPhone();
    const code = suite.server.smsCode(phone);
    await openSmsLogin(page, phone);
    await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    const dialog = page.getByRole('dialog', { name: '短信快捷登录' });
    await dialog.getByLabel('验证码').fill(await code);
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: '登录' }).click()]);
    await page.getByRole('button', { name: '退出' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    const score = page.getByLabel('预估分数');
    await expect.poll(() => score.isEnabled(), { timeout: 15_000 }).toBe(true);
    await score.fill('560');
    await page.getByRole('checkbox', { name: '化学' }).click();
    await page.getByRole('checkbox', { name: '生物' }).click();
    await page.getByRole('button', { name: '智能填报' }).click();
    await page.waitForURL('**/Volunteer');
    await expect.poll(() => page.title()).toBe('志愿填报 - 高考志愿填报助手');
    // The plan header shows the saved profile (the workspace below it belongs to the /Volunteer feature).
    await page.getByText('560', { exact: false }).first().waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('河南');
    expect(text).toContain('560');
  });

  it('shows the server message in 系统提示 for a wrong SMS code', async () => {
    const page = await newPage({ province: '河南' });
    await page.goto(suite.server.url);
    const phone = newPhone();
    const code = suite.server.smsCode(phone);
    await openSmsLogin(page, phone);
    const real = await code;
    const wrong = real.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    const dialog = page.getByRole('dialog', { name: '短信快捷登录' });
    await dialog.getByLabel('验证码').fill(wrong);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/MemberUser/loginCode')),
      dialog.getByRole('button', { name: '登录' }).click(),
    ]);
    const reply = (await response.json()) as { status: number; msg: string };
    expect(reply.status).not.toBe(200);
    const box = page.getByRole('alertdialog', { name: '系统提示' });
    await box.waitFor();
    expect(await box.innerText()).toContain(reply.msg);
    await box.getByRole('button', { name: '确定' }).click();
    await box.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('opens the login dialog when the stored session is no longer valid', async () => {
    const page = await newPage({ province: '河南' });
    await page.goto(suite.server.url);
    await page.evaluate(() => localStorage.setItem('token', 'corrupted-or-expired-token'));
    await page.reload();
    await page.getByRole('dialog', { name: /登录/ }).waitFor();
    await expect(page.getByRole('button', { name: '退出' }).count()).resolves.toBe(0);
  });

  it('offers VIP for a VIP-only call made by a free member', async () => {
    const token = await signUpByApi();
    const page = await newPage({ province: '河南' });
    await page.goto(suite.server.url);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto(`${suite.server.url}/Appraisal`);
    await page.getByRole('button', { name: '退出' }).waitFor();
    await page.getByRole('button', { name: '开始测评' }).first().click();
    const confirm = page.getByRole('alertdialog', { name: '提示' });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('该功能为VIP专享，是否开通VIP使用？');
    await confirm.getByRole('button', { name: '取消' }).waitFor();
    await confirm.getByRole('button', { name: '购买VIP' }).click();
    await page.waitForURL('**/Home?type=3');
    await page.getByRole('heading', { level: 2, name: 'VIP会员' }).waitFor();
  });

  it('shows a closable red toast when the server cannot be reached', async () => {
    const page = await newPage({ province: '河南' });
    // The page's timers under the test's control: the toast lasts TOAST_MS of the page's time, so a busy machine
    // cannot end it before the test has looked (a 2 s toast was missed once on a loaded 2-core run).
    await page.clock.install();
    await page.goto(suite.server.url);
    await page.getByRole('button', { name: '注册' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.route('**/api/**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: '注册' }).click();
    const dialog = page.getByRole('dialog', { name: '短信快捷登录' });
    await dialog.waitFor();
    await dialog.getByLabel('手机号').fill(newPhone());
    await page.clock.pauseAt(Date.now() + 1_000);
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const toast = page.getByRole('alert').filter({ hasText: '网络异常，请稍后重试' });
    await toast.waitFor({ timeout: 60_000 });
    expect(await toast.innerText()).toContain('网络异常，请稍后重试');
    // It closes by itself after TOAST_MS, not before.
    await page.clock.runFor(TOAST_MS - 100);
    expect(await toast.isVisible()).toBe(true);
    await page.clock.runFor(100);
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
    // And by its 关闭 button.
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await toast.waitFor({ timeout: 60_000 });
    await toast.getByRole('button', { name: '关闭' }).click();
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('has no axe violations on the home page, and no request of it fails', async () => {
    const page = await newPage({ bypassCSP: true });
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await page.goto(suite.server.url);
    await page.getByRole('dialog', { name: '请选择您的高考省份' }).waitFor();
    const runAxe = () => axeViolations(page);
    expect(await runAxe(), 'with the province dialog open').toEqual([]);
    const dialog = page.getByRole('dialog', { name: '请选择您的高考省份' });
    await dialog.getByText('北京', { exact: true }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: '高考资讯' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await runAxe(), 'home page').toEqual([]);
    // The favicon included: browsers ask for one on every first visit.
    await expect.poll(() => page.evaluate(async () => (await fetch('/favicon.svg')).headers.get('content-type'))).toContain('svg');
    expect(failed).toEqual([]);
  });

  it('does not shift the home page as its data arrives (the 演示数据 notice is there from the first render)', async () => {
    const page = await newPage({ width: 412, height: 823, province: '河南' });
    // addInitScript runs before the page's scripts; the CSP does not apply to it.
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(suite.server.url);
    await page.getByRole('heading', { name: '高考资讯' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('html').getAttribute('data-dataset')).toBe('demo');
    await expect.poll(() => page.getByRole('note').filter({ hasText: '演示数据' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
  });

  it('works at 375 px wide and by keyboard', async () => {
    const page = await newPage({ width: 375, height: 812, province: '河南' });
    await page.goto(suite.server.url);
    await page.getByRole('button', { name: '智能填报' }).waitFor();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['网站首页', '测评中心', '志愿指南', '综合查询', '考研专区', '关于我们']) {
      await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name }).isVisible()).resolves.toBe(true);
    }
    // Keyboard: reach 登录 with Tab and open the dialog with Enter.
    let reached = false;
    for (let i = 0; i < 10 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.textContent === '登录');
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '短信快捷登录' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null)).toBe(true);
  });

  it('strips scripts and event handlers from the about content in the browser', async () => {
    const page = await newPage({ province: '河南' });
    await page.route('**/api/AdbotDetail/getInfo', (route) =>
      route.fulfill({
        json: {
          status: 200,
          msg: '成功',
          data: { title: '关于我们', content: '<p>公司简介</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">链接</a>' },
        },
      }),
    );
    await page.goto(`${suite.server.url}/aboutus`);
    await page.getByText('公司简介').waitFor();
    const html = await page.locator('.gk-rich').innerHTML();
    expect(html).toContain('<p>公司简介</p>');
    expect(html).not.toMatch(/onerror|<script|javascript:/);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  it('serves the pages of the route table with their titles and a not-found page', async () => {
    const page = await newPage({ province: '河南' });
    await page.goto(`${suite.server.url}/Aboutus`);
    await page.getByRole('heading', { name: '关于我们', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('关于我们 - 高考志愿填报助手');
    await page.goto(`${suite.server.url}/School?n=paihang`);
    await page.getByRole('heading', { name: '院校排行', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('院校库 - 高考志愿填报助手');
    await page.goto(`${suite.server.url}/no-such-page`);
    await page.getByRole('heading', { name: '页面不存在' }).waitFor();
  });

  it('sends / as prerendered HTML with its CSS inline and no inline script', async () => {
    const html = await (await fetch(suite.server.url + '/', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<div id="root" data-prerendered="/">');
    expect(html).toContain('<title>网站首页 - 高考志愿填报助手</title>');
    const root = html.slice(html.indexOf('<div id="root"'));
    for (const text of ['模拟填报', '预估分数', '智能填报', '快捷查询', '高考资讯', '志愿填报讲堂']) expect(root).toContain(text);
    const css = /<style data-prerendered-css>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    // The site's stylesheet and the vanilla-extract CSS of the form's components (the select's class, from the markup).
    expect(css).toContain('.gk-fill__grid{');
    const selectClasses = /<select[^>]*class="([^"]+)"/.exec(root)?.[1]?.split(' ') ?? [];
    expect(selectClasses.length).toBeGreaterThan(0);
    for (const name of selectClasses) expect(css, name).toContain(`.${name}{`);
    // The CSP allows no inline script: every script is a file.
    expect([...html.matchAll(/<script\b[^>]*>/g)].every((m) => /\bsrc="\/assets\//.test(m[0]))).toBe(true);
  });

  /**
   * The public pages issues 12 and 18 prerender, each with its main heading and the content its data brings once the app
   * runs (a table row, a news card, a major category): that content comes only from the hydrated app's queries.
   */
  const LIBRARY_PAGES = [
    { path: '/School', heading: '院校库', loaded: 'main tbody tr' },
    { path: '/Major', heading: '专业库', loaded: 'main .gk-majors__choices li' },
    { path: '/comprehensive', heading: '综合查询', loaded: 'main tbody tr' },
    { path: '/Seating', heading: '位次查询', loaded: 'main tbody tr' },
    { path: '/OmitData', heading: '批次线', loaded: 'main tbody tr' },
    { path: '/Collectionplan', heading: '征集计划', loaded: 'main tbody tr' },
    { path: '/Ranking', heading: '院校排行', loaded: 'main tbody tr' },
    { path: '/majorSeat', heading: '专业排名', loaded: 'main tbody tr' },
    { path: '/zixun', heading: '高考资讯', loaded: 'main .gk-news-cards li' },
  ] as const;

  it('prerenders exactly /, /aboutus and the public library, query and news pages', () => {
    expect([...PRERENDERED_PATHS].sort()).toEqual(['/', '/aboutus', '/DataSource', ...LIBRARY_PAGES.map((p) => p.path)].sort());
  });

  for (const target of LIBRARY_PAGES) {
    it(`sends ${target.path} as prerendered HTML with its heading, its components' CSS inline and no inline script`, async () => {
      // Any letter case serves the page (paths match case-insensitively); a query string gets the plain index.html.
      const html = await (await fetch(suite.server.url + target.path.toLowerCase(), { headers: { accept: 'text/html' } })).text();
      expect(html).toContain(`<div id="root" data-prerendered="${target.path}">`);
      const meta = ROUTES.find((entry) => entry.path === target.path)?.meta;
      expect(meta).toBeDefined();
      if (meta) expect(html).toContain(`<title>${documentTitle(meta)}</title>`);
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root).toMatch(new RegExp(`<h1[^>]*>${target.heading}</h1>`));
      const css = /<style data-prerendered-css>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      // The vanilla-extract classes of the page's first form control (gaokao-ui Select or Input) are in the inline CSS.
      const controlClasses = /<(?:select|input)[^>]*class="([^"]+)"/.exec(root)?.[1]?.split(' ') ?? [];
      expect(controlClasses.length).toBeGreaterThan(0);
      for (const name of controlClasses) expect(css, name).toContain(`.${name}{`);
      expect([...html.matchAll(/<script\b[^>]*>/g)].every((m) => /\bsrc="\/assets\//.test(m[0]))).toBe(true);
      const withQuery = await (await fetch(`${suite.server.url}${target.path}?page=2`, { headers: { accept: 'text/html' } })).text();
      expect(withQuery).not.toContain('data-prerendered');
    });
  }

  for (const target of [
    { path: '/', heading: '模拟填报', ready: (page: Page) => page.getByRole('dialog', { name: '请选择您的高考省份' }).waitFor() },
    { path: '/aboutus', heading: '关于我们', ready: (page: Page) => page.getByText('高考志愿填报助手是一个开源的志愿填报工具', { exact: false }).first().waitFor() },
    ...LIBRARY_PAGES.map((p) => ({ path: p.path, heading: p.heading, ready: (page: Page) => page.locator(p.loaded).first().waitFor() })),
  ]) {
    it(`paints ${target.path} styled before any script runs, then hydrates the same nodes without an error`, async () => {
      const page = await newPage({ width: 412, height: 823 });
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      // Hold every script until the painted page has been checked.
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(suite.server.url + target.path, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { name: target.heading, level: target.path === '/' ? 2 : 1 });
      await heading.waitFor();
      const before = await page.evaluate(() => {
        const nav = document.querySelector('.gk-nav ul') as HTMLElement;
        const select = document.querySelector('select');
        // Marks on the DOM nodes the HTML made: hydration keeps them, a client render would replace them. The page's first
        // form too (on /, the smart-fill form, whose code is a chunk hydrated when it arrives).
        const form = document.querySelector('main form') ?? document.querySelector('main');
        for (const node of [document.querySelector('h1, h2'), document.querySelector('main'), form]) (node as unknown as { __fromHtml: boolean }).__fromHtml = true;
        return {
          scripted: document.querySelectorAll('[role="dialog"]').length,
          navDisplay: getComputedStyle(nav).display,
          selectAppearance: select ? getComputedStyle(select).appearance : 'none',
          stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
        };
      });
      // site.css (the navigation's flex row) and gaokao-ui's vanilla-extract CSS (the select) apply, inline.
      expect(before).toEqual({ scripted: 0, navDisplay: 'flex', selectAppearance: 'none', stylesheets: 0 });
      expect(await heading.isVisible()).toBe(true);
      release();
      await target.ready(page);
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() =>
        [document.querySelector('h1, h2'), document.querySelector('main'), document.querySelector('main form') ?? document.querySelector('main')].map(
          (node) => (node as unknown as { __fromHtml?: boolean } | null)?.__fromHtml === true,
        ),
      );
      expect(kept).toEqual([true, true, true]);
      expect(problems).toEqual([]);
    });
  }

  it('hydrates each library, query and news page for a signed-in member with a chosen province without an error', async () => {
    // What differs from an anonymous visit lives in the browser (the stored token, the province cookie): the first
    // client render must still match the HTML built for everyone.
    const token = await signUpByApi();
    const page = await newPage({ province: '河南' });
    await page.addInitScript((t) => localStorage.setItem('token', t), token);
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    for (const target of LIBRARY_PAGES) {
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(suite.server.url + target.path, { waitUntil: 'commit' });
      await page.getByRole('heading', { name: target.heading, level: 1 }).waitFor();
      await page.evaluate(() => {
        for (const node of [document.querySelector('h1'), document.querySelector('main')]) (node as unknown as { __fromHtml: boolean }).__fromHtml = true;
      });
      release();
      await page.locator(target.loaded).first().waitFor();
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() =>
        [document.querySelector('h1'), document.querySelector('main')].map((node) => (node as unknown as { __fromHtml?: boolean } | null)?.__fromHtml === true),
      );
      expect(kept, target.path).toEqual([true, true]);
      await page.unroute('**/assets/*.js');
    }
    // The member's session did load (the top bar shows the signed-in state, not 登录/注册).
    expect(await page.getByRole('button', { name: '注册' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('starts / without React Router, brings it with the first navigation in the same page, and keeps the query cache', async () => {
    const page = await newPage({ province: '河南' });
    const scripts: string[] = [];
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script') scripts.push(path);
      if (path.startsWith('/api/')) calls.push(path);
    });
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    // The prerendered page shows 河南 before its script runs, and on a busy machine the script can take longer than
    // networkidle's quiet half second to start: wait for the home page's own province call instead.
    const provincesAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Colleges/getProvince', { timeout: 60_000 });
    await page.goto(suite.server.url);
    await page.locator('.gk-fill__value', { hasText: '河南' }).waitFor();
    await provincesAnswered;
    await page.waitForLoadState('networkidle');
    // The home page ran on its own start: neither the router's chunk nor the other pages' start was fetched.
    expect(scripts.filter((s) => /\/assets\/(router|start)-/.test(s))).toEqual([expect.stringMatching(/\/assets\/start-home-/)]);
    const provinceCalls = () => calls.filter((c) => c === '/api/Colleges/getProvince').length;
    expect(provinceCalls()).toBe(1);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '综合查询' }).click();
    await page.waitForURL(`${suite.server.url}/comprehensive`);
    await page.getByRole('heading', { name: '综合查询', level: 1 }).waitFor();
    await page.locator('main tbody tr').first().waitFor();
    // The same document (no page load), now under the router, with the navigation marking the page.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(scripts.some((s) => /\/assets\/router-/.test(s))).toBe(true);
    expect(await nav.getByRole('link', { name: '综合查询' }).getAttribute('aria-current')).toBe('page');
    // The province list the home page fetched came along in the cache: the query page's filters did not ask again.
    expect(provinceCalls()).toBe(1);

    // Back and forward stay in the page.
    await page.goBack();
    await page.waitForURL(`${suite.server.url}/`);
    await page.getByRole('button', { name: '智能填报' }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: '综合查询', level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('makes a click on a prerendered button again once the app is ready, instead of losing it', async () => {
    const page = await newPage({ province: '河南' });
    // The small entry runs; the app's start chunk is held, as on a slow network.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/start-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(suite.server.url);
    await page.getByRole('button', { name: '注册' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.getByRole('dialog', { name: '短信快捷登录' }).waitFor();
  });
});

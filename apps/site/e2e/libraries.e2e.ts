import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, e2eSuite, shotsDir, vipMember as buyVip } from './harness';
import { createPlan, signUp } from './volunteer-helpers/api';

// The college and major libraries against the real server (河北 demo season over the real colleges and catalogue).

const suite = e2eSuite();
const shots = shotsDir('libraries');

/** A page with the province chosen (no province dialog), recording page errors and failed requests. */
async function newPage(width = 1280, province = '河北'): Promise<{ page: Page; errors: string[] }> {
  const page = await suite.page({ width, province });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).origin === suite.server.url) errors.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  return { page, errors };
}

const vipMember = () => buyVip(suite.server);

const rowNames = (page: Page) => page.getByRole('region', { name: /列表$/ }).locator('tbody th a').allInnerTexts();
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('college and major libraries', () => {
  it('opens /School, filters (back to page 1), opens a college detail with its history, then a major from /Major', async () => {
    const { page, errors } = await newPage();
    await page.goto(`${suite.server.url}/School?page=1`);
    await page.getByRole('heading', { level: 1, name: '院校库' }).waitFor();
    await page.getByRole('link', { name: '北京大学' }).waitFor();
    // A visitor is not VIP: the server caps the rows and the page says so.
    await page.getByText('非VIP会员仅展示部分数据').waitFor();
    expect((await rowNames(page)).length).toBe(20);

    // Filters by keyboard: the province select, then the name search with Enter.
    await page.getByLabel('省份').selectOption('河北');
    await page.waitForURL(/province=/);
    await expect.poll(async () => (await rowNames(page)).length).toBeGreaterThan(0);
    const hebei = page.getByRole('region', { name: '院校库列表' });
    await expect.poll(() => hebei.locator('tbody tr td:nth-child(2)').allInnerTexts()).toSatisfy((cells: string[]) => cells.every((c) => c.startsWith('河北')));
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.getByLabel('院校名称').fill('河北师范');
    await page.getByLabel('院校名称').press('Enter');
    await page.waitForURL(/name=/);
    await expect.poll(() => rowNames(page)).toEqual(['河北师范大学', '河北师范大学汇华学院']);
    expect(await axeViolations(page), '/School').toEqual([]);

    // The college's page: its sections and its admission history in the student's province (河北).
    await page.getByRole('link', { name: '河北师范大学', exact: true }).click();
    await page.waitForURL(/\/SchoolDetail\?n=\d+&fromList=1/);
    await page.getByRole('heading', { level: 1, name: '河北师范大学' }).waitFor();
    await page.getByRole('heading', { name: '历年录取（河北）' }).waitFor();
    await page.getByRole('img', { name: /河北历年录取最低分/ }).waitFor();
    expect(await page.getByRole('table', { name: '河北历年录取数据' }).locator('tbody tr').count()).toBeGreaterThan(0);
    for (const h of ['院校简介', '硕博点', '学科评估', '开设专业', '院校排名', '联系方式']) await page.getByRole('heading', { name: h }).waitFor();
    expect(await axeViolations(page), '/SchoolDetail').toEqual([]);

    // The major library: the cascade shows the first category's first class; a major opens its detail.
    await page.goto(`${suite.server.url}/Major`);
    await page.getByRole('button', { name: '哲学类', pressed: true }).waitFor();
    await page.getByRole('button', { name: '工学' }).click();
    await page.getByRole('button', { name: '计算机类' }).click();
    await page.getByRole('link', { name: '计算机科学与技术' }).waitFor();
    await page.getByRole('button', { name: '查看开设院校：计算机科学与技术' }).click();
    const dialog = page.getByRole('dialog', { name: '开设“计算机科学与技术”的院校' });
    await dialog.locator('tbody tr').first().waitFor();
    expect(await dialog.locator('tbody tr').count()).toBe(20);
    await dialog.getByLabel('院校名称').fill('河北');
    await dialog.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => dialog.locator('tbody th').allInnerTexts()).toSatisfy((names: string[]) => names.length > 0 && names.every((n) => n.includes('河北')));
    await dialog.locator('tbody th button').first().click();
    const all = page.getByRole('dialog', { name: /全部专业$/ });
    await all.locator('tbody tr').first().waitFor();
    await page.keyboard.press('Escape');
    await all.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: '计算机科学与技术' }).click();
    await page.waitForURL(/\/MajorDetail\?n=\d+/);
    await page.getByRole('heading', { level: 1, name: '计算机科学与技术' }).waitFor();
    await page.getByText('080901', { exact: true }).waitFor();
    expect(await axeViolations(page), '/MajorDetail').toEqual([]);
    expect(errors).toEqual([]);
  });

  it('lands every home quick link into the libraries on a working page', async () => {
    const { page, errors } = await newPage();
    await page.goto(suite.server.url);
    await page.getByRole('link', { name: '查大学' }).waitFor();
    const links = await page.locator('a[href^="/School"], a[href^="/Major"]').evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href'), a.getAttribute('target')]));
    expect(links.map(([, href]) => href).sort()).toEqual(['/Major', '/School', '/School?n=paihang', '/School?n=tuimian', '/School?n=zhaosheng', '/School?n=zhongwai']);
    const headings: Record<string, string> = { '/Major': '专业库', '/School': '院校库', '/School?n=paihang': '院校排行', '/School?n=tuimian': '推免院校', '/School?n=zhaosheng': '招生简章', '/School?n=zhongwai': '中外合作办学' };
    for (const [label, href, target] of links) {
      expect(target, label ?? href ?? '').toBe('_blank');
      await page.goto(suite.server.url + href!);
      await page.getByRole('heading', { level: 1, name: headings[href!] }).waitFor();
      expect(await page.getByText('该页面正在建设中').count(), href!).toBe(0);
      if (href!.startsWith('/School')) await page.getByRole('region', { name: /列表$/ }).locator('tbody tr').first().waitFor();
      else await page.getByRole('region', { name: /专业列表$/ }).locator('tbody tr').first().waitFor();
    }
    expect(errors).toEqual([]);
  });

  it('caps an ordinary member (role 1) too, and the filters and table are reachable by keyboard', async () => {
    const token = await signUp(suite.server);
    const { page, errors } = await newPage();
    await page.goto(`${suite.server.url}/aboutus`);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto(`${suite.server.url}/School?n=paihang`);
    await page.getByRole('button', { name: '退出' }).waitFor();
    await page.getByText('非VIP会员仅展示部分数据').waitFor();
    expect((await rowNames(page)).length).toBe(20);
    // The server, not the page, holds the cap: the call answers 20 of the whole list.
    const reply = await page.evaluate(async (t) => {
      const r = await fetch('/api/Colleges/index', { method: 'POST', headers: { authorization: t, 'content-type': 'application/x-www-form-urlencoded' }, body: 'page=1&limit=100&type=4' });
      return (await r.json()) as { data: { total: number; total_all: number; data: unknown[]; limited: boolean } };
    }, token);
    expect([reply.data.data.length, reply.data.total, reply.data.limited]).toEqual([20, 20, true]);
    expect(reply.data.total_all).toBeGreaterThan(20);
    // Keyboard: from the name search, Tab reaches the 搜索 button and the three selects (no 类型: the college type is not
    // shown, no public source holds it), then the table's scroll region.
    await page.getByLabel('院校名称').focus();
    const order: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent?.trim() || document.activeElement?.id || ''));
    }
    expect(order[0]).toBe('搜索');
    expect(order[4]).toBe('院校排行列表');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/nature=/);
    expect(errors).toEqual([]);
  });

  it('gives a VIP every row: pages of 100, bao-yan rates as percentages, and each filter back to page 1', async () => {
    const token = await vipMember();
    const { page, errors } = await newPage();
    await page.goto(`${suite.server.url}/aboutus`);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto(`${suite.server.url}/School`);
    await page.getByRole('button', { name: '退出' }).waitFor();
    await expect.poll(async () => (await rowNames(page)).length).toBe(100);
    expect(await page.getByText('非VIP会员仅展示部分数据').count()).toBe(0);
    const first = await rowNames(page);
    const nav = page.getByRole('navigation', { name: '院校分页' });
    await nav.getByRole('button', { name: '下一页' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(async () => (await rowNames(page))[0]).not.toBe(first[0]);
    expect(await nav.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    // Each filter changes the list and starts again at page 1.
    for (const [label, value] of [['层次', '本科'], ['性质', '公办'], ['省份', '江苏']] as const) {
      await nav.getByRole('button', { name: '第 2 页' }).click();
      await page.waitForURL(/page=2/);
      const before = await rowNames(page);
      await page.getByLabel(label).selectOption(value);
      await page.waitForURL((u) => u.searchParams.get('page') === null);
      await expect.poll(() => rowNames(page), { message: `${label} ${value}` }).not.toEqual(before);
    }
    const places = page.getByRole('region', { name: '院校库列表' }).locator('tbody tr td:nth-child(2)');
    await expect.poll(async () => (await places.allInnerTexts()).every((c) => c.startsWith('江苏'))).toBe(true);
    await page.goto(`${suite.server.url}/School?n=baoyan`);
    const rate = page.getByRole('region', { name: '保研率列表' }).locator('tbody tr').first().locator('td').nth(5);
    await expect.poll(() => rate.innerText()).toMatch(/^\d+\.\d{2}%$/);
    expect(errors).toEqual([]);
  });

  it('pages through every themed view without page errors or axe violations, at 375 px without side scrolling', async () => {
    for (const width of [1280, 375]) {
      const { page, errors } = await newPage(width);
      for (const n of ['zhaosheng', 'zhongwai', 'tuimian', 'paihang', 'baoyan', 'shuangyiliu', 'tesezhuanye']) {
        await page.goto(`${suite.server.url}/School?n=${n}`);
        await page.getByRole('region', { name: /列表$/ }).locator('tbody tr').first().waitFor();
        expect(await noSideScroll(page), `${n} at ${width}`).toBe(true);
        expect(await axeViolations(page), `/School?n=${n} at ${width}`).toEqual([]);
        await page.screenshot({ path: path.join(shots, `school-${n}-${width}.png`) });
      }
      await page.goto(`${suite.server.url}/SchoolDetail?n=1&isCha=1`);
      await page.getByRole('heading', { level: 1, name: '北京大学' }).waitFor();
      expect(await noSideScroll(page), `detail at ${width}`).toBe(true);
      await page.screenshot({ path: path.join(shots, `school-detail-${width}.png`), fullPage: true });
      await page.goto(`${suite.server.url}/Major?major_name=${encodeURIComponent('软件')}`);
      await page.getByRole('link', { name: '软件工程' }).first().waitFor();
      expect(await noSideScroll(page), `major search at ${width}`).toBe(true);
      expect(await axeViolations(page), `/Major search at ${width}`).toEqual([]);
      await page.screenshot({ path: path.join(shots, `major-search-${width}.png`) });
      expect(errors).toEqual([]);
    }
  });

  it('says so for a college without lines in the province, and sends missing records back to their library', async () => {
    // The season has no admission lines in 西藏 (no real table there and no demo rows): an honest empty history, no
    // zeros.
    const { page } = await newPage(1280, '西藏');
    await page.goto(`${suite.server.url}/School?name=${encodeURIComponent('河北工业大学')}`);
    await page.getByRole('link', { name: '河北工业大学', exact: true }).click();
    await page.getByText('暂无西藏录取数据').waitFor();
    expect(await page.getByRole('img', { name: /历年录取最低分/ }).count()).toBe(0);
    await page.goto(`${suite.server.url}/SchoolDetail?n=999999`);
    await page.getByText('院校不存在').first().waitFor();
    await page.waitForURL(/\/School$/);
    await page.goto(`${suite.server.url}/MajorDetail?isCha=1`);
    await page.getByText('专业不存在').first().waitFor();
    await page.waitForURL(/\/Major$/);
  });

  it('opens a wish-list row’s college and major pages from /Volunteer', async () => {
    const token = await signUp(suite.server);
    await createPlan(suite.server, token);
    const { page, errors } = await newPage();
    await page.goto(`${suite.server.url}/aboutus`);
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto(`${suite.server.url}/Volunteer`);
    const grid = page.getByRole('grid', { name: '智能推荐专业' });
    const college = grid.locator('a[href^="/SchoolDetail?isCha=1&n="]').first();
    await college.waitFor({ timeout: 30_000 });
    const collegeName = (await college.innerText()).trim();
    const [detail] = await Promise.all([page.context().waitForEvent('page'), college.click()]);
    await detail.getByRole('heading', { level: 1, name: collegeName }).waitFor();
    await detail.getByRole('heading', { name: '历年录取（河北）' }).waitFor();
    const major = grid.locator('a[href^="/MajorDetail?isCha=1&n="]').first();
    const href = await major.getAttribute('href');
    const [majorPage] = await Promise.all([page.context().waitForEvent('page'), major.click()]);
    await majorPage.waitForURL((u) => `${u.pathname}${u.search}` === href);
    await majorPage.getByRole('heading', { level: 1 }).waitFor();
    expect(await majorPage.getByRole('heading', { level: 1 }).innerText()).not.toBe('专业库');
    expect(errors).toEqual([]);
  });
});

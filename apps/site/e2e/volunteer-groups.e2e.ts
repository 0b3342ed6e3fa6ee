import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TIAOJI_GAP_POINTS, healthTiaoji, healthTuidang, picksOf, type CataloguePickRow } from 'gaokao-domain';
import { axeViolations, e2eSuite } from './harness';
import { DEMO_PLAN, createPlan, post, signUp, unitsOf, wishList } from './volunteer-helpers/api';
import { tempDir } from './volunteer-helpers/files';

// The wish list of a 院校专业组 province (广东: group cards) beside a per-major one (河北: rows), at desk and phone widths,
// against the real server (广东 物理类 is real data with 院校专业组 codes; 河北 is 演示数据), driven by Chromium.
const suite = e2eSuite();

const GD_PLAN = { province: '广东', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'], group_d: '物理类' };

interface ScreenRow {
  code: string;
  group_code?: string;
  specialty_code: string;
  collegeName: string;
  specialty_title: string;
  yugu_score?: number | string | null;
  group_yugu_score?: number | string | null;
}
interface Pick {
  college: string;
  groupCode: string;
  groupLine: number;
  majors: [ScreenRow, ScreenRow];
}

const num = (v: unknown): number | null => (v == null || v === '' || !Number.isFinite(Number(v)) || Number(v) === 0 ? null : Number(v));

/**
 * Two groups of two colleges from the plan's recommendation: `risky`, whose two chosen majors sit at least the 调剂
 * gap above its line and above the score while the group's line is within reach (the domain's tiaojiRisk flags it),
 * and `plain`, whose two majors the score reaches (never flagged). Each major's college and title name one row of the
 * screen, so the search on tab 2 finds exactly it.
 */
async function pickGroups(token: string, aspid: number, score: number): Promise<{ risky: Pick; plain: Pick }> {
  // The lines near the score (25 above, 40 below), every page of them.
  const rows: ScreenRow[] = [];
  for (let page = 1; page <= 10; page++) {
    const reply = await post<{ list: ScreenRow[] }>(suite.server, '/api/Volunteer/college_intell_screen', { aspid, page, pageSize: 500, order: 'line', up_score: 25, down_score: 40 }, token);
    expect(reply.status, reply.msg).toBe(200);
    const list = reply.data?.list ?? [];
    rows.push(...list);
    if (list.length < 500) break;
  }
  const titleCount = new Map<string, number>();
  for (const r of rows) titleCount.set(`${r.collegeName}|${r.specialty_title}`, (titleCount.get(`${r.collegeName}|${r.specialty_title}`) ?? 0) + 1);
  const groups = new Map<string, ScreenRow[]>();
  for (const r of rows) {
    if (!r.group_code || num(r.group_yugu_score) === null || num(r.yugu_score) === null) continue;
    // A title the college lists once (several groups may list the same title) and plain text for the search box.
    if (titleCount.get(`${r.collegeName}|${r.specialty_title}`) !== 1 || /[()（）]/.test(r.collegeName)) continue;
    const key = `${r.code}|${r.group_code}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  let risky: Pick | undefined;
  let plain: Pick | undefined;
  for (const members of groups.values()) {
    const first = members[0] as ScreenRow;
    const line = num(first.group_yugu_score) as number;
    const above = members.filter((m) => (num(m.yugu_score) as number) >= Math.max(line + TIAOJI_GAP_POINTS, score + 1));
    if (!risky && line <= score + TIAOJI_GAP_POINTS && above.length >= 2) {
      risky = { college: first.collegeName, groupCode: String(first.group_code), groupLine: line, majors: [above[0] as ScreenRow, above[1] as ScreenRow] };
      continue;
    }
    const reached = members.filter((m) => (num(m.yugu_score) as number) <= score);
    if (!plain && reached.length >= 2) plain = { college: first.collegeName, groupCode: String(first.group_code), groupLine: line, majors: [reached[0] as ScreenRow, reached[1] as ScreenRow] };
  }
  if (!risky || !plain || risky.college === plain.college)
    throw new Error(`the 广东 物理类 600 recommendation has no two groups of two colleges to pick (a 调剂 risk and a plain one): ${rows.length} rows, ${groups.size} groups, risky ${risky?.college ?? '-'}, plain ${plain?.college ?? '-'}`);
  return { risky, plain };
}

async function openWorkspace(token: string, width: number): Promise<Page> {
  // CSP bypassed only so axe can be injected for its check.
  const page = await suite.page({ width, height: 900, province: null });
  await page.goto(suite.server.url + '/aboutus');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(`${suite.server.url}/Volunteer`);
  await page.getByRole('tablist', { name: '志愿填报' }).waitFor();
  return page;
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

/** 按院校查询 by college and major name, then 填报 on the one row found (as a family types them in). */
async function addBySearch(page: Page, college: string, major: string): Promise<void> {
  await tab(page, /按院校查询/).click();
  const form = page.getByRole('form', { name: '按院校查询' });
  await form.getByLabel('院校名称').fill(college);
  await form.getByLabel('专业名称').fill(major);
  await form.getByRole('button', { name: '查询' }).click();
  await page.getByRole('button', { name: `填报 ${college} ${major}`, exact: true }).click({ timeout: 30_000 });
  await page.getByRole('button', { name: `移除 ${college} ${major}`, exact: true }).waitFor({ timeout: 30_000 });
}

const majorsOf = async (card: Locator): Promise<string[]> =>
  (await card.getByRole('listitem').evaluateAll((items) => items.map((li) => li.querySelector('span:nth-child(2) > span')?.textContent ?? ''))).filter(Boolean);

async function noSidewaysScroll(page: Page, card: Locator): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const box = await card.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
}

describe('the wish list by province form', () => {
  it.each([1280, 375])('a 广东 物理类 family at %i px: majors of two groups make two group cards, ordered, with 服从调剂 and the 调剂/退档 risk in 体检', async (width) => {
    const token = await signUp(suite.server);
    const aspid = await createPlan(suite.server, token, GD_PLAN);
    const { risky, plain } = await pickGroups(token, aspid, GD_PLAN.score);
    const page = await openWorkspace(token, width);

    // The second major of the first group is added last: it joins its group's card, not a third 志愿.
    await addBySearch(page, plain.college, plain.majors[0].specialty_title);
    await addBySearch(page, risky.college, risky.majors[0].specialty_title);
    await addBySearch(page, risky.college, risky.majors[1].specialty_title);
    await addBySearch(page, plain.college, plain.majors[1].specialty_title);
    const saved = await wishList(suite.server, token, aspid);
    expect(saved.map((r) => `${r.collegeName}|${r.specialty_title}`)).toEqual([
      `${plain.college}|${plain.majors[0].specialty_title}`,
      `${plain.college}|${plain.majors[1].specialty_title}`,
      `${risky.college}|${risky.majors[0].specialty_title}`,
      `${risky.college}|${risky.majors[1].specialty_title}`,
    ]);

    await tab(page, /志愿单/).click();
    const list = page.getByRole('list', { name: '志愿单（院校专业组）' });
    const cards = list.getByRole('article');
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(2);
    const first = list.getByRole('article', { name: new RegExp(plain.college) });
    const second = list.getByRole('article', { name: new RegExp(risky.college) });
    expect(await first.textContent()).toContain(`第1志愿`);
    expect(await first.textContent()).toContain(`院校专业组 ${plain.groupCode}`);
    // What the group is, beside its code: its requirement (the group's rows share it).
    const requirement = String((saved[0] as { the_second?: string }).the_second ?? '');
    expect(requirement).not.toBe('');
    expect(await first.getByRole('heading').textContent()).toContain(`选科 ${requirement}`);
    expect(await second.textContent()).toContain(`第2志愿`);
    expect(await second.textContent()).toContain(`组预估线${risky.groupLine}`);
    expect(await majorsOf(first)).toEqual(plain.majors.map((m) => m.specialty_title));
    expect(await majorsOf(second)).toEqual(risky.majors.map((m) => m.specialty_title));
    // Each card shows its band (the group's line against the score).
    expect(await second.locator('[data-band]').count()).toBe(1);

    // 体检: with 服从调剂 the risky group is a 调剂 risk.
    const health = page.getByRole('region', { name: '志愿表体检' });
    const points = Math.min(...risky.majors.map((m) => num(m.yugu_score) as number)) - risky.groupLine;
    const tiaoji = healthTiaoji(2, risky.college, risky.groupCode, points);
    await expect.poll(() => health.innerText(), { timeout: 30_000 }).toContain(tiaoji);

    // Reorder inside the group by keyboard: the first major's 下移, then Enter.
    const down = second.getByRole('button', { name: `下移专业：${risky.majors[0].specialty_title}` });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => majorsOf(second), { timeout: 30_000 }).toEqual([risky.majors[1].specialty_title, risky.majors[0].specialty_title]);
    await expect.poll(async () => (await wishList(suite.server, token, aspid)).map((r) => r.specialty_title).slice(2)).toEqual([risky.majors[1].specialty_title, risky.majors[0].specialty_title]);

    // 不服从调剂 on the risky group: saved for the whole group, and 体检 now says 退档.
    const obey = second.getByRole('switch', { name: '服从调剂' });
    expect(await obey.getAttribute('aria-checked')).toBe('true');
    await obey.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => obey.getAttribute('aria-checked'), { timeout: 30_000 }).toBe('false');
    await expect.poll(() => health.innerText(), { timeout: 30_000 }).toContain(healthTuidang(2, risky.college, risky.groupCode, points));
    await expect.poll(async () => (await wishList(suite.server, token, aspid)).map((r) => String((r as { fucong?: unknown }).fucong ?? ''))).toEqual(['', '', '0', '0']);

    // The group order: the risky group up to 志愿 1.
    await second.getByRole('button', { name: `上移志愿：${risky.college} ${risky.groupCode}组` }).click();
    await expect.poll(async () => (await wishList(suite.server, token, aspid)).map((r) => r.collegeName), { timeout: 30_000 }).toEqual([risky.college, risky.college, plain.college, plain.college]);
    await expect.poll(() => cards.first().textContent(), { timeout: 30_000 }).toContain(risky.college);

    if (width === 375) await noSidewaysScroll(page, cards.first());
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']), `group cards at ${width} px`).toEqual([]);
    await page.close();
  }, 240_000);

  // 江苏 in the e2e set: real 专业组 lines of 2023–2024 (本科批 物理类/历史类), every unit a whole group (`03专业组`) with no
  // majors in it; 合肥工业大学's 开设专业 come from its per-major units of other provinces (广东 real, demo elsewhere).
  it.each([1280, 375])('a 江苏 物理类 family at %i px picks a 专业组’s majors from the college’s 开设专业, each 以招生计划为准', async (width) => {
    const token = await signUp(suite.server);
    const aspid = await createPlan(suite.server, token, { province: '江苏', score: 620, batch: '本科批', subject: ['物理', '化学', '生物'], group_d: '物理类' });
    const added = await post(suite.server, '/api/VolunteerResult/add', { volunteer_id: aspid, collegeName: '合肥工业大学', specialty_title: '03专业组' }, token);
    expect(added.status, added.msg).toBe(200);
    const picksOnList = async () => picksOf((await wishList(suite.server, token, aspid))[0] as CataloguePickRow);
    const [group] = (await wishList(suite.server, token, aspid)) as Array<{ collegiate_id?: number }>;
    const detail = await post<{ major: { specialty_title: string }[] }>(suite.server, '/api/Colleges/getCollegeDetail', { collegiate_id: group?.collegiate_id });
    const catalogue = (detail.data?.major ?? []).map((m) => m.specialty_title);
    expect(catalogue.length, '合肥工业大学 has a catalogue of majors in the e2e set').toBeGreaterThanOrEqual(2);

    const page = await openWorkspace(token, width);
    await tab(page, /志愿单/).click();
    const card = page.getByRole('list', { name: '志愿单（院校专业组）' }).getByRole('article', { name: /合肥工业大学/ });
    await card.getByRole('button', { name: '从开设专业中选择' }).click({ timeout: 30_000 });
    const select = card.getByRole('combobox', { name: '为合肥工业大学 03组选择专业' });
    for (const title of catalogue.slice(0, 2)) {
      await select.selectOption(title, { timeout: 30_000 });
      await card.getByRole('button', { name: '添加' }).click();
      await expect.poll(picksOnList, { timeout: 30_000 }).toContain(title);
    }
    await expect.poll(() => majorsOf(card), { timeout: 30_000 }).toEqual(catalogue.slice(0, 2));
    expect(await card.getByText('以招生计划为准', { exact: true }).count()).toBe(2);
    // Removing a pick keeps the group on the list.
    await card.getByRole('button', { name: `移除专业：${catalogue[0]}` }).click();
    await expect.poll(picksOnList, { timeout: 30_000 }).toEqual([catalogue[1]]);
    expect(await wishList(suite.server, token, aspid)).toHaveLength(1);

    if (width === 375) await noSidewaysScroll(page, card);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']), `江苏 card at ${width} px`).toEqual([]);
    await page.close();
  }, 180_000);

  it.each([1280, 375])('a 河北 family at %i px keeps one row per college and major', async (width) => {
    const token = await signUp(suite.server);
    const aspid = await createPlan(suite.server, token, DEMO_PLAN);
    const reply = await post<{ list: ScreenRow[] }>(suite.server, '/api/Volunteer/college_intell_screen', { aspid, page: 1, pageSize: 500, order: 'line' }, token);
    const rows = reply.data?.list ?? [];
    // Two majors of one college.
    const byCollege = new Map<string, ScreenRow[]>();
    for (const r of rows) if (!/[()（）]/.test(r.collegeName)) byCollege.set(r.collegeName, [...(byCollege.get(r.collegeName) ?? []), r]);
    const pair = [...byCollege.values()].find((list) => list.length >= 2 && list[0]!.specialty_title !== list[1]!.specialty_title && list.filter((r) => r.specialty_title === list[0]!.specialty_title).length === 1 && list.filter((r) => r.specialty_title === list[1]!.specialty_title).length === 1);
    if (!pair) throw new Error('the 河北 recommendation has no college with two majors');
    const page = await openWorkspace(token, width);
    for (const r of pair.slice(0, 2)) await addBySearch(page, r.collegeName, r.specialty_title);
    await tab(page, /志愿单\s*（2\/96）/).click();
    expect(await page.getByRole('list', { name: '志愿单（院校专业组）' }).count()).toBe(0);
    const table = width >= 640 ? page.getByRole('grid', { name: '志愿单' }) : page.getByRole('list', { name: '志愿单' });
    for (const r of pair.slice(0, 2)) await table.getByRole('button', { name: `移除 ${r.collegeName} ${r.specialty_title}`, exact: true }).waitFor({ timeout: 30_000 });
    expect((await wishList(suite.server, token, aspid)).map((r) => r.specialty_title)).toEqual(pair.slice(0, 2).map((r) => r.specialty_title));
    if (width === 375) await noSidewaysScroll(page, table.getByRole('listitem').first());
    await page.close();
  }, 180_000);
});

describe('importing a 广东 list of more than 100 majors (parts of 100 that land as one file)', () => {
  it('refuses a file with an unknown unit on data row 150 whole, naming 第150行, then imports the export back in the same order', async () => {
    const work = tempDir('gaokao-vol-groups-e2e-');
    const token = await signUp(suite.server);
    const aspid = await createPlan(suite.server, token, GD_PLAN);
    // Up to 45 groups of up to 6 majors from the screen's first 1,000 rows (more than 150 rows), added in one addAll.
    const rows: ScreenRow[] = [];
    for (const n of [1, 2]) {
      const reply = await post<{ list: ScreenRow[] }>(suite.server, '/api/Volunteer/college_intell_screen', { aspid, page: n, pageSize: 500, order: 'line' }, token);
      expect(reply.status, reply.msg).toBe(200);
      rows.push(...(reply.data?.list ?? []));
    }
    const groups = new Map<string, ScreenRow[]>();
    for (const r of rows) {
      if (!r.group_code) continue;
      const key = `${r.code}|${r.group_code}`;
      if (!groups.has(key) && groups.size >= 45) continue;
      const members = groups.get(key) ?? [];
      if (members.length < 6) groups.set(key, [...members, r]);
    }
    const arr = [...groups.values()].flat().map((r) => ({ volunteer_id: aspid, code: r.code, specialty_code: r.specialty_code }));
    expect(arr.length).toBeGreaterThan(150);
    expect(await post(suite.server, '/api/Volunteer/addAll', { arr }, token)).toMatchObject({ status: 200 });
    const saved = await wishList(suite.server, token, aspid, 300);
    expect(saved).toHaveLength(arr.length);

    const page = await suite.page({ width: 1280, height: 900, province: null, acceptDownloads: true });
    await page.goto(suite.server.url + '/aboutus');
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto(`${suite.server.url}/Volunteer?n=4`);
    const listTab = (n: number) => page.getByRole('tab', { name: new RegExp(`志愿单\\s*（${n}/270）`) }).waitFor({ timeout: 30_000 });
    await listTab(saved.length);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: '导出' }).click()]);
    const exported = path.join(work, 'export.xlsx');
    await download.saveAs(exported);
    // The group's band heads its column (the same 志愿 reads the same in the file as on the screen).
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(readFileSync(exported)).Sheets['志愿单']!, { header: 1, defval: '' });
    const at = sheet.findIndex((r) => r[0] === '志愿序号');
    const head = (sheet[at] ?? []).map(String);
    expect(head).toContain('冲/稳/保（院校专业组）');

    // Data row 150 (the header not counted) names a college and major that do not exist.
    const edited = sheet.map((r, i) => (i === at + 150 ? r.map((c, j) => ({ 院校代码: '99999', 院校名称: '不存在大学XYZ', 专业代码: '9999', 专业名称: '不存在专业' } as Record<string, string>)[head[j] ?? ''] ?? c) : r));
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(edited), '志愿单');
    const broken = path.join(work, 'broken.xlsx');
    writeFileSync(broken, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

    await page.getByRole('button', { name: '全部删除' }).click();
    await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
    await listTab(0);
    const input = page.getByLabel('选择要导入的志愿单文件');
    await input.setInputFiles(broken);
    const box = page.getByRole('alertdialog', { name: '系统提示' });
    await box.waitFor({ timeout: 30_000 });
    expect(await box.innerText()).toContain('第150行：该院校专业不存在');
    await box.getByRole('button', { name: '确定' }).click();
    await box.waitFor({ state: 'hidden', timeout: 10_000 });
    expect(await wishList(suite.server, token, aspid, 300)).toHaveLength(0);
    await page.reload();
    await listTab(0);

    await input.setInputFiles(exported);
    await page.getByText('导入完成').waitFor({ timeout: 30_000 });
    await listTab(saved.length);
    expect(unitsOf(await wishList(suite.server, token, aspid, 300))).toEqual(unitsOf(saved));
    await page.close();
  }, 120_000);
});

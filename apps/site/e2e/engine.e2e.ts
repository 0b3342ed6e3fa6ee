import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bandOfRow, DEFAULT_FILL_RULE, groupBandOf, groupProbabilityOf, groupsOfList, rowProbability, type RiskBand } from 'gaokao-domain';
import { e2eSuite } from './harness';
import { createPlan, post, signUp, wishList } from './volunteer-helpers/api';

// Recommendation engine v2 as a family meets it (issue 14): a 广东 物理类 student on the default data (real 广东 lines
// with a backtest), against the real server, driven by Chromium. One member for the whole file (10 SMS per IP an hour).
const suite = e2eSuite();
let token = '';
let aspid = 0;
/** How long a list may take to follow a filter or order change on a loaded 2-core machine (a 500-row page). */
const LIST_WAIT = 20_000;
const PLAN = { province: '广东', score: 600, batch: '本科批', subject: ['物理', '化学', '生物'] };

interface Screen {
  list: Array<{ risk: RiskBand; yugu_score: number; luqu_gailv: number | null }>;
  count: number;
  chong_count: number;
  wen_count: number;
  bao_count: number;
  dataset: string;
  paiming: number;
}

beforeAll(async () => {
  token = await signUp(suite.server);
  aspid = await createPlan(suite.server, token, PLAN);
});

async function openWorkspace(search = '', as = token): Promise<Page> {
  const page = await suite.page({ width: 1366, token: as, province: null, bypassCSP: false });
  await page.goto(`${suite.server.url}/Volunteer${search}`);
  await page.getByRole('tablist', { name: '志愿填报' }).waitFor();
  return page;
}

const screenOf = async (body: Record<string, unknown>) => {
  const reply = await post<Screen>(suite.server, '/api/Volunteer/college_intell_screen', { aspid, page: 1, pageSize: 500, ...body }, token);
  expect(reply.status, reply.msg).toBe(200);
  return reply.data as Screen;
};

/** The bands of the rows the grid has drawn (the first screen: the grid is virtualised). */
const shownBands = (page: Page) => page.getByRole('grid', { name: '智能推荐专业' }).locator('[role="row"] [data-band]').evaluateAll((els) => els.map((el) => el.getAttribute('data-band')));

describe('recommendation engine v2 (广东 物理类 600)', () => {
  it('shows probabilities and the whole screen’s band counts, every band on the first screen, and filters by a band', async () => {
    const all = await screenOf({});
    expect(all.dataset).toBe('real');
    expect(all.chong_count + all.wen_count + all.bao_count).toBe(all.count);
    for (const n of [all.chong_count, all.wen_count, all.bao_count]) expect(n).toBeGreaterThan(0);

    const page = await openWorkspace();
    const grid = page.getByRole('grid', { name: '智能推荐专业' });
    await grid.getByRole('button', { name: /^填报 / }).first().waitFor({ timeout: 30_000 });
    // 录取概率: a column and one line on how it is computed (real data with a backtest).
    await grid.getByRole('columnheader', { name: '录取概率' }).waitFor();
    await page.getByText(/^录取概率：按本省/).waitFor();
    expect(await grid.locator('[role="row"]').nth(1).innerText()).toMatch(/\d+%/);
    // The counts of the whole screen (not of a 500-row page) on the chips, and what the bands mean.
    await page.getByRole('radio', { name: `冲 ${all.chong_count}` }).waitFor();
    await page.getByRole('radio', { name: `稳 ${all.wen_count}` }).waitFor();
    await page.getByRole('radio', { name: `保 ${all.bao_count}` }).waitFor();
    await page.getByRole('radio', { name: `全部 ${all.count}` }).waitFor();
    await page.getByText(/^冲：预估线高于你的分数/).waitFor();
    // 按匹配度 by default: 冲, 稳 and 保 rows on the first screen.
    expect((await page.getByRole('radio', { name: '按匹配度' }).isChecked())).toBe(true);
    const first = await shownBands(page);
    expect(new Set(first.slice(0, 3))).toEqual(new Set(['冲', '稳', '保']));

    // Clicking a band count shows that band only, over the whole screen.
    // The site posts form-encoded bodies (lib/http.ts).
    const band = (r: { request(): { postData(): string | null } }) => new URLSearchParams(r.request().postData() ?? '').get('band');
    const [reply] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/Volunteer/college_intell_screen') && band(r) === '稳'),
      page.getByRole('radio', { name: `稳 ${all.wen_count}` }).click(),
    ]);
    expect(((await reply.json()) as { data: Screen }).data.count).toBe(all.wen_count);
    expect(new URL(page.url()).searchParams.get('band')).toBe('稳');
    await expect.poll(async () => new Set(await shownBands(page)), { timeout: LIST_WAIT }).toEqual(new Set(['稳']));
    // The counts stay those of the whole screen.
    await page.getByRole('radio', { name: `保 ${all.bao_count}` }).waitFor();

    // 按预估线 stays one click away: the highest line first.
    await page.getByRole('radio', { name: '按预估线' }).click();
    expect(new URL(page.url()).searchParams.get('order')).toBe('line');
    await page.getByRole('radio', { name: `全部 ${all.count}` }).click();
    await expect.poll(async () => (await shownBands(page)).slice(0, 3), { timeout: LIST_WAIT }).toEqual(['冲', '冲', '冲']);
  });

  it('fills the chosen 冲/稳/保 mix of 院校专业组 with one-key fill, and the 志愿表体检 flags a list that ends in 冲', async () => {
    const page = await openWorkspace();
    await page.getByRole('grid', { name: '智能推荐专业' }).getByRole('button', { name: /^填报 / }).first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '一键填报' }).click();
    const dialog = page.getByRole('dialog', { name: '一键填报' });
    // The spec's mix over a range the family chooses (the default, 推荐, has its own test below).
    await dialog.getByRole('radio', { name: '按冲稳保比例' }).click();
    const fillable = dialog.getByText(/^可填报：冲 \d+ 个/);
    await fillable.waitFor({ timeout: 30_000 });
    // The family narrows the range to lines at most 20 above the score: the dialog reads that range and counts it.
    const wide = await fillable.innerText();
    const [read] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/Volunteer/college_intell_screen') && new URLSearchParams(r.request().postData() ?? '').get('up_score') === '20', { timeout: LIST_WAIT }),
      dialog.getByLabel('高于我的分数不超过（分）').fill('20'),
    ]);
    expect(read.ok()).toBe(true);
    // While it reads, the dialog shows no counts; then those of the narrower range.
    await expect.poll(async () => { const text = (await fillable.isVisible()) ? await fillable.innerText() : ''; return text !== '' && text !== wide; }, { timeout: LIST_WAIT }).toBe(true);
    for (const band of ['冲', '稳', '保'] as const) await dialog.getByLabel(band, { exact: true }).fill('10');
    // 广东 fills 院校专业组: 30 groups, each with up to 6 of its majors.
    await dialog.getByRole('status').getByText(/^将填入：冲 10 · 稳 10 · 保 10（共 30 个院校专业组，\d+ 个专业）$/).waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('一键填报成功').waitFor();
    await page.getByRole('tab', { name: /志愿单\s*（\d+\/270）/ }).waitFor({ timeout: 30_000 });

    type ListRow = { volunteer_result_id: number; sort_id: number; code: string; group_code: string; specialty_code: string; yugu_score: number; group_yugu_score?: number };
    const list = ((await wishList(suite.server, token, aspid, 300)) as unknown as ListRow[]).sort((a, b) => a.sort_id - b.sort_id);
    const groups = groupsOfList(list);
    expect(groups).toHaveLength(30);
    const split = { 冲: 0, 稳: 0, 保: 0 };
    for (const g of groups) {
      expect(g.majors.length).toBeLessThanOrEqual(6);
      const band = groupBandOf(g.majors, PLAN.score);
      if (band) split[band] += 1;
    }
    expect(split).toEqual({ 冲: 10, 稳: 10, 保: 10 });
    // Every row filled lies in the range chosen in the dialog (lines at most 20 above 600).
    const filled = (await wishList(suite.server, token, aspid, 300)).map((r) => Number(r.yugu_score));
    expect(filled.every((line) => line <= PLAN.score + 20)).toBe(true);

    // Filled highest line first, the list ends in 保: the check says nothing about the end.
    await page.getByRole('tab', { name: /志愿单/ }).click();
    const health = page.getByRole('region', { name: '志愿表体检' });
    await health.waitFor();
    expect(await health.locator('[data-kind="noBaoAtEnd"]').count()).toBe(0);

    // Moved to the end as whole groups, the 冲 groups leave no 保 among the last five groups: the check names them.
    const chong = (g: (typeof groups)[number]) => groupBandOf(g.majors, PLAN.score) === '冲';
    const ordered = [...groups.filter((g) => !chong(g)), ...groups.filter(chong)].flatMap((g) => g.majors);
    const moved = await post(suite.server, '/api/VolunteerResult/updateAll', { list: JSON.stringify(ordered.map((r, i) => ({ volunteer_result_id: r.volunteer_result_id, sort_id: i + 1 }))) }, token);
    expect(moved.status, moved.msg).toBe(200);
    await page.reload();
    const finding = page.getByRole('region', { name: '志愿表体检' }).locator('[data-kind="noBaoAtEnd"]');
    await finding.waitFor();
    // A 志愿 here is a group: the finding names every row of the last five groups.
    const n = list.length;
    const tailRows = groups.filter(chong).slice(-5).reduce((sum, g) => sum + g.majors.length, 0);
    expect(await finding.innerText()).toContain(`最后5个志愿中没有“保”`);
    expect(await finding.innerText()).toContain(`第${Array.from({ length: tailRows }, (_, i) => n - tailRows + 1 + i).join('、')}个志愿`);
    // The list shows the groups in order, each with its 志愿 number.
    const cards = page.getByRole('list', { name: '志愿单（院校专业组）' }).getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(30);
    expect(await cards.first().textContent()).toContain('第1志愿');

    // The printed report: the same finding, one row per group with its code and 服从调剂, the latest year of results
    // with each major, the student's rank on the chart.
    await page.getByRole('button', { name: '查看报告' }).click();
    const report = page.getByRole('article', { name: '志愿报告' });
    await report.locator('[data-kind="noBaoAtEnd"]').waitFor();
    await report.getByRole('columnheader', { name: '院校专业组代码' }).waitFor();
    await report.getByRole('columnheader', { name: '服从调剂' }).waitFor();
    expect(await report.locator('table[data-form="group"] tbody tr').count()).toBe(30);
    expect(await report.locator('table[data-form="group"]').innerText()).toContain('2024年最低分');
    const rank = (await screenOf({ pageSize: 1 })).paiming;
    expect(rank).toBeGreaterThan(5000);
    await report.getByTestId('highlight').last().waitFor({ state: 'attached' });
    expect((await report.locator('svg desc').allTextContents()).join('\n')).toContain(`横轴为位次（0–${rank + 5000}）`);
  });

  it('fills by default (推荐) no row under 10 % and no 保 more than 40 below 600, and the 体检 finds no wasted slot', async () => {
    // A member of its own, so the list holds only what the default fills.
    const own = await signUp(suite.server);
    const ownPlan = await createPlan(suite.server, own, PLAN);
    const page = await openWorkspace('', own);
    await page.getByRole('grid', { name: '智能推荐专业' }).getByRole('button', { name: /^填报 / }).first().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '一键填报' }).click();
    const dialog = page.getByRole('dialog', { name: '一键填报' });
    await dialog.getByText(/^可填报：冲 \d+ 个/).waitFor({ timeout: 30_000 });
    expect(await dialog.getByRole('radio', { name: '推荐（不浪费志愿）' }).isChecked()).toBe(true);
    await dialog.getByText(/^推荐：有录取概率的专业，只选录取概率不低于10%的/).waitFor();
    const status = dialog.getByRole('status').getByText(/^将填入：冲 \d+ · 稳 \d+ · 保 \d+（共 \d+ 个院校专业组，\d+ 个专业）$/);
    await status.waitFor();
    // Nothing to warn of: the default wastes no slot.
    expect(await dialog.getByText(/^注意：/).count()).toBe(0);
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText('一键填报成功').waitFor();
    await page.getByRole('tab', { name: /志愿单\s*（[1-9]\d*\/270）/ }).waitFor({ timeout: 30_000 });

    type Filled = { sort_id: number; code: string; group_code: string; specialty_code: string; collegeName: string; yugu_score: number; group_yugu_score?: number; luqu_gailv?: number | null; yugu_line99?: number | null };
    const list = (await wishList(suite.server, own, ownPlan, 300)) as unknown as Filled[];
    const groups = groupsOfList(list);
    expect(groups.length).toBeGreaterThan(20);
    const split = { 冲: 0, 稳: 0, 保: 0 };
    for (const g of groups) {
      const band = groupBandOf(g.majors, PLAN.score);
      if (band) split[band] += 1;
    }
    for (const n of Object.values(split)) expect(n).toBeGreaterThan(0);
    // 录取概率 is shown on 广东's rows; none filled is under 10 %.
    const chances = list.map(rowProbability).filter((p): p is number => p !== null);
    expect(chances.length).toBeGreaterThan(list.length / 2);
    expect(Math.min(...chances)).toBeGreaterThanOrEqual(0.1);
    // No 保 (a row's, or a group's by its line) more than 40 below 600.
    const baoRows = list.filter((r) => bandOfRow(r, PLAN.score) === '保').map((r) => Number(r.yugu_score));
    const baoGroups = groups.filter((g) => groupBandOf(g.majors, PLAN.score) === '保').map((g) => Number(g.majors[0]?.group_yugu_score ?? Math.min(...g.majors.map((m) => Number(m.yugu_score)))));
    expect(baoGroups.length).toBe(split.保);
    expect(Math.min(...baoRows, ...baoGroups)).toBeGreaterThanOrEqual(PLAN.score - 40);
    // Each 保 group shows on the list the 95 % it was taken at (read from the majors it holds).
    for (const g of groups.filter((x) => groupBandOf(x.majors, PLAN.score) === '保')) expect(groupProbabilityOf(g.majors)).toBeGreaterThanOrEqual(DEFAULT_FILL_RULE.baoProbability);

    // 志愿表体检 finds no wasted 冲 or 保 on it.
    await page.getByRole('tab', { name: /志愿单/ }).click();
    const health = page.getByRole('region', { name: '志愿表体检' });
    await health.waitFor();
    await health.locator('li, p').first().waitFor();
    expect(await health.locator('[data-kind="wastedChong"]').count()).toBe(0);
    expect(await health.locator('[data-kind="wastedBao"]').count()).toBe(0);
    // It ends in the 保 groups the default chose, and 体检 reads the last 志愿 as groups, banded as the fill bands them.
    const lastBands = groups.slice(-5).map((g) => groupBandOf(g.majors, PLAN.score));
    expect(lastBands).toContain('保');
    expect(await health.locator('[data-kind="noBaoAtEnd"]').count()).toBe(0);
  }, 150_000);
});

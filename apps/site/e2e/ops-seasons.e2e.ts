import { describe, expect, it } from 'vitest';
import { e2eSuite } from './harness';
import { expectClean, operatorPage } from './ops-helpers';
import { post } from './volunteer-helpers/api';

/**
 * 数据发布 in the operator console against the real server: an operator (made by the admin command) uploads a
 * 一分一段 file with the publication it comes from, reads its report and diff, publishes it (the family's rank lookup
 * then says 真实数据 and names that publication) and rolls it back (演示数据 again), each after a confirmation; axe and
 * no sideways scrolling at 1280 and 375 px.
 */
const suite = e2eSuite({ server: 'own' });

function rankCsv(): string {
  const lines = ['province,year,group_d,score,count,cumulative'];
  for (let i = 0; i < 50; i++) lines.push(`河北,2030,物理类,${700 - i},100,${100 * (i + 1)}`);
  return lines.join('\n') + '\n';
}

describe('data seasons in the operator console', () => {
  it('uploads a 一分一段 file, shows its report and diff, publishes and rolls back after confirmations; axe at 1280 and 375 px', async () => {
    // The operator the run's setup made by the admin command (e2e/global-setup.ts).
    const page = await operatorPage(suite);

    await page.getByRole('navigation', { name: '运营后台' }).getByRole('link', { name: '数据发布' }).click();
    await page.getByRole('heading', { level: 1, name: '数据发布' }).waitFor();
    await expectClean(page, 'seasons at 1280 px');

    // What a family's 位次查询 answers (the server rebuilds within its poll after a publish or a rollback).
    const seat = () => post<{ year: number; dataset: string; source_id?: string }>(suite.server, '/api/OneQuarter/seat', { province: '河北', group_d: '物理类', score: 680 });
    const before = (await seat()).data;
    expect(before?.year).toBeLessThan(2030);
    const source = { title: '河北省2030年普通高考成绩分段统计表（物理科目组合）', publisher: '河北省教育考试院', url: 'https://www.hebeea.edu.cn/2030/rank.html' };
    await page.getByLabel('出处标题').fill(source.title);
    await page.getByLabel('发布机构').fill(source.publisher);
    await page.getByLabel('网址').fill(source.url);
    await page.getByLabel('上传数据文件（.csv、.xlsx、.xls）').setInputFiles({ name: 'rank-2030.csv', mimeType: 'text/csv', buffer: Buffer.from(rankCsv(), 'utf8') });
    await page.getByRole('status').filter({ hasText: '数据文件已通过校验，可查看差异后发布' }).waitFor();
    await page.getByText('rank-2030.csv：一分一段表，共 50 行，有效 50 行').waitFor();
    const report = page.getByLabel('rank-2030.csv 校验报告');
    expect(await report.getByRole('link', { name: source.url }).getAttribute('href')).toBe(source.url);
    await report.getByText(`${source.title}（${source.publisher}）`).waitFor();
    const diff = page.getByRole('table', { name: '与线上数据的差异' });
    expect(await diff.getByRole('row').filter({ hasText: '河北' }).innerText()).toMatch(/河北\s+一分一段表\s+50\s+0\s+0/);
    await expectClean(page, 'report and diff at 1280 px');

    await page.getByRole('table', { name: '最近上传的数据文件' }).getByRole('row').filter({ hasText: 'rank-2030.csv' }).getByRole('button', { name: '发布' }).click();
    const confirmPublish = page.getByRole('alertdialog', { name: '发布数据' });
    await confirmPublish.getByText(/确认发布 rank-2030\.csv/).waitFor();
    await confirmPublish.getByText(`发布后，文件中的一分一段表将标为真实数据，出处为《${source.title}》（${source.publisher}）。`).waitFor();
    await expectClean(page, 'publish confirmation at 1280 px');
    await confirmPublish.getByRole('button', { name: '确认发布' }).click();
    await page.getByText('新数据已发布').waitFor({ timeout: 120_000 });
    await page.getByText(/可回滚到版本/).waitFor();
    // The published table is real, and its publication is named.
    await expect.poll(async () => (await seat()).data, { timeout: 60_000 }).toMatchObject({ year: 2030, dataset: 'real' });
    const sourceId = (await seat()).data?.source_id;
    const named = await post<{ title: string }[]>(suite.server, '/api/DataSource/of', { province: '河北', year: 2030, group_d: '物理类', kind: 'rank-table' });
    expect(named.data?.map((p) => p.title)).toEqual([source.title]);
    expect(sourceId).toMatch(/^ops-season-\d+$/);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectClean(page, 'seasons at 375 px');
    await page.getByRole('button', { name: '回滚到上一版' }).click();
    const confirmRollback = page.getByRole('alertdialog', { name: '回滚数据' });
    await confirmRollback.getByRole('button', { name: '确认回滚' }).click();
    await page.getByText('已回滚到上一版数据').waitFor({ timeout: 120_000 });
    // The answer before the publish, label and source included.
    await expect.poll(async () => (await seat()).data, { timeout: 60_000 }).toEqual(before);
    await expectClean(page, 'after rollback at 375 px');
  }, 360_000);
});

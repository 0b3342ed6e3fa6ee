import { describe, expect, it } from 'vitest';
import { e2eSuite } from './harness';
import { expectClean, operatorPage } from './ops-helpers';

/**
 * 数据发布 in the operator console against the real server: an operator (made by the admin command) uploads a
 * 一分一段 file, reads its report and diff, publishes it and rolls it back, each after a confirmation; axe and no
 * sideways scrolling at 1280 and 375 px.
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

    await page.getByLabel('上传数据文件（.csv、.xlsx、.xls）').setInputFiles({ name: 'rank-2030.csv', mimeType: 'text/csv', buffer: Buffer.from(rankCsv(), 'utf8') });
    await page.getByRole('status').filter({ hasText: '数据文件已通过校验，可查看差异后发布' }).waitFor();
    await page.getByText('rank-2030.csv：一分一段表，共 50 行，有效 50 行').waitFor();
    const diff = page.getByRole('table', { name: '与线上数据的差异' });
    expect(await diff.getByRole('row').filter({ hasText: '河北' }).innerText()).toMatch(/河北\s+一分一段表\s+50\s+0\s+0/);
    await expectClean(page, 'report and diff at 1280 px');

    await page.getByRole('table', { name: '最近上传的数据文件' }).getByRole('row').filter({ hasText: 'rank-2030.csv' }).getByRole('button', { name: '发布' }).click();
    const confirmPublish = page.getByRole('alertdialog', { name: '发布数据' });
    await confirmPublish.getByText(/确认发布 rank-2030\.csv/).waitFor();
    await expectClean(page, 'publish confirmation at 1280 px');
    await confirmPublish.getByRole('button', { name: '确认发布' }).click();
    await page.getByText('新数据已发布').waitFor({ timeout: 120_000 });
    await page.getByText(/可回滚到版本/).waitFor();

    await page.setViewportSize({ width: 375, height: 800 });
    await expectClean(page, 'seasons at 375 px');
    await page.getByRole('button', { name: '回滚到上一版' }).click();
    const confirmRollback = page.getByRole('alertdialog', { name: '回滚数据' });
    await confirmRollback.getByRole('button', { name: '确认回滚' }).click();
    await page.getByText('已回滚到上一版数据').waitFor({ timeout: 120_000 });
    await expectClean(page, 'after rollback at 375 px');
  }, 360_000);
});

import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, e2eSuite, horizontalOverflow, phoneSeries, shotsDir, vipMember as buyVip } from './harness';
import { post, signUp } from './volunteer-helpers/api';

const suite = e2eSuite();
/** Report screenshots for a person to look at (test-results/ is ignored by git). */
const shots = shotsDir('assessments');
/** A fresh number per member (this file's own prefix, so the suites never share a member). */
const phone = phoneSeries('136', 2000);
const vipMember = () => buyVip(suite.server, phone());
const signedInPage = (token: string, options: { width?: number; height?: number } = {}): Promise<Page> => suite.page({ ...options, token });

/** The question on screen: its number from the group's name ("12. …"). */
async function questionNumber(page: Page): Promise<number> {
  const name = await page.locator('fieldset legend').first().innerText();
  return Number(/^(\d+)\./.exec(name.trim())?.[1]);
}

describe('assessments against the real server', () => {
  let vipToken: string;

  beforeAll(async () => {
    vipToken = await vipMember();
  });

  it('a VIP takes the MBTI test from /Appraisal to the report, across a reload, with 请回答此题 and 第N题必做', async () => {
    const page = await signedInPage(vipToken);
    await page.goto(`${suite.server.url}/Appraisal`);
    await page.getByText('每项测评约需 8–16 分钟，测评结果将永久保存').waitFor();
    await page.getByRole('article', { name: 'MBTI职业性格测评' }).getByRole('button', { name: '开始测评' }).click();
    await page.waitForURL('**/AppraisalMBTI');
    await expect.poll(() => page.title()).toBe('MBTI职业性格测评 - 高考志愿填报助手');
    await page.getByText(/共 48 题/).waitFor();

    await page.getByRole('button', { name: '下一题' }).click();
    await page.getByRole('alert').filter({ hasText: '请回答此题' }).waitFor();
    expect(await questionNumber(page)).toBe(1);

    // Always option A: every dimension of the bank is 6 : 6, so the type is INFP (ties go to I, N, F, P).
    const answerA = async () => {
      await page.locator('fieldset input[type="radio"][value="A"]').check();
      await page.getByRole('button', { name: '下一题' }).click();
    };
    for (let n = 1; n <= 20; n++) await answerA();
    expect(await questionNumber(page)).toBe(21);
    await page.reload();
    await page.getByText(/已答 20 题/).waitFor();
    expect(await questionNumber(page)).toBe(21);
    await page.getByRole('button', { name: '上一题' }).click();
    expect(await page.locator('fieldset input[type="radio"][value="A"]').isChecked()).toBe(true);
    await page.getByRole('button', { name: '下一题' }).click();
    for (let n = 21; n <= 47; n++) await answerA();
    expect(await questionNumber(page)).toBe(48);

    await page.getByRole('button', { name: '提交' }).click();
    await page.getByRole('alert').filter({ hasText: '第48题必做' }).waitFor();
    await page.locator('fieldset input[type="radio"][value="A"]').check();
    const [added] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/Evaluation.MebiMember/add')),
      page.getByRole('button', { name: '提交' }).click(),
    ]);
    expect(await added.json()).toMatchObject({ status: 200, data: { iden: 'INFP' } });
    await page.getByText('提交成功').waitFor();
    await page.waitForURL('**/AppraisalmbtiResult');
    await page.getByRole('heading', { name: 'MBTI职业性格测评报告' }).waitFor();
    const report = await page.locator('article').innerText();
    expect(report).toContain('INFP');
    expect(report).toContain('调停者型');
    for (const heading of ['性格概述', '性格特质', '你的优势', '你的劣势', '可能的盲点', '在团队中的作用', '最有效的环境', '解决问题的方式', '对组织的贡献', '领导风格', '潜在的压力与问题', '适合的职业类型', '适合的专业', '发展建议']) {
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    }
    expect(report).toMatch(/测评时间：\d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('gk-assessment:')))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'mbti-report-1280.png'), fullPage: true });
  });

  it('a VIP takes the Holland test by keyboard only, across a reload, and reads the radar report', async () => {
    const page = await signedInPage(vipToken);
    await page.goto(`${suite.server.url}/Hollander`);
    await page.getByText(/共 60 题/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    /** Tab from wherever the focus is to the first choice of the question (bounded). */
    const tabToChoices = async () => {
      for (let i = 0; i < 40; i++) {
        if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio')) return;
        await page.keyboard.press('Tab');
      }
      throw new Error('no radio reached by Tab');
    };
    const focusedQuestion = () => page.evaluate(() => document.activeElement?.closest('[data-question]')?.getAttribute('data-question'));

    await tabToChoices();
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: '请回答此题' }).waitFor();

    // 是 to every S, E and C statement (the bank interleaves R I A S E C), 否 to the rest: S 10, E 10, C 10 → SEC.
    const answer = async (n: number) => {
      expect(await focusedQuestion()).toBe(String(n));
      if ((n - 1) % 6 >= 3) await page.keyboard.press('Space');
      else await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
    };
    for (let n = 1; n <= 30; n++) await answer(n);
    expect(await questionNumber(page)).toBe(31);
    await page.reload();
    await page.getByText(/已答 30 题/).waitFor();
    await tabToChoices();
    for (let n = 31; n <= 59; n++) await answer(n);
    expect(await questionNumber(page)).toBe(60);
    // Enter on the last question submits: unanswered, it names the question.
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: '第60题必做' }).waitFor();
    await page.keyboard.press('Space');
    const [added] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/Evaluation.HuoMember/add')), page.keyboard.press('Enter')]);
    expect(await added.json()).toMatchObject({ status: 200, data: { typeName: 'SEC' } });
    await page.getByText('提交成功').waitFor();
    await page.waitForURL('**/HollanderResult');

    await page.getByRole('heading', { name: '霍兰德职业兴趣测评报告' }).waitFor();
    expect(await page.locator('.gk-report__letters').innerText()).toBe('SEC');
    const chips = await page.getByRole('list', { name: '代码的含义' }).getByRole('listitem').allInnerTexts();
    expect(chips.map((c) => c.replace(/\s+/g, ' '))).toEqual(['S 社会型', 'E 企业型', 'C 常规型']);
    await page.getByRole('img', { name: /霍兰德职业兴趣雷达图/ }).waitFor();
    // The radar's numbers, as the screen reader's table gives them: I A E S R C, each out of 25.
    const rows = await page.getByRole('table', { name: '霍兰德职业兴趣雷达图数据表' }).locator('tbody tr').allInnerTexts();
    expect(rows.map((r) => r.split(/\s+/).join(' '))).toEqual(['研究型 0 25', '艺术型 0 25', '企业型 10 25', '社会型 10 25', '现实型 0 25', '常规型 10 25']);
    expect(await page.locator('svg[role="img"] circle').evaluateAll((cs) => cs.map((c) => c.getAttribute('data-value')))).toEqual(['0', '0', '10', '10', '0', '10']);
    const major = page.getByRole('link', { name: '小学教育' });
    expect(await major.getAttribute('href')).toBe(`/Major?major_name=${encodeURIComponent('小学教育')}`);
    for (const name of ['现实型', '研究型', '艺术型', '社会型', '企业型', '常规型']) expect(await page.locator('dt').filter({ hasText: name }).count()).toBeGreaterThan(0);
    expect(await page.locator('article').innerText()).toMatch(/测评时间：\d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'holland-report-1280.png'), fullPage: true });
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL(`${suite.server.url}/`);
  });

  it('both reports read at 375 px without sideways scrolling', async () => {
    const page = await signedInPage(vipToken, { width: 375, height: 812 });
    await page.goto(`${suite.server.url}/HollanderResult`);
    await page.getByRole('img', { name: /霍兰德职业兴趣雷达图/ }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(shots, 'holland-report-375.png'), fullPage: true });
    await page.goto(`${suite.server.url}/AppraisalmbtiResult`);
    await page.getByRole('heading', { name: '发展建议' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'mbti-report-375.png'), fullPage: true });
    await page.goto(`${suite.server.url}/Hollander`);
    await page.getByText(/共 60 题/).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(shots, 'holland-test-375.png') });
  });

  it('我的测评 (/Home?type=4) lists both saved results and opens them', async () => {
    const page = await signedInPage(vipToken);
    await page.goto(`${suite.server.url}/Home?type=4`);
    const mbtiRow = page.getByRole('row', { name: /INFP/ });
    await mbtiRow.waitFor();
    expect(await mbtiRow.innerText()).toContain('调停者型');
    await page.getByRole('tab', { name: '霍兰德测评' }).click();
    await page.waitForURL('**/Home?type=4&activeName=2');
    const hollandRow = page.getByRole('row', { name: /SEC/ });
    await hollandRow.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await hollandRow.getByRole('link', { name: /^查看报告\s*（霍兰德测评）$/ }).click();
    await page.waitForURL('**/HollanderResult');
    await page.getByRole('heading', { name: '霍兰德职业兴趣测评报告' }).waitFor();
    await page.goBack();
    await page.getByRole('tab', { name: '霍兰德测评', selected: true }).waitFor();
    await page.goto(`${suite.server.url}/Home?type=4&activeName=1`);
    await page.getByRole('row', { name: /INFP/ }).getByRole('link', { name: /^查看报告\s*（MBTI测评）$/ }).click();
    await page.waitForURL('**/AppraisalmbtiResult');
    await page.getByText('INFP').first().waitFor();
    // The other panels belong to the personal centre itself (features/centre).
    await page.goto(`${suite.server.url}/Home?type=1`);
    await page.getByRole('heading', { level: 2, name: '基本信息' }).waitFor();
  });

  it('a member without a result is sent from the report to /Appraisal', async () => {
    const page = await signedInPage(await vipMember());
    await page.goto(`${suite.server.url}/HollanderResult`);
    await page.waitForURL('**/Appraisal');
    await page.getByRole('heading', { name: '测评中心', level: 1 }).waitFor();
  });

  it('a free member is offered VIP (购买VIP → /Home?type=3), and the server refuses the test with status 5', async () => {
    const token = await signUp(suite.server, phone());
    const page = await signedInPage(token);
    await page.goto(`${suite.server.url}/Appraisal`);
    await page.getByRole('button', { name: '退出' }).waitFor();
    const [questions] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/Evaluation.Huolan/index')),
      page.getByRole('article', { name: '霍兰德职业兴趣测评' }).getByRole('button', { name: '开始测评' }).click(),
    ]);
    expect(await questions.json()).toMatchObject({ status: 5 });
    const confirm = page.getByRole('alertdialog', { name: '提示' });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain('该功能为VIP专享，是否开通VIP使用？');
    await confirm.getByRole('button', { name: '购买VIP' }).click();
    await page.waitForURL('**/Home?type=3');
    expect(new URL(page.url()).pathname).toBe('/Home');
    await page.getByRole('heading', { level: 2, name: 'VIP会员' }).waitFor();
    // Straight to the test page or through the API: the server refuses too.
    await page.goto(`${suite.server.url}/AppraisalMBTI`);
    await page.getByRole('alertdialog', { name: '提示' }).waitFor();
    await page.getByText('测评为VIP会员专享').waitFor();
    for (const [call, body] of [
      ['/api/Evaluation.MebiMember/add', { result: JSON.stringify(Array(48).fill('A')), mbtiresult: 'INFP' }],
      ['/api/Evaluation.HuoMember/lookHuolan', {}],
    ] as const) {
      expect(await post(suite.server, call, body, token), call).toMatchObject({ status: 5 });
    }
    await page.goto(`${suite.server.url}/Home?type=4`);
    await page.getByRole('link', { name: '购买VIP' }).waitFor();
  });
});

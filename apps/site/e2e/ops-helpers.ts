// What the operator console's e2e files share: the run's operator, its TOTP codes, and the axe + overflow check.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, horizontalOverflow, type Suite } from './harness';
import { serverDir } from './server';

export interface Operator {
  name: string;
  password: string;
  secret: string;
}

/**
 * The operator the run's global setup made with the admin command (`pnpm run admin operator add`) on the seeded data
 * directory, so every server started on a copy of it has the account without a restart.
 */
export function runOperator(): Operator {
  const operator = inject('e2eOperator');
  if (!operator) throw new Error('no operator in this run: the e2e global setup makes one (vitest.e2e.config.ts)');
  return operator;
}

/** The operator's current TOTP code, by the server's own otplib. */
export async function totpNow(secret: string): Promise<string> {
  const require = createRequire(path.join(serverDir, 'package.json'));
  const otplib = (await import(pathToFileURL(require.resolve('otplib')).href)) as { generate: (o: { secret: string; epoch?: number }) => Promise<string> };
  return otplib.generate({ secret, epoch: Math.floor(Date.now() / 1000) });
}

/** No axe violation and no sideways scrolling on the page as it is. */
export async function expectClean(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), what).toEqual([]);
  expect(await horizontalOverflow(page), what).toBeLessThanOrEqual(0);
}

/** A page at 1280 px in which the run's operator signed in with its password and current TOTP code (on 提现审核). */
export async function operatorPage(suite: Suite, operator: Operator = runOperator()): Promise<Page> {
  const page = await suite.page({ width: 1280, province: null });
  await page.goto(`${suite.server.url}/ops/login`);
  const form = page.getByRole('form', { name: '运营后台登录' });
  await form.getByLabel('运营账号').fill(operator.name);
  await form.getByLabel('密码').fill(operator.password);
  await form.getByLabel('动态验证码').fill(await totpNow(operator.secret));
  await form.getByRole('button', { name: '登录' }).click();
  await page.getByRole('heading', { level: 1, name: '提现审核' }).waitFor();
  return page;
}

import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { fileBrowser } from './browser';
import { sharedServer, startServer, type RunningServer } from './server';
import { post, signUp } from './volunteer-helpers/api';

/**
 * What every e2e file shares: one real server per file (a fresh copy of the run's seeded embedded database: demo
 * season over the real colleges), the run's one Chromium (e2e/global-setup.ts), browser contexts with the usual cookies, axe, and members made by the product's own paths.
 */

export interface ContextOptions {
  width?: number;
  height?: number;
  /** The province cookie (no province dialog); null for a first visit without one. Default 河北. */
  province?: string | null;
  /** Signed in: the token is put in local storage before any page script runs (kept if a page replaces it). */
  token?: string;
  /**
   * Only for injecting axe-core: the server's CSP (script-src 'self') rightly blocks inline scripts. Default true;
   * false where a test checks the CSP itself.
   */
  bypassCSP?: boolean;
  acceptDownloads?: boolean;
}

export interface Suite {
  /** The file's server (started in beforeAll; a test that restarts it on the same data sets the new one here). */
  server: RunningServer;
  /** The file's Chromium (started in beforeAll). */
  readonly browser: Browser;
  /** A new browser context, closed after the file's tests. */
  context(options?: ContextOptions): Promise<BrowserContext>;
  /** A page in a new context. */
  page(options?: ContextOptions): Promise<Page>;
}

/**
 * A client address of the file's own on the shared server (198.18.0.0/15, the range set aside for tests), from the
 * worker's process id: the files run one after another in processes of their own.
 */
/** Every Playwright action and wait of a page: its default, stated. */
export const ACTION_TIMEOUT_MS = 30_000;

const fileClientAddress = () => `198.18.${(process.pid >> 8) & 255}.${process.pid & 255}`;

/**
 * Connects to the run's Chromium and its shared server before the file's tests (`server: 'own'`: starts a server of
 * the file's own on a copy of the run's seeded data directory, for files that stop or restart it or run the operator
 * command on its data; also without the run's shared server, under another config); stops an own server and closes
 * every context after them.
 */
export function e2eSuite(options: { server?: 'shared' | 'own' } = {}): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const shared = inject('e2eSharedServer');
    server = options.server !== 'own' && shared ? sharedServer(shared, fileClientAddress()) : await startServer();
    browser = await fileBrowser(inject('e2eBrowserWs'));
  });
  // A failed test prints what each of its pages showed (address and the start of the visible text), so a failure in a
  // CI log says where the page was, not only which wait ran out.
  beforeEach(({ onTestFailed }) => {
    const from = contexts.length;
    onTestFailed(async () => {
      for (const context of contexts.slice(from)) {
        for (const page of context.pages()) {
          const text = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '(the page did not answer)');
          console.error(`page at failure: ${page.url()} — ${text.replace(/\s+/g, ' ').slice(0, 400)}`);
        }
      }
    });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });
  const suite: Suite = {
    get server() {
      if (!server) throw new Error('the e2e server has not started (use it inside a test or a hook)');
      return server;
    },
    set server(next: RunningServer) {
      server = next;
    },
    get browser() {
      if (!browser) throw new Error('Chromium has not started (use it inside a test or a hook)');
      return browser;
    },
    async context(options = {}) {
      const context = await suite.browser.newContext({
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
        locale: 'zh-CN',
        bypassCSP: options.bypassCSP ?? true,
        acceptDownloads: options.acceptDownloads ?? false,
        extraHTTPHeaders: suite.server.headers,
      });
      // Stated, not Playwright's default: a loaded 2-core CI machine needs seconds for a first hydration.
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      contexts.push(context);
      const province = options.province === undefined ? '河北' : options.province;
      if (province) await context.addCookies([{ name: 'province', value: encodeURIComponent(province), url: suite.server.url }]);
      if (options.token) {
        await context.addInitScript((t) => {
          if (!localStorage.getItem('token')) localStorage.setItem('token', t);
        }, options.token);
      }
      return context;
    },
    async page(options = {}) {
      return (await suite.context(options)).newPage();
    },
  };
  return suite;
}

export { phoneSeries } from './phones';

/** Where a file's screenshots for a person to look at go (test-results/ is ignored by git); made on first use. */
export function shotsDir(name: string): string {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results', name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

/** The rule sets checked by default: WCAG 2.1 A/AA and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] as const;

/** axe-core's violations on the page as it is (WCAG 2.1 A/AA and best practices unless other tags are given). */
export async function axeViolations(page: Page, tags: readonly string[] = AXE_TAGS): Promise<{ id: string; targets: string[] }[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // A dialog still fading in has the colours of its way in, not its own: axe would measure a contrast no one reads.
  // (Finite ones only: a spinner's never ends.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values } });
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => JSON.stringify(n.target)) }));
  }, [...tags]);
}

/** How many pixels the page is wider than the window (0 when nothing scrolls sideways). */
export const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * A VIP by the product's own path: buy one card through the sandbox payment provider (its 确认支付 form posts a signed
 * notification to the WeChat notify route), read the card from the order and activate it.
 */
export async function vipMember(server: RunningServer, phone?: string): Promise<string> {
  const token = await signUp(server, phone);
  const order = await post<{ vippay_id: number; code_url: string }>(server, '/api/WxPay/pc_create_order', { num: 1 }, token);
  expect(order.status, order.msg).toBe(200);
  const orderNo = new URL(order.data!.code_url).searchParams.get('order') ?? '';
  const paid = await fetch(`${server.url}/api/sandbox/pay`, { method: 'POST', headers: { ...server.headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ order: orderNo }) });
  expect(await paid.text()).toContain('支付成功');
  const cards = await post<{ data: { card_no: string; card_password: string }[] }>(server, '/api/Financial.Vippay/activeListNo', { vippay_id: order.data!.vippay_id }, token);
  const card = cards.data?.data[0];
  expect(card, cards.msg).toBeTruthy();
  const active = await post<{ role: number }>(server, '/api/Financial.Vippay/cardActive', { card_no: card!.card_no, card_password: card!.card_password }, token);
  expect(active).toMatchObject({ status: 200, data: { role: 2 } });
  return token;
}

/**
 * Islands measurement, smoke check of variant (e): the islands rendered to HTML (SSR build of
 * src/islands/smoke-render.tsx), put in a page with the client build of `bench-islands.ts e`, loaded in Chromium with
 * /api answering 503. Reports page errors and React's hydration (recoverable) errors, and whether 登录 opens the login
 * dialog. Run `npx tsx scripts/bench-islands.ts e` first, then `npx tsx scripts/smoke-islands.ts` (in apps/site).
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const client = path.join(root, 'dist-islands/e');
const ssrOut = path.join(root, 'dist-islands/e-ssr');

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  // As scripts/prerender.ts builds its renderer: one self-contained bundle, the workspace packages from their sources.
  ssr: { noExternal: true },
  resolve: {
    alias: {
      'react-router': path.join(root, 'src/islands/router-stub.tsx'),
      'gaokao-domain': path.join(root, '../../packages/gaokao-domain/src/index.ts'),
      'gaokao-contract': path.join(root, '../../packages/gaokao-contract/src/index.ts'),
    },
  },
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    ssr: path.join(root, 'src/islands/smoke-render.tsx'),
    outDir: ssrOut,
    emptyOutDir: true,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'smoke-render.mjs' } },
  },
});
const { renderHome } = (await import(pathToFileURL(path.join(ssrOut, 'smoke-render.mjs')).href)) as { renderHome: () => string };

const manifest = JSON.parse(readFileSync(path.join(client, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean; css?: string[] }>;
const entry = Object.values(manifest).find((c) => c.isEntry);
if (!entry) throw new Error('no entry: run `npx tsx scripts/bench-islands.ts e` first');
const css = [readFileSync(path.join(root, 'src/styles/site.css'), 'utf8')];
writeFileSync(
  path.join(client, 'index.html'),
  `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8"><title>高考志愿填报助手</title>
<style>${css.join('\n')}</style>${(entry.css ?? []).map((f) => `<link rel="stylesheet" href="/${f}">`).join('')}
<script type="module" src="/${entry.file}"></script></head><body>${renderHome()}</body></html>`,
);

const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8' };
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname.startsWith('/api/')) {
    res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 503, msg: '服务暂时不可用，请稍后重试' }));
    return;
  }
  const file = path.join(client, path.normalize(url.pathname));
  const target = file.startsWith(client) && existsSync(file) && path.extname(file) ? file : path.join(client, 'index.html');
  res.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' }).end(readFileSync(target));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
try {
  const context = await browser.newContext();
  // A returning visitor: a province cookie, so the province dialog (first visit) does not open by itself.
  await context.addCookies([{ name: 'province', value: encodeURIComponent('北京'), url }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/503|Failed to load resource/.test(message.text())) problems.push(`console: ${message.text().slice(0, 300)}`);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const before = await page.locator('#island-fill').innerHTML();
  const opened = await page.getByRole('dialog').allTextContents();
  console.log(`dialogs open after load: ${opened.length} ${opened.map((t) => t.slice(0, 40)).join(' | ')}`);
  const province = await page.locator('.gk-fill__value').first().textContent();
  console.log(`form island's province (cookie, after hydration): ${province}`);
  // Closes whatever the 503s opened (the catalogue's dialog), then asks for the login dialog.
  await page.keyboard.press('Escape');
  const login = page.getByRole('button', { name: '登录' }).first();
  await login.click({ timeout: 5000 }).catch((error: Error) => problems.push(`登录 click: ${error.message.split('\n')[0]}`));
  await page.waitForTimeout(1000);
  const dialog = (await page.getByRole('dialog').allTextContents()).map((t) => t.slice(0, 40)).join(' | ');
  console.log(`islands hydrated from HTML; form island ${before.length} chars of HTML; dialogs after 登录: ${dialog}`);
  console.log(problems.length ? `problems:\n  ${problems.join('\n  ')}` : 'no page errors, no hydration errors');
} finally {
  await browser.close();
  server.close();
}

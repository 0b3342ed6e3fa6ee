/*
 * pnpm run bench:ui — DataTable with 10,000 rows against a plain <table> of the same rows, in Chromium.
 * Builds bench/page with Vite (vanilla-extract) into a temp dir, serves it on 127.0.0.1, loads each mode a few times
 * in fresh pages and prints time to first render, rows in the DOM and the worst frame while scrolling to the end.
 * Exits 1 when a target is missed. Not part of the test line: timings depend on the machine.
 */
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromium } from 'playwright-core';
import type { BenchResult as PageResult } from './page/main.tsx';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'test-kit/chromium';

/** What the page reports for one load, plus the CPU time per scroll frame read over CDP. */
interface BenchResult extends PageResult {
  cpuPerFrameMs?: number;
}

const ROWS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_QUERY adds page parameters, e.g. select=0 to leave out the checkbox column.
const EXTRA_QUERY = process.env.BENCH_QUERY ? `&${process.env.BENCH_QUERY}` : '';
const TARGETS = { maxDomRows: 60, minFirstRenderRatio: 10, maxScrollFrameMs: 50 };

const pageDir = fileURLToPath(new URL('./page/', import.meta.url));

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

function serve(root: string): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, origin: `http://127.0.0.1:${port}` });
    });
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main(): Promise<number> {
  const outDir = await mkdtemp(join(tmpdir(), 'gaokao-bench-ui-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let server: Server | undefined;
  try {
    console.log('bench:ui — building the bench page with Vite…');
    await build({
      root: pageDir,
      base: './',
      logLevel: 'warn',
      configFile: false,
      plugins: [react(), vanillaExtractPlugin()],
      build: { outDir, emptyOutDir: true, reportCompressedSize: false },
    });
    const served = await serve(outDir);
    server = served.server;

    const results: Record<'datatable' | 'plain', BenchResult[]> = { datatable: [], plain: [] };
    for (let run = 0; run < RUNS; run += 1) {
      for (const mode of ['datatable', 'plain'] as const) {
        const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Performance.enable');
        const threadTime = async () => {
          const { metrics } = await cdp.send('Performance.getMetrics');
          return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? Number.NaN) * 1000;
        };
        await page.goto(`${served.origin}/?mode=${mode}&rows=${ROWS}${EXTRA_QUERY}`);
        await page.waitForFunction(() => Boolean(window.__benchReady || window.__benchError), undefined, { timeout: 120_000 });
        await page.evaluate(() => {
          window.__benchGo = true;
        });
        // Polled on a timer, not every animation frame, so the runner stays out of the frames it measures.
        await page.waitForFunction(() => Boolean(window.__benchRendered || window.__benchError), undefined, { timeout: 120_000, polling: 100 });
        const cpuBefore = await threadTime();
        await page.evaluate(() => {
          window.__benchScroll = true;
        });
        await page.waitForFunction(() => Boolean(window.__benchResult || window.__benchError), undefined, { timeout: 120_000, polling: 100 });
        const cpuAfter = await threadTime();
        const error = await page.evaluate(() => window.__benchError);
        if (error) throw new Error(`${mode}: ${error}`);
        const result = (await page.evaluate(() => window.__benchResult)) as BenchResult;
        // Main-thread CPU time per scroll frame: unlike wall-clock frame times it does not grow while the
        // renderer waits for a CPU on a busy machine.
        result.cpuPerFrameMs = (cpuAfter - cpuBefore) / Math.max(result.frames, 1);
        results[mode].push(result);
        await context.close();
      }
    }

    const summary = (list: BenchResult[]) => ({
      firstRenderMs: median(list.map((r) => r.firstRenderMs)),
      renderScriptMs: median(list.map((r) => r.renderScriptMs)),
      domRows: Math.max(...list.map((r) => r.domRows)),
      worstFrameMs: Math.max(...list.map((r) => r.worstFrameMs)),
      p95FrameMs: median(list.map((r) => r.p95FrameMs)),
      longTasks: Math.max(...list.map((r) => r.longTasks)),
      longestTaskMs: Math.max(...list.map((r) => r.longestTaskMs)),
      frames: median(list.map((r) => r.frames)),
      worstScrollWorkMs: Math.max(...list.map((r) => r.worstScrollWorkMs)),
      p95ScrollWorkMs: median(list.map((r) => r.p95ScrollWorkMs)),
      cpuPerFrameMs: median(list.map((r) => r.cpuPerFrameMs ?? Number.NaN)),
      reachedEnd: list.every((r) => r.reachedEnd),
    });
    if (process.env.BENCH_VERBOSE) for (const r of results.datatable) console.log(`DataTable slow frames (>20 ms): ${r.slowFrames || 'none'}`);
    const dt = summary(results.datatable);
    const plain = summary(results.plain);
    const renderRatio = plain.firstRenderMs / dt.firstRenderMs;

    const [load1] = loadavg();
    console.log(`\nbench:ui — ${ROWS} rows, ${RUNS} run(s) per mode, Chromium ${browser.version()}, viewport 1024×768, load average ${load1?.toFixed(1)} on ${cpus().length} CPUs`);
    if ((load1 ?? 0) > cpus().length) console.log('note: the machine is busy; wall-clock frame times include waiting for a CPU.');
    console.table({
      DataTable: {
        'first render (median)': ms(dt.firstRenderMs),
        'of which script': ms(dt.renderScriptMs),
        'rows in DOM': dt.domRows,
        'worst scroll frame': ms(dt.worstFrameMs),
        'p95 scroll frame': ms(dt.p95FrameMs),
        'long tasks (max/run)': dt.longTasks,
        'longest task': ms(dt.longestTaskMs),
        'scroll frames': dt.frames,
        'scroll handler work (worst / p95)': `${ms(dt.worstScrollWorkMs)} / ${ms(dt.p95ScrollWorkMs)}`,
        'main-thread CPU per scroll frame': ms(dt.cpuPerFrameMs),
        'reached last row': dt.reachedEnd,
      },
      'plain <table>': {
        'first render (median)': ms(plain.firstRenderMs),
        'of which script': ms(plain.renderScriptMs),
        'rows in DOM': plain.domRows,
        'worst scroll frame': ms(plain.worstFrameMs),
        'p95 scroll frame': ms(plain.p95FrameMs),
        'long tasks (max/run)': plain.longTasks,
        'longest task': ms(plain.longestTaskMs),
        'scroll frames': plain.frames,
        'scroll handler work (worst / p95)': `${ms(plain.worstScrollWorkMs)} / ${ms(plain.p95ScrollWorkMs)}`,
        'main-thread CPU per scroll frame': ms(plain.cpuPerFrameMs),
        'reached last row': plain.reachedEnd,
      },
    });
    console.log(`first render: plain / DataTable = ${renderRatio.toFixed(1)}×`);
    console.log(`rows in DOM: plain / DataTable = ${(plain.domRows / dt.domRows).toFixed(0)}×`);
    console.log(`worst scroll frame: plain / DataTable = ${(plain.worstFrameMs / dt.worstFrameMs).toFixed(1)}×`);

    const checks = [
      { name: `rows in DOM ≤ ${TARGETS.maxDomRows}`, ok: dt.domRows <= TARGETS.maxDomRows, value: String(dt.domRows) },
      {
        name: `first render ≥ ${TARGETS.minFirstRenderRatio}× faster than the plain table`,
        ok: renderRatio >= TARGETS.minFirstRenderRatio,
        value: `${renderRatio.toFixed(1)}×`,
      },
      { name: `no scroll frame over ${TARGETS.maxScrollFrameMs} ms`, ok: dt.worstFrameMs <= TARGETS.maxScrollFrameMs, value: ms(dt.worstFrameMs) },
      { name: 'scrolling reaches the last row', ok: dt.reachedEnd, value: String(dt.reachedEnd) },
    ];
    console.log('');
    for (const check of checks) console.log(`${check.ok ? 'PASS' : 'FAIL'}  ${check.name}: ${check.value}`);
    return checks.every((c) => c.ok) ? 0 : 1;
  } finally {
    await browser.close();
    server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

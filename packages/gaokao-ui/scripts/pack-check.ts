/**
 * Proves a partner site can embed the published package: build and `pnpm pack` gaokao-domain and gaokao-ui, install
 * both tarballs into a scratch Vite app outside the workspace (offline-first from the pnpm store), build it with
 * Vite, serve it on 127.0.0.1 and check in Chromium that components render with the shipped stylesheet.
 * Run with `pnpm run test:pack` (Node 24 strips the types).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'test-kit/chromium';

const uiDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const domainDir = resolve(uiDir, '../gaokao-domain');
const started = Date.now();
const log = (message: string) => console.log(`pack-check [${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);

function run(cmd: string, args: string[], cwd: string): string {
  return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1' } });
}

function fail(message: string): never {
  console.error(`pack-check FAILED: ${message}`);
  process.exit(1);
}

async function packOne(dir: string, dest: string): Promise<string> {
  run('pnpm', ['run', 'build'], dir);
  run('pnpm', ['pack', '--pack-destination', dest], dir);
  const name = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')).name as string;
  const tarball = (await readdir(dest)).find((f) => f.startsWith(`${name}-`) && f.endsWith('.tgz'));
  if (!tarball) fail(`no tarball for ${name}`);
  return join(dest, tarball);
}

const work = await mkdtemp(join(tmpdir(), 'gaokao-ui-pack-'));
let exitCode = 0;
try {
  const tarballs = join(work, 'tarballs');
  const domainTgz = await packOne(domainDir, tarballs);
  const uiTgz = await packOne(uiDir, tarballs);
  log(`packed ${domainTgz.split('/').pop()} and ${uiTgz.split('/').pop()}`);

  // The packed manifest must point at dist (publishConfig applied) and carry no workspace: protocol.
  const manifest = JSON.parse(run('tar', ['-xOzf', uiTgz, 'package/package.json'], work)) as {
    exports: Record<string, unknown>;
    dependencies: Record<string, string>;
  };
  const listing = run('tar', ['-tzf', uiTgz], work);
  if (JSON.stringify(manifest.exports).includes('./src/')) fail('packed exports still point at src');
  if (!JSON.stringify(manifest.exports).includes('./dist/styles.css')) fail('packed exports lack ./styles.css');
  if (Object.values(manifest.dependencies).some((v) => v.startsWith('workspace:'))) fail('workspace: protocol left in dependencies');
  for (const file of ['package/dist/index.js', 'package/dist/index.d.ts', 'package/dist/styles.css']) {
    if (!listing.includes(file)) fail(`${file} missing from the tarball`);
  }

  // The shipped stylesheet: minified, its source map beside it (no inlined base64 sources), and no unnamed @page that
  // would set the paper of a partner's whole page (the report's A4 is the named page gk-a4).
  const css = run('tar', ['-xOzf', uiTgz, 'package/dist/styles.css'], work);
  const comments = css.match(/\/\*[\s\S]*?\*\//g) ?? [];
  if (comments.some((c) => c !== '/*# sourceMappingURL=styles.css.map */')) fail(`styles.css carries comments: ${comments.find((c) => !c.startsWith('/*# sourceMappingURL=styles.css.map'))?.slice(0, 80)}`);
  if (!listing.includes('package/dist/styles.css.map')) fail('styles.css.map missing from the tarball');
  if (/\n\s+\S/.test(css)) fail('styles.css is not minified (indented lines)');
  if (/@page\s*\{/.test(css)) fail('styles.css sets an unnamed @page');
  if (!/@page gk-a4\s*\{[^}]*size:\s*A4/i.test(css)) fail('styles.css lacks the named @page gk-a4');
  log(`styles.css ${(css.length / 1024).toFixed(1)} KB minified, no unnamed @page`);

  const app = join(work, 'app');
  await run('mkdir', ['-p', join(app, 'src')], work);
  const uiPkg = JSON.parse(await readFile(join(uiDir, 'package.json'), 'utf8'));
  await writeFile(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'partner-site',
        private: true,
        type: 'module',
        dependencies: {
          'gaokao-ui': `file:${uiTgz}`,
          'gaokao-domain': `file:${domainTgz}`,
          react: uiPkg.devDependencies.react,
          'react-dom': uiPkg.devDependencies['react-dom'],
          vite: uiPkg.devDependencies.vite,
        },
      },
      null,
      2,
    ),
  );
  // gaokao-ui depends on gaokao-domain@0.1.0, which is not on the registry: point it at the packed tarball.
  await writeFile(
    join(app, 'pnpm-workspace.yaml'),
    `packages: []\nallowBuilds:\n  esbuild: true\noverrides:\n  gaokao-domain: 'file:${domainTgz}'\n`,
  );
  await writeFile(
    join(app, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>合作站点</title></head><body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
  );
  // Plain createElement: the partner app needs no JSX tooling to embed the components.
  await writeFile(
    join(app, 'src/main.js'),
    `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, CheckboxGroup, ConfirmDialog, RiskTag, PROVINCES } from 'gaokao-ui';
import 'gaokao-ui/styles.css';
function App() {
  return h('main', { className: 'gk-root' },
    h(Button, { id: 'fill' }, '智能填报'),
    h(RiskTag, { band: '稳' }),
    h('p', { id: 'provinces' }, '省份 ' + PROVINCES.length),
    h(CheckboxGroup, { label: '选考科目', options: ['生物', '化学', '政治', '地理'].map((v) => ({ value: v, label: v })), defaultValue: ['生物', '化学'], max: 2 }),
    h(ConfirmDialog, { open: true, onOpenChange: () => {}, onConfirm: () => {}, message: '确认退出登录吗?' }),
  );
}
createRoot(document.getElementById('root')).render(h(App));
`,
  );

  log('installing the tarballs into a scratch app (offline first)');
  try {
    run('pnpm', ['install', '--offline', '--config.confirmModulesPurge=false'], app);
  } catch {
    log('offline install could not resolve everything; retrying with the registry allowed');
    run('pnpm', ['install', '--prefer-offline', '--config.confirmModulesPurge=false'], app);
  }
  log('building the scratch app with vite');
  run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);

  const dist = join(app, 'dist');
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer(async (req, res) => {
    const path = req.url === '/' || !req.url ? '/index.html' : (req.url.split('?')[0] ?? '/index.html');
    if (path === '/favicon.ico') {
      res.writeHead(204);
      res.end();
      return;
    }
    try {
      const body = await readFile(join(dist, path));
      res.writeHead(200, { 'content-type': `${types[extname(path)] ?? 'application/octet-stream'}; charset=utf-8` });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    try {
      // By id, not role: the open modal hides the page behind it from the accessibility tree, as it should.
      await page.locator('#fill', { hasText: '智能填报' }).waitFor({ timeout: 15_000 });
    } catch {
      fail(`the component did not render: ${errors.join('; ') || '(no page errors)'}`);
    }
    const checks = await page.evaluate(() => {
      const button = document.getElementById('fill') as HTMLElement;
      const brand = getComputedStyle(document.documentElement).getPropertyValue('--gk-color-brand').trim();
      const dialog = document.querySelector('[role="alertdialog"]');
      return {
        brand,
        buttonBackground: getComputedStyle(button).backgroundColor,
        dialogText: dialog?.textContent ?? '',
        dialogZ: dialog ? getComputedStyle(dialog).zIndex : '',
        provinces: document.getElementById('provinces')?.textContent ?? '',
        disabled: [...document.querySelectorAll('input[type="checkbox"]')].map((b) => (b as HTMLInputElement).disabled),
      };
    });
    const expect = (ok: boolean, what: string) => {
      if (!ok) fail(`${what}: ${JSON.stringify(checks)} ${errors.join('; ')}`);
    };
    expect(errors.length === 0, 'page errors');
    expect(checks.brand === '#1f6a85', 'theme variables from styles.css');
    expect(checks.buttonBackground === 'rgb(31, 106, 133)', 'Button styled by the shipped stylesheet');
    expect(checks.dialogText.includes('提示') && checks.dialogText.includes('确认退出登录吗?'), 'ConfirmDialog rendered');
    expect(checks.dialogZ === '3000', 'dialog above the page at z-index 3000');
    expect(checks.provinces === '省份 34', 'PROVINCES exported');
    expect(JSON.stringify(checks.disabled) === '[false,false,true,true]', 'CheckboxGroup max via gaokao-domain');
    log('partner app renders gaokao-ui from the packed tarballs: OK');
  } finally {
    await browser.close();
    server.close();
  }
} catch (error) {
  const e = error as { message?: string; stderr?: string; stdout?: string };
  console.error(`pack-check FAILED: ${e.message ?? String(error)}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`);
  exitCode = 1;
} finally {
  await rm(work, { recursive: true, force: true });
}
log(`done in ${((Date.now() - started) / 1000).toFixed(1)}s`);
process.exit(exitCode);

/**
 * Prerender: renders the public pages (`prerender: true` in src/config/routes.ts) to HTML after `vite build`, so they
 * paint before their JavaScript runs; main.tsx then hydrates them. Run by `pnpm build` (apps/site).
 *
 * 1. Bundles src/app/prerender.tsx for Node with the site's Vite config (same plugins, so vanilla-extract gives the
 *    same class names as in the browser bundle), into node_modules/.prerender (never into dist).
 * 2. Renders each path and writes dist/prerendered/<name>.html: dist/index.html with the page's markup in #root
 *    (marked data-prerendered="<path>"), its title, the CSS the page needs inlined (entry and page chunks, from the
 *    Vite manifest: no request stands between the HTML and the first paint). The app's chunks are not preloaded:
 *    src/main.tsx fetches them once the page has painted, so the first paint waits for no script at all.
 * 3. Writes dist/prerendered/manifest.json, { "<lower-case path>": "<file>" }, which the server reads to send the
 *    prerendered HTML for those paths (apps/server/src/app.ts).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(site, 'dist');
const bundleDir = path.join(site, 'node_modules/.prerender');
const outDir = path.join(dist, 'prerendered');
export const PRERENDER_MANIFEST = 'prerendered/manifest.json';
/** The app's start chunks, imported by src/main.tsx: the home page's (no router), and every other page's. */
const HOME_START_MODULE = 'src/app/start-home.tsx';
const START_MODULE = 'src/app/start.tsx';
export const startModuleOf = (pathname: string) => (pathname === '/' ? HOME_START_MODULE : START_MODULE);

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface RendererModule {
  PRERENDERED_PATHS: readonly string[];
  pageOf(path: string): string | undefined;
  renderPage(path: string): Promise<{ html: string; title: string }>;
}

/** The page module of a page (the route table's `page`: `src/app/routes/<page>.tsx`). */
function pageModuleOf(page: string | undefined): string {
  const file = page && `src/app/routes/${page}.tsx`;
  if (!file || !existsSync(path.join(site, file))) throw new Error(`prerender: the route table names no page module for ${page ?? '(none)'}`);
  return file;
}

/** JS and CSS files of a chunk and everything it imports statically. */
function closure(manifest: Manifest, key: string, js = new Set<string>(), css = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return { js, css };
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, js, css);
  return { js, css };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's HTML: dist/index.html with the rendered markup in #root and the CSS of its first load inline. `pageModule`
 * is the page's chunk (none for /, whose start chunk imports the home page itself).
 */
export function composePage(template: string, manifest: Manifest, pathname: string, page: { html: string; title: string }, pageModule: string | undefined): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('prerender: the Vite manifest has no entry');
  const entry = closure(manifest, entryKey);
  // The app starts from its own chunk (src/main.tsx imports it after the first paint), then loads the page's (the home
  // page's start chunk imports it).
  const startModule = startModuleOf(pathname);
  const route = closure(manifest, startModule);
  if (pageModule) closure(manifest, pageModule, route.js, route.css);
  if (!manifest[startModule]) throw new Error(`prerender: ${startModule} is not in the Vite manifest`);
  if (pageModule && !manifest[pageModule]) throw new Error(`prerender: ${pageModule} is not in the Vite manifest`);
  const cssFiles = [...new Set([...entry.css, ...route.css])];
  const css = cssFiles.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
  let html = template;
  // The CSS goes inline; the entry's stylesheet link is then redundant.
  for (const file of entry.css) html = html.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${file.replace(/[.]/g, '\\.')}"[^>]*>`), '');
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = html.replace('</head>', `  <style data-prerendered-css>${css.replace(/<\/style/gi, '<\\/style')}</style>\n  </head>`);
  const root = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  if (!root.test(html)) throw new Error('prerender: dist/index.html has no <div id="root"> before </body>');
  html = html.replace(root, (_all, end: string) => `<div id="root" data-prerendered="${escapeHtml(pathname)}">${page.html}</div>${end}`);
  return html;
}

export function fileNameOf(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1).replace(/[^\w-]/g, '_')}.html`;
}

async function main(): Promise<void> {
  const started = performance.now();
  await build({
    root: site,
    configFile: path.join(site, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: path.join(site, 'src/app/prerender.tsx'),
      outDir: bundleDir,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      minify: false,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
    // One self-contained bundle: gaokao-ui ships .css.ts sources and its dependencies are not the site's to resolve.
    ssr: { noExternal: true },
    // The workspace packages from their sources, as the browser bundle takes them (their `browser` condition): their
    // Node entries are compiled builds that need not exist here.
    resolve: {
      alias: [
        { find: /^gaokao-domain$/, replacement: path.join(site, '../../packages/gaokao-domain/src/index.ts') },
        { find: /^gaokao-contract$/, replacement: path.join(site, '../../packages/gaokao-contract/src/index.ts') },
        { find: /^gaokao-contract\/routes$/, replacement: path.join(site, '../../packages/gaokao-contract/src/routes.ts') },
      ],
    },
  });
  const renderer = (await import(pathToFileURL(path.join(bundleDir, 'prerender.mjs')).href)) as RendererModule;
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const written: Record<string, string> = {};
  for (const pathname of renderer.PRERENDERED_PATHS) {
    const page = await renderer.renderPage(pathname);
    const file = fileNameOf(pathname);
    writeFileSync(path.join(outDir, file), composePage(template, manifest, pathname, page, pathname === '/' ? undefined : pageModuleOf(renderer.pageOf(pathname))));
    written[pathname.toLowerCase()] = file;
  }
  writeFileSync(path.join(dist, PRERENDER_MANIFEST), JSON.stringify(written, null, 2) + '\n');
  rmSync(bundleDir, { recursive: true, force: true });
  console.log(`prerendered ${Object.keys(written).join(', ')} in ${Math.round(performance.now() - started)} ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}

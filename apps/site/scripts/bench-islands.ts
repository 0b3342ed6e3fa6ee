/**
 * bench:islands — measurement only: how much JavaScript the home page would need if it hydrated only its interactive
 * parts as separate React roots ("islands"), without React Router (aliased to src/islands/router-stub.tsx), with
 * TanStack Query. Each variant is built on its own (src/islands/<variant>.tsx as the only entry) with the site's
 * plugins and build settings; the figure is the gzip -9 sum of the entry chunk and its static imports, per file, as
 * scripts/bench-web.ts measures the home route. Lazy chunks (dialogs) are not counted.
 *
 * Run: `npx tsx scripts/bench-islands.ts [site a b c d e f]` in apps/site (all by default; `site` is the site as it is,
 * for comparison). Output in dist-islands/<variant>.
 * Attribution: each file's gzip size shared out by its source modules' share of the minified bytes (source maps).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

const VARIANTS: Record<string, { entry: string; what: string; nativeCheckbox?: boolean }> = {
  a: { entry: 'a-floor.tsx', what: 'React + hydrateRoot, trivial component (floor)' },
  b: { entry: 'b-form.tsx', what: '(a) + QueryClientProvider + smart-fill form island (+ province state, login host)' },
  c: { entry: 'c-form-header.tsx', what: '(b) + header (TopBar + SiteNav) as a second root' },
  d: { entry: 'b-form.tsx', what: '(b) with a native checkbox group instead of Radix Checkbox', nativeCheckbox: true },
  e: { entry: 'e-home.tsx', what: 'every data-driven/interactive part of / as islands (header, notices, form, profile, news, videos, footer, login, feedback)' },
  f: { entry: 'e-home.tsx', what: '(e) with a native checkbox group instead of Radix Checkbox', nativeCheckbox: true },
};

/** (d): the form imports CheckboxGroup from src/islands/native-checkbox-group.tsx instead of gaokao-ui. */
function nativeCheckbox(): Plugin {
  return {
    name: 'islands:native-checkbox',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('features/home/components/smart-fill-form.tsx')) return null;
      // Same line count, so the source map stays right line by line (map: null keeps the original's).
      const out = code.replace(/import \{ Button, CheckboxGroup, NumberInput, Select \} from 'gaokao-ui';/, "import { Button, NumberInput, Select } from 'gaokao-ui'; import { CheckboxGroup } from '../../../islands/native-checkbox-group';");
      if (out === code) throw new Error('islands:native-checkbox: the form no longer imports CheckboxGroup as expected');
      return { code: out, map: null };
    },
  };
}

/**
 * Like the site's `app` chunk (vite.config.ts): what the entry needs goes into the entry's file, so a lazy dialog that
 * shares some of it does not split it into small shared chunks. Two builds: the first (plain chunking) records the
 * modules of the entry's chunk and its static imports (`record`), the second puts exactly those in one group (`merge`).
 * Off with ISLANDS_SPLIT=1.
 */
function record(into: Set<string>): Plugin {
  return {
    name: 'islands:record',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
      const visit = (file: string) => {
        const chunk = chunks.get(file);
        if (!chunk) return;
        chunks.delete(file);
        for (const id of chunk.moduleIds) into.add(id);
        for (const next of chunk.imports) visit(next);
      };
      for (const c of [...chunks.values()]) if (c.isEntry) visit(c.fileName);
    },
  };
}

function merge(ids: Set<string>): Plugin {
  return {
    name: 'islands:merge',
    outputOptions(options) {
      return { ...options, codeSplitting: { groups: [{ name: 'islands', test: (id: string) => ids.has(id) }] } };
    },
  };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Decodes a source map's `mappings` into, per generated line, [column, sourceIndex] pairs. */
function decodeMappings(mappings: string): [number, number][][] {
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segs: [number, number][] = [];
    let col = 0;
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      col += values[0] ?? 0;
      if (values.length >= 4) {
        source += values[1] ?? 0;
        segs.push([col, source]);
      } else segs.push([col, -1]);
    }
    lines.push(segs);
  }
  return lines;
}

/** Groups a source path into a package or an area of the site, for the contributor table. */
function bucket(source: string): string {
  const s = source.replace(/\\/g, '/');
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(s);
  if (pkg) {
    const name = pkg[1] ?? '';
    if (name === 'react-dom') return 'react-dom';
    if (name.startsWith('@radix-ui/')) return '@radix-ui/*';
    if (name.startsWith('@tanstack/')) return 'TanStack Query (query-core + react-query)';
    if (name === 'valtio' || name === 'proxy-compare') return 'valtio + proxy-compare';
    if (name.startsWith('@vanilla-extract/')) return 'vanilla-extract runtime';
    return name;
  }
  const ws = /packages\/(gaokao-[\w-]+)\//.exec(s);
  if (ws) return ws[1] ?? s;
  const site = /apps\/site\/src\/(.*)$/.exec(s);
  if (site) {
    const p = site[1] ?? '';
    if (p.startsWith('islands/')) return 'site: islands glue (src/islands)';
    if (p.startsWith('features/home/')) return 'site: features/home';
    if (p.startsWith('features/shell/')) return 'site: features/shell';
    if (p.startsWith('features/auth/')) return 'site: features/auth';
    return `site: ${p.split('/')[0]}`;
  }
  return s.includes('vite') || s.includes('rolldown') ? 'vite/rolldown runtime' : s;
}

/** The site as it is (vite.config.ts), with source maps: entry + start chunk + home chunk, as bench-web.ts counts. */
async function measureSite() {
  const outDir = path.join(root, 'dist-islands', 'site');
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: true } });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const keys = Object.keys(manifest);
  const starts = [keys.find((k) => manifest[k]?.isEntry), keys.find((k) => k.endsWith('app/start.tsx')), keys.find((k) => k.endsWith('app/routes/home.tsx'))];
  report('site', 'the site today: SPA, whole page hydrated, React Router (for comparison)', outDir, manifest, starts.filter((k): k is string => k !== undefined));
}

async function measure(key: string) {
  if (key === 'site') return measureSite();
  const v = VARIANTS[key];
  if (!v) throw new Error(`unknown variant ${key}`);
  const outDir = path.join(root, 'dist-islands', key);
  const needed = new Set<string>();
  const split = Boolean(process.env.ISLANDS_SPLIT);
  for (const pass of split ? ['final'] : ['record', 'final']) await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    resolve: { alias: { 'react-router': path.join(root, 'src/islands/router-stub.tsx') } },
    plugins: [...(v.nativeCheckbox ? [nativeCheckbox()] : []), react(), vanillaExtractPlugin(), ...(split ? [] : [pass === 'record' ? record(needed) : merge(needed)])],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      sourcemap: true,
      // Same settings as vite.config.ts (minifier: Vite's default, Oxc).
      target: 'es2022',
      modulePreload: { polyfill: false },
      rolldownOptions: { input: path.join(root, 'src/islands', v.entry) },
    },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry in manifest');
  report(key, v.what, outDir, manifest, [entry]);
}

function report(key: string, what: string, outDir: string, manifest: Record<string, ManifestChunk>, starts: string[]) {
  const files = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const k of starts) visit(k);
  let total = 0;
  const perFile: string[] = [];
  const contrib = new Map<string, number>();
  for (const file of files) {
    // Without the source map comment, which a build without source maps (the product's) does not have.
    const code = readFileSync(path.join(outDir, file), 'utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '');
    const gzip = gzipSync(code, { level: 9 }).length;
    total += gzip;
    perFile.push(`${file} ${(gzip / 1024).toFixed(1)} KB`);
    const mapFile = path.join(outDir, `${file}.map`);
    if (!existsSync(mapFile)) {
      // Rolldown's runtime chunk has no map of its own.
      contrib.set('vite/rolldown runtime', (contrib.get('vite/rolldown runtime') ?? 0) + gzip);
      continue;
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
    const bytes = new Map<string, number>();
    const lines = code.split('\n');
    decodeMappings(map.mappings).forEach((segs, i) => {
      const text = lines[i] ?? '';
      if (segs.length === 0) {
        bytes.set('glue (unmapped)', (bytes.get('glue (unmapped)') ?? 0) + Buffer.byteLength(text));
        return;
      }
      const first = segs[0]?.[0] ?? 0;
      if (first > 0) bytes.set('glue (unmapped)', (bytes.get('glue (unmapped)') ?? 0) + Buffer.byteLength(text.slice(0, first)));
      segs.forEach(([col, src], j) => {
        const end = segs[j + 1]?.[0] ?? text.length;
        const name = src >= 0 ? bucket(path.resolve(outDir, path.dirname(file), map.sources[src] ?? '?')) : 'glue (unmapped)';
        bytes.set(name, (bytes.get(name) ?? 0) + Buffer.byteLength(text.slice(col, end)));
      });
    });
    const raw = [...bytes.values()].reduce((a, b) => a + b, 0);
    for (const [name, b] of bytes) contrib.set(name, (contrib.get(name) ?? 0) + (gzip * b) / raw);
  }
  console.log(`(${key}) ${what}`);
  console.log(`    JS ${(total / 1024).toFixed(1)} KB gzip -9 in ${files.size} files: ${perFile.join(', ')}`);
  for (const [name, b] of [...contrib].sort((x, y) => y[1] - x[1])) if (b >= 51) console.log(`      ${(b / 1024).toFixed(1).padStart(5)} KB  ${name}`);
}

const keys = process.argv.slice(2).length ? process.argv.slice(2) : ['site', ...Object.keys(VARIANTS)];
for (const k of keys) await measure(k);

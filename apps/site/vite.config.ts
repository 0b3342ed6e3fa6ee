import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * Groups the start of the app into few chunks rather than many small shared ones: gzip compresses one large file better
 * than many small ones (each starts with an empty dictionary and repeats the import/export lists of its neighbours),
 * and a page load fetches a handful of files instead of ~30.
 * - `app`: what the home page's start (src/app/start-home.tsx: React, the query client, the shell, the home page)
 *   shares with the rest of the app. The home page loads the entry, its start chunk (code only it uses) and `app`.
 * - `router`: what the other pages' start (src/app/start.tsx) needs beyond `app`: React Router and the route table.
 *   Any other page loads the entry, start, `router`, `app` and its page; the home page loads them on its first
 *   navigation.
 * Code of the other pages stays in theirs.
 *
 * The modules are found by walking static imports. The workspace packages' barrels (`gaokao-ui`, `gaokao-domain`
 * re-export every module) are walked by name: an import of `{ Button }` from `gaokao-ui` leads to the module that
 * defines `Button` only, as tree-shaking would keep it. A dependency whose main module only re-exports
 * (@tanstack/react-query, and @tanstack/query-core under it) is walked by name the same way: the home page's
 * `useQuery` does not bring `useQueries` and its observer, which only other pages use, into `app`.
 */
function appChunk(): Plugin {
  const START = /[\\/]src[\\/]app[\\/]start\.tsx$/;
  const CATALOGUE = /[\\/]packages[\\/]gaokao-domain[\\/]src[\\/]message-catalogue[\\/]/;
  const HOME_START = /[\\/]src[\\/]app[\\/]start-home\.tsx$/;
  const HOME = /[\\/]src[\\/]app[\\/]routes[\\/]home\.tsx$/;
  const BARREL = /[\\/]packages[\\/]([\w-]+)[\\/]src[\\/]index\.ts$/;
  const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["'](gaokao-[\w-]+)["']/g;
  const NAMED_FROM = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
  const EXPORT_LIST = /export\s*\{([^}]*)\}\s*;/g;
  const EXPORT_STAR = /export\s*\*\s*from\s*["']([^"']+)["']/g;
  /** The package a module of node_modules belongs to (`@tanstack/react-query`) when it is the package's main module. */
  const packageOf = (id: string) => /[\\/]node_modules[\\/]((?:@[\w.-]+[\\/])?[\w.-]+)[\\/](?:build[\\/]modern[\\/]|dist[\\/]|build[\\/]|esm[\\/])?index\.m?js$/.exec(id)?.[1]?.replace(/\\/g, '/');
  /** Whether a module only imports names and exports them again (comments aside). */
  const isReexportOnly = (code: string | null | undefined) =>
    Boolean(code) && (code ?? '')
      .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
      .replace(/import\s*\{[^}]*\}\s*from\s*["'][^"']+["']\s*;?/g, '')
      .replace(/export\s*\{[^}]*\}\s*(from\s*["'][^"']+["'])?\s*;?/g, '')
      .replace(/export\s*\*\s*from\s*["'][^"']+["']\s*;?/g, '')
      .trim() === '';
  const captured = new Set<string>();
  const routerOnly = new Set<string>();

  const entry = new Set<string>();
  return {
    name: 'site:app-chunk',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const barrels = new Map<string, string>();
      for (const id of ids) {
        const name = BARREL.exec(id)?.[1];
        if (name) barrels.set(name, id);
      }
      /** Whether module `id` exports `name`, itself or through `export *` (listed as '*'). */
      const provides = (id: string, name: string, seen = new Set<string>()): boolean => {
        const exports = info(id)?.exports ?? [];
        if (exports.includes(name)) return true;
        if (!exports.includes('*') || seen.has(id)) return false;
        seen.add(id);
        return (info(id)?.importedIds ?? []).some((next) => provides(next, name, seen));
      };
      /** The modules a name exported by `from` (a barrel) leads to: the re-exporting ones and the defining one. */
      const definers = (name: string, from: string, into: string[] = []) => {
        into.push(from);
        if (info(from)?.exports.includes(name)) return into;
        for (const next of info(from)?.importedIds ?? []) if (provides(next, name)) definers(name, next, into);
        return into;
      };
      const byPackage = (candidates: readonly string[], spec: string) =>
        candidates.find((id) => packageOf(id) === spec && isReexportOnly(info(id)?.code));
      /**
       * The module a package's re-exporting index (`import { a } from "./a.js"; export { a }`, `export * from "dep"`)
       * takes `name` from, or undefined when the index does not say plainly.
       */
      const reexporter = (index: string, name: string, seen = new Set<string>()): string | undefined => {
        if (seen.has(index)) return undefined;
        seen.add(index);
        const code = info(index)?.code ?? '';
        let local = name;
        for (const [, list] of code.matchAll(EXPORT_LIST)) {
          for (const part of (list ?? '').split(',')) {
            const [inner, outer] = part.trim().split(/\s+as\s+/);
            if (inner && (outer ?? inner) === name) local = inner;
          }
        }
        const imported = info(index)?.importedIds ?? [];
        for (const [, list, spec] of code.matchAll(NAMED_FROM)) {
          const names = (list ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/).pop()?.trim());
          if (!spec || !names.includes(local)) continue;
          if (!spec.startsWith('.')) {
            const next = byPackage(imported, spec);
            return next ? reexporter(next, local, seen) : undefined;
          }
          const target = path.resolve(path.dirname(index), spec);
          return imported.find((id) => id === target);
        }
        for (const [, spec] of code.matchAll(EXPORT_STAR)) {
          const next = spec && byPackage(imported, spec);
          const found = next && reexporter(next, name, seen);
          if (found) return found;
        }
        return undefined;
      };
      const closure = (from: string, into = new Set<string>()) => {
        if (into.has(from)) return into;
        into.add(from);
        const module = info(from);
        const lazy = new Set(module?.dynamicallyImportedIds);
        // A dependency's index that only re-exports (@tanstack/react-query, @tanstack/query-core) is walked by name too,
        // the modules defining what is imported: not every hook of the library the rest of the app happens to use.
        const code = module?.code ?? '';
        const byName = new Set<string>();
        for (const next of module?.importedIds ?? []) {
          const spec = packageOf(next);
          if (lazy.has(next) || !spec || !isReexportOnly(info(next)?.code)) continue;
          const uses = [...code.matchAll(new RegExp(`\\bfrom\\s*["']${spec.replace(/[/.]/g, '\\$&')}["']`, 'g'))].length;
          const named = [...code.matchAll(NAMED_FROM)].filter(([, , s]) => s === spec);
          if (named.length === 0 || named.length !== uses) continue;
          const targets = named.flatMap(([, list]) => (list ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/)[0]?.trim()))
            .filter((name): name is string => Boolean(name))
            .map((name) => reexporter(next, name));
          if (targets.some((target) => !target)) continue;
          byName.add(next);
          into.add(next);
          for (const target of targets) if (target) closure(target, into);
        }
        for (const next of module?.importedIds ?? []) if (!lazy.has(next) && !BARREL.test(next) && !byName.has(next)) closure(next, into);
        for (const [, names, pkg] of (module?.code ?? '').matchAll(NAMED_IMPORT)) {
          const barrel = barrels.get(pkg ?? '');
          if (!barrel || !names) continue;
          for (const part of names.split(',')) {
            const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
            if (!name) continue;
            // The re-exporting modules on the way are taken, but only the defining one (the last) is walked.
            const chain = definers(name, barrel).slice(1);
            const definer = chain.pop();
            for (const id of chain) into.add(id);
            if (definer) closure(definer, into);
          }
        }
        return into;
      };
      const start = ids.find((id) => START.test(id));
      const homeStart = ids.find((id) => HOME_START.test(id));
      const home = ids.find((id) => HOME.test(id));
      if (!start || !homeStart || !home) {
        throw new Error('site:app-chunk: src/app/start.tsx, src/app/start-home.tsx or src/app/routes/home.tsx is not in the build');
      }
      // Every lazily loaded module (pages, dialogs) but the two starts and the home page, and what each imports statically.
      const others = new Set<string>();
      for (const id of ids) {
        for (const lazy of info(id)?.dynamicallyImportedIds ?? []) if (lazy !== start && lazy !== homeStart && lazy !== home) closure(lazy, others);
      }
      // What the entry itself imports (Vite's preload helper) stays with the entry: nothing big loads before the first
      // paint. Each start module stays a chunk of its own, the one the entry imports and the manifest names.
      entry.clear();
      for (const id of ids) if (info(id)?.isEntry) closure(id, entry);
      const fromStart = closure(start);
      const fromHomeStart = closure(homeStart);
      captured.clear();
      routerOnly.clear();
      for (const id of fromHomeStart) {
        // The message catalogue's modules (one per area) are read as MSG.x, not by named import, so the walk above reaches
        // all of them through its index: the bundler places each where it is used instead.
        if (CATALOGUE.test(id)) continue;
        if (!entry.has(id) && id !== homeStart && id !== home && (fromStart.has(id) || others.has(id))) captured.add(id);
      }
      for (const id of fromStart) if (!entry.has(id) && id !== start && !fromHomeStart.has(id)) routerOnly.add(id);
    },
    outputOptions(options) {
      const groups = [
        // Higher priority: the app chunk imports Vite's preload helper too, and it must not pull the entry's share in.
        { name: 'index', priority: 1, test: (id: string) => entry.has(id) },
        { name: 'app', test: (id: string) => captured.has(id) },
        { name: 'router', test: (id: string) => routerOnly.has(id) },
      ];
      return { ...options, codeSplitting: { groups } };
    },
  };
}

// gaokao-ui ships .css.ts source, so the vanilla-extract plugin has to compile it here.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), appChunk()],
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false }, '/media': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    manifest: true,
    target: 'es2022',
    // Every browser the es2022 target admits but Safari < 17 supports <link rel="modulepreload">; there the imports
    // load as usual, only not ahead of time. Without the polyfill the entry (fetched before anything else) is smaller.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Imported constants are written where they are used, so a page's bundle holds the contract's paths it calls
      // (`routes.x`, gaokao-contract/routes) and no table of the others; the message catalogue's constants likewise.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      onLog(level, log, handler) {
        // The home page's start imports it statically (its first load); the router imports it lazily (a navigation back
        // to /, after the router took over). One chunk serves both, as intended.
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && /routes[\\/]home\.tsx/.test(log.message)) return;
        handler(level, log);
      },
    },
  },
});

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;

/** Every non-test source file of the package, relative to src. */
function sources(dir = join(root, 'src'), prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name), `${prefix}${e.name}/`) : e.name.endsWith('.test.ts') ? [] : [`${prefix}${e.name}`],
  );
}

describe('gaokao-domain package', () => {
  it('should have no runtime dependencies', () => {
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.peerDependencies ?? {}).toEqual({});
    expect(pkg.optionalDependencies ?? {}).toEqual({});
  });

  it('should build with tsup to ESM with type declarations', () => {
    expect(pkg.scripts).toMatchObject({ build: 'tsup' });
    expect(pkg.publishConfig).toMatchObject({ exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } } });
  });

  it('should import nothing outside the package from its sources', () => {
    const outside: string[] = [];
    for (const file of sources()) {
      const text = readFileSync(join(root, 'src', file), 'utf8');
      for (const m of text.matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'/g)) {
        const spec = m[1] ?? m[2] ?? '';
        if (!spec.startsWith('.')) outside.push(`${file}: ${spec}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('should have no import cycle among its sources', () => {
    const files = new Set(sources());
    /** The package file a relative import names (`./x` → `x.ts` or `x/index.ts`), from the importing file. */
    const resolve = (from: string, spec: string): string | undefined => {
      const base = normalize(join(dirname(from), spec)).replaceAll('\\', '/');
      return [`${base}.ts`, `${base}/index.ts`, base].find((f) => files.has(f));
    };
    const edges = new Map<string, string[]>();
    for (const file of files) {
      const text = readFileSync(join(root, 'src', file), 'utf8');
      const to = [...text.matchAll(/\bfrom\s+'(\.[^']*)'|\bimport\s*\(\s*'(\.[^']*)'/g)]
        .map((m) => resolve(file, m[1] ?? m[2] ?? ''))
        .filter((f): f is string => f !== undefined);
      edges.set(file, to);
    }
    // Depth-first search: a file met again while still on the path closes a cycle.
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' -> '));
        return;
      }
      state.set(file, 'open');
      for (const next of edges.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });
});

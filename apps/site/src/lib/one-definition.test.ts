import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routes } from 'gaokao-contract';
import { callQuery } from './query';

/**
 * How the site calls the server, checked over its source (tests aside: their fake servers answer paths):
 * - only `lib/` names an `/api/` path (the rest names calls through the contract's route table, `routes.x`);
 * - only `lib/` writes a query function (`queryFn:`) or a key of its own (`queryKey: [`): a page reads a call through
 *   `callQuery`, whose key is `[route, input]` and whose data is the reply's `data`, and shapes it with `select`
 *   (invalidations name `callKey(route)`);
 * - a call that `lib/` defines by hand (a fallback, a filter: a different shape under `[route, input]`) is read
 *   through that definition only, never through `callQuery` as well.
 * So no cache key can hold two shapes (issue 26: `['dictionary', {}]` was a boolean on / and an object on /RecruitData).
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lib = path.join(src, 'lib');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const files = sources(src).map((file) => ({ file: path.relative(src, file), inLib: file.startsWith(lib + path.sep), text: readFileSync(file, 'utf8') }));
const outsideLib = files.filter((f) => !f.inLib);
const where = (pattern: RegExp) => (list: typeof files) => list.filter((f) => pattern.test(f.text)).map((f) => f.file);

describe('one way to call the server', () => {
  it('should read the source (the scan is not empty)', () => {
    expect(outsideLib.length).toBeGreaterThan(50);
    expect(files.some((f) => f.file === path.join('lib', 'api.ts'))).toBe(true);
  });

  it('should name no /api/ path outside lib/', () => {
    expect(where(/['"`]\/api\//)(outsideLib)).toEqual([]);
  });

  it('should write no query function and no key of its own outside lib/', () => {
    expect(where(/\bqueryFn\s*:|\bqueryKey\s*:\s*\[/)(outsideLib)).toEqual([]);
  });

  it('should read a call that lib/ defines by hand through that definition only', () => {
    const handMade = new Set<string>();
    for (const f of files.filter((x) => x.inLib)) {
      for (const m of f.text.matchAll(/queryKey:\s*callKey\(routes\.(\w+)/g)) if (m[1]) handMade.add(m[1]);
    }
    expect(handMade.size).toBeGreaterThan(0);
    // Every route a `callQuery(…)` names, unless it keeps its entry apart with a `scope` (another key).
    const generic = new Set<string>();
    for (const f of files) {
      for (const start of f.text.matchAll(/\bcallQuery\(/g)) {
        let depth = 0;
        let end = start.index;
        for (; end < f.text.length; end++) {
          if (f.text[end] === '(') depth++;
          else if (f.text[end] === ')' && --depth === 0) break;
        }
        const args = f.text.slice(start.index, end);
        if (/\bscope\s*:/.test(args)) continue;
        for (const m of args.matchAll(/routes\.(\w+)/g)) if (m[1]) generic.add(m[1]);
      }
    }
    expect(generic.size).toBeGreaterThan(20);
    expect([...handMade].filter((name) => generic.has(name))).toEqual([]);
  });

  it('should key a call by its route and input, and keep a second entry of it (a viewer, a poll) apart', () => {
    const plain = callQuery(routes.dictionary, {});
    expect(plain.queryKey).toEqual([routes.dictionary, {}]);
    expect(callQuery(routes.dictionary, {}, { quiet: true }).queryKey).toEqual(plain.queryKey);
    expect(callQuery(routes.detail, {}, { scope: 'binding' }).queryKey).toEqual([routes.detail, {}, { scope: 'binding' }]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : files(full);
    return /\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A colour written out: #rgb/#rrggbb(aa), rgb()/rgba()/hsl()/hsla(). Comments do not count. */
const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi;
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe("the site's styles", () => {
  it("should take every colour from gaokao-ui's --gk-* theme", () => {
    const found = files(src).flatMap((file) =>
      [...withoutComments(readFileSync(file, 'utf8')).matchAll(COLOUR)].map((m) => `${path.relative(src, file)}: ${m[0]}`),
    );
    expect(found).toEqual([]);
  });
});

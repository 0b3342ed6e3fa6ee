import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js keeps season/demo/ inside season/ (an eslint-plugin-boundaries policy); these cases lint a line
// of code as if it stood in a given file.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('season/demo stays inside season/ (eslint.config.js)', () => {
  it.each([
    ['apps/server/src/money/zz.ts', "import { x } from '../season/demo/generate';"],
    ['apps/server/src/money/routes.ts', "import { x } from '../season/demo/generate';"],
    ['apps/server/src/zz.ts', "import { x } from './season/demo/generate';"],
  ])('%s: %s is refused', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual(['Only apps/server/src/season imports season/demo/: use SeasonStore.']);
  });

  it.each([
    ['apps/server/src/season/zz.ts', "import { x } from './demo/generate';"],
    ['apps/server/src/money/zz.ts', "import { x } from '../season/store';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's eslint.config.js holds the site's layers as eslint-plugin-boundaries policies; these cases lint a
// line of code as if it stood in a given file (the imported files exist, so the resolver finds them).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('the site layers (eslint.config.js)', () => {
  it.each([
    ['apps/site/src/lib/zz.ts', "import { x } from '../features/auth/session';", /lib and config are the bottom layer/],
    ['apps/site/src/config/zz.ts', "import { x } from '../stores/app-store';", /lib and config are the bottom layer/],
    ['apps/site/src/components/zz.ts', "import { x } from '../app/router';", /Shared stores and components/],
    ['apps/site/src/stores/zz.ts', "import { x } from '../features/auth/session';", /Shared stores and components/],
    ['apps/site/src/features/home/zz.ts', "import { x } from '../auth/session';", /features\/home imports no other feature \(here features\/auth\)/],
    ['apps/site/src/features/home/zz.test.ts', "import { x } from '../auth/session';", /features\/home imports no other feature/],
    ['apps/site/src/features/home/zz.ts', "const x = import('../../app/router');", /features\/home imports no app code/],
  ])('%s: %s is refused', async (file, code, message) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  }, 30_000);

  it.each([
    ['apps/site/src/features/home/zz.ts', "import { x } from './smart-fill';"],
    ['apps/site/src/features/home/zz.ts', "import { x } from '../../lib/http';"],
    ['apps/site/src/features/home/zz.test.ts', "import { x } from '../../app/router';"],
    ['apps/site/src/app/zz.ts', "import { x } from '../features/auth/session';"],
    ['apps/site/src/components/zz.ts', "import { x } from '../stores/app-store';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  }, 30_000);
});

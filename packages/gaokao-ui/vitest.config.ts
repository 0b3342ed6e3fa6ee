import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from 'test-kit/chromium';
import { pinnedFontconfig } from './test/fontconfig.ts';

const storybookDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

// Same font rasterisation on every run: screenshots must not depend on the machine's LCD settings.
const chromiumArgs = [...CHROMIUM_ARGS, '--font-render-hinting=none', '--force-color-profile=srgb', '--hide-scrollbars'];

/*
 * Same fonts on every machine: the test browser sees only fonts-noto-cjk's files, whatever else is installed
 * (test/fontconfig.ts). Without this, a name the page does not have (visx's Arial, a generic family, a fallback for a
 * missing glyph) resolves to Liberation, DejaVu or URW fonts depending on the machine.
 */
const browserEnv = { ...process.env, FONTCONFIG_FILE: pinnedFontconfig() };

const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs, env: browserEnv } }),
  instances: [{ browser: 'chromium' as const }],
  // One fixed viewport for every test and screenshot.
  viewport: { width: 1024, height: 768 },
  screenshotFailures: false,
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      // Same Chromium, same fonts: renders are pixel-stable, so a few stray pixels at most. A ratio would let a
      // whole short word change unnoticed on a large screenshot.
      comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 16 },
    },
  },
});

/*
 * Pre-bundle everything the tests import up front: a dependency discovered mid-run makes Vite reload the page,
 * which Vitest reports as a failed suite. Keep this list in step with the package's dependencies.
 */
const optimizeDeps = {
  include: [
    'react',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-dom',
    'react-dom/client',
    '@radix-ui/react-dialog',
    '@radix-ui/react-tooltip',
    '@radix-ui/react-use-controllable-state',
    '@testing-library/react',
    '@testing-library/user-event',
    'axe-core',
    'qrcode.react',
    '@visx/axis',
    '@visx/grid',
    '@visx/group',
    '@visx/scale',
    '@visx/shape',
    '@visx/text',
    '@tanstack/react-table',
    '@tanstack/react-virtual',
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    'storybook/test',
  ],
};

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  optimizeDeps,
  server: { host: '127.0.0.1' },
  test: {
    // Two Chromium pages at a time: the suites wait on rendering and screenshots, so two overlap well on 2 cores.
    maxWorkers: 2,
    // Not Vitest's default 5 s: a story's render, axe run and screenshot, or a dialog driven by user events, waits on
    // a Chromium that shares 2 cores with everything else (one test already needs 20 s; the domain's slowest pure
    // tests took 23 s at load average 28). Explicit here so no test depends on the default.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 5000, interval: 50 } },
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
          setupFiles: [fileURLToPath(new URL('./test/unit.setup.ts', import.meta.url))],
          browser: browser(),
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: storybookDir, tags: { exclude: ['no-test'] } })],
        test: {
          name: 'storybook',
          setupFiles: [fileURLToPath(new URL('./test/storybook.setup.ts', import.meta.url))],
          browser: browser(),
        },
      },
    ],
  },
});

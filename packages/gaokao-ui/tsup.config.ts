import { rename } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/*
 * The published build: ESM + .d.ts, with every vanilla-extract style extracted into one stylesheet that consumers
 * import once as `gaokao-ui/styles.css`. Dependencies (React, Radix, visx, gaokao-domain…) stay external.
 */
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  outDir: 'dist',
  esbuildPlugins: [vanillaExtractPlugin({ outputCss: true, identifiers: 'short' })],
  async onSuccess() {
    await rename('dist/index.css', 'dist/styles.css');
  },
});

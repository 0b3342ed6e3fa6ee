import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

/*
 * The published build: ESM + .d.ts, with every vanilla-extract style extracted into one stylesheet that consumers
 * import once as `gaokao-ui/styles.css`, minified (with its source map beside it, not inlined). Dependencies (React,
 * Radix, visx, gaokao-domain…) stay external.
 */
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  minify: true,
  target: 'es2022',
  outDir: 'dist',
  esbuildPlugins: [vanillaExtractPlugin({ outputCss: true, identifiers: 'short' })],
  async onSuccess() {
    const css = await readFile('dist/index.css', 'utf8');
    await writeFile('dist/styles.css', css.replace('sourceMappingURL=index.css.map', 'sourceMappingURL=styles.css.map'));
    await rm('dist/index.css');
    await rename('dist/index.css.map', 'dist/styles.css.map');
  },
});

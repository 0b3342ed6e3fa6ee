import { defineConfig } from 'tsup';

/*
 * The production build: src/main.ts bundled into dist/main.js for plain `node` (no tsx). Every dependency stays
 * external (tsup's default for package.json dependencies), including gaokao-domain and gaokao-contract, which Node
 * then loads from their own dist through the "default" condition of their exports. Files beside the code (data/,
 * ../site/dist) are found from src/paths.ts, which is one level below apps/server in both layouts.
 */
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  dts: false,
  splitting: false,
});

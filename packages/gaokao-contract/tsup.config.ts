import { defineConfig } from 'tsup';

/*
 * The JavaScript the compiled server runs (package.json `exports`: "default" → dist). No .d.ts: inside the workspace
 * TypeScript reads the source through the "types" condition, and the contract is not published.
 */
export default defineConfig({
  entry: ['src/index.ts', 'src/routes.ts'],
  format: ['esm'],
  dts: false,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});

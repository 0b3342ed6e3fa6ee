import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://127.0.0.1:4300/' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    // Dialog tests drive real user events; on a loaded 2-core CI machine a few take several seconds.
    testTimeout: 20_000,
    // expect.poll, like testing-library's waits (test/setup.ts): stated, not the 1 s default.
    expect: { poll: { timeout: 5000, interval: 50 } },
  },
});

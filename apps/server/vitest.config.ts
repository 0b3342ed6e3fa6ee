import { defineConfig } from 'vitest/config';

// Files run one after another: the machine has 2 cores shared with other suites, and each file opens its own
// embedded database (~0.5 s) or a fresh PostgreSQL database.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});

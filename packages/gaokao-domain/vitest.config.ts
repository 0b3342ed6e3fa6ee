import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Pure functions without shared state: one worker for many files spares a process start per file.
    isolate: false,
    // Not Vitest's default 5 s: at load average 28–35 on the 2-core machine the 广东 backtests took 5–28 s and a
    // one-key-fill property 5.5 s, and failed on the default (measured 2026-11-27). Fast on an idle machine.
    testTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts', 'src/**/types.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});

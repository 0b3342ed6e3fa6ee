import { defineConfig } from 'vitest/config';

// Two files at a time: each opens its own embedded database or a fresh PostgreSQL database (uniquely named), Redis keys
// carry a per-test prefix, and servers listen on free ports, so files do not share state. One file at a time kept
// about half a core busy (it waits on the database and on timers); two halve the suite's time on the 2-core machine.
// The embedded databases are copies of seeded templates built once per run (test/seeded.ts; the run's folder comes
// from test/global-setup.ts; a template two files ask for at once is built by both and written atomically).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});

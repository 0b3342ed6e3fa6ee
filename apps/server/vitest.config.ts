import { defineConfig } from 'vitest/config';

// Files run one after another: the machine has 2 cores shared with other suites, and each file opens its own
// embedded database or a fresh PostgreSQL database. The embedded ones are copies of seeded templates built once per
// run (test/seeded.ts; the run's folder comes from test/global-setup.ts). Two files at a time were tried: the run
// took as long (11:52 against 11:59), each file slower beside the other, since the 2 cores are busy across the lanes.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});

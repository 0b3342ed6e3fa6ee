import { defineConfig } from 'vitest/config';

// End-to-end suite: the real server (apps/server) serving the built site, driven by Chromium.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    // Seeds one data directory for the run; every file's server starts on a copy (e2e/server.ts).
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 420_000,
    // One file at a time: two at a time were tried and took as long (each file slower beside the other, the 2 cores
    // being busy across the test lanes), with a report page that then missed its 30 s wait. Files are kept apart all
    // the same (their own client address, phone numbers whose logged digits differ: e2e/phones.ts).
    fileParallelism: false,
    // expect.poll waits for what the page shows after hydration and queries; stated, not the 1 s default, which a loaded
    // 2-core CI machine overran on the home page's title (the title is set when the route's module has loaded).
    expect: { poll: { timeout: 15_000, interval: 100 } },
    pool: 'forks',
  },
});

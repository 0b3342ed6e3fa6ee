import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Explicit, so a wrong pattern finds no file and the run fails (no --passWithNoTests).
    include: ['src/**/*.test.ts'],
    // Pure schemas without shared state: one worker for the three files spares a process start per file (~2 s each).
    isolate: false,
    // The slowest test (a property over every text field) took 1.7 s on a loaded 2-core machine.
    testTimeout: 15_000,
  },
});

import { afterAll, beforeAll, describe } from 'vitest';
import { defineSeasonSuite, startSeasonServer, type SeasonServer } from './ops-seasons-suite';

let d: SeasonServer;
beforeAll(async () => {
  d = await startSeasonServer();
}, 120_000);
afterAll(async () => {
  await d?.close();
});

describe('data seasons in the operator console on the embedded database (PGlite)', () => {
  defineSeasonSuite(() => d);
});

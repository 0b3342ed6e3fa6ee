import { afterAll, beforeAll, describe } from 'vitest';
import { startServer, type TestServer } from './helpers';
import { defineOpsSuite } from './ops-suite';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

describe('operator console on the embedded database (PGlite)', () => {
  defineOpsSuite(() => s);
});

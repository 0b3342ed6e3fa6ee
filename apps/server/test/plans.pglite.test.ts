import { afterAll, beforeAll, describe } from 'vitest';
import { startServer, type TestServer } from './helpers';
import { definePlanSuite } from './plan-suite';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

describe('embedded database (PGlite)', () => {
  definePlanSuite(() => s);
});

import { afterAll, beforeAll, describe } from 'vitest';
import { startServer, type TestServer } from './helpers';
import { defineMoneySuite } from './money-suite';
import { SandboxProvider } from '../src/money/provider';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ payments: { wxpay: new SandboxProvider('wxpay'), alipay: new SandboxProvider('alipay') } });
});
afterAll(async () => {
  await s?.close();
});

describe('money on the embedded database (PGlite)', () => {
  defineMoneySuite(() => s);
});

import { afterAll, beforeAll, describe } from 'vitest';
import { createTempPgDatabase, findPgAdmin, skipUnlessCI, startServer, type TestServer } from './helpers';
import { definePlanSuite } from './plan-suite';

const pgAdmin = await findPgAdmin();

describe.skipIf(skipUnlessCI('plan suite on PostgreSQL', pgAdmin.reason))('PostgreSQL (fresh database per run)', () => {
  let s: TestServer;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const tmp = await createTempPgDatabase(pgAdmin.url!);
    drop = tmp.drop;
    s = await startServer({ databaseUrl: tmp.url });
  });
  afterAll(async () => {
    await s?.close();
    await drop?.();
  });
  definePlanSuite(() => s);
});

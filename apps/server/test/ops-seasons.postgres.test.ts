import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, OPS_SEASON_UPLOAD_PATH, type OpsSeasonStage } from 'gaokao-contract';
import { call, freshIp } from './helpers';
import { opsToken } from './ops-suite';
import { createTempPgDatabase, findPgAdmin, skipUnlessCI } from './helpers';
import { defineSeasonSuite, startSeasonServer, type SeasonServer } from './ops-seasons-suite';

const pgAdmin = await findPgAdmin();

describe.skipIf(skipUnlessCI('data seasons on PostgreSQL', pgAdmin.reason))('data seasons in the operator console on PostgreSQL (fresh database per run)', () => {
  let d: SeasonServer;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const tmp = await createTempPgDatabase(pgAdmin.url!);
    drop = tmp.drop;
    d = await startSeasonServer(tmp.url);
  }, 120_000);
  afterAll(async () => {
    await d?.close();
    await drop?.();
  });
  defineSeasonSuite(() => d);

  // The embedded engine runs one statement at a time; only real PostgreSQL makes this race mean something.
  it('given 5 parallel publishes of one candidate, should publish it once and bump the version once', async () => {
    const { token } = await opsToken(d.s);
    const csv = ['province,year,group_d,score,count,cumulative', '河北,2033,物理类,700,5,5', '河北,2033,物理类,699,5,10'].join('\n');
    const up = await d.s.app.inject({ method: 'POST', url: `${OPS_SEASON_UPLOAD_PATH}?name=r.csv`, payload: Buffer.from(csv), headers: { authorization: token, 'content-type': 'text/csv' }, remoteAddress: freshIp() });
    const stage = (up.json() as { data: OpsSeasonStage }).data;
    const v0 = Number((await d.handle.db.selectFrom('season_meta').select('value').where('key', '=', 'version').executeTakeFirstOrThrow()).value);
    const replies = await Promise.all(Array.from({ length: 5 }, () => call(d.s.app, calls.opsSeasonPublish.path, { stage_id: stage.stage_id }, { token, ip: freshIp() })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const v1 = Number((await d.handle.db.selectFrom('season_meta').select('value').where('key', '=', 'version').executeTakeFirstOrThrow()).value);
    expect(v1).toBe(v0 + 1);
  }, 60_000);
});

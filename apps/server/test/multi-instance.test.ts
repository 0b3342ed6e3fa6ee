import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { RedisLimiter } from '../src/lib/limiter';
import { call, createTempPgDatabase, findPgAdmin, freshIp, freshPhone, reachable, REDIS_URL, skipUnlessCI, startServer, type TestServer } from './helpers';

const pgAdmin = await findPgAdmin();
const redisUp = await reachable(new URL(REDIS_URL).hostname, Number(new URL(REDIS_URL).port || 6379));
const reason = !pgAdmin.url ? pgAdmin.reason : !redisUp ? `Redis is not reachable at ${REDIS_URL}` : undefined;

describe.skipIf(skipUnlessCI('two instances sharing PostgreSQL and Redis', reason))('two instances, one PostgreSQL, one Redis', () => {
  let a: TestServer;
  let b: TestServer;
  let drop: (() => Promise<void>) | undefined;
  // A unique key prefix per run: other runs and other engineers share this Redis.
  const prefix = `gaokao-test:${process.pid}:${Date.now()}:`;

  beforeAll(async () => {
    const tmp = await createTempPgDatabase(pgAdmin.url!);
    drop = tmp.drop;
    a = await startServer({ databaseUrl: tmp.url, limiter: new RedisLimiter(REDIS_URL, prefix) });
    b = await startServer({ databaseUrl: tmp.url, limiter: new RedisLimiter(REDIS_URL, prefix) });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
    // Leave nothing behind in the shared Redis.
    const r = new Redis(REDIS_URL);
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.del(...keys);
    r.disconnect();
  });

  it('given 50 parallel sends to one phone spread over both, should let exactly one through', async () => {
    const phone = freshPhone();
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call(i % 2 ? a.app : b.app, '/api/MemberUser/sendSms', { mobile: phone }, { ip: freshIp() })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(49);
    expect(a.sms.sent.length + b.sms.sent.length).toBe(1);
  });

  it('given one IP alternating between instances, should cap it at 10 an hour across both', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await call(i % 2 ? a.app : b.app, '/api/MemberUser/sendSms', { mobile: freshPhone() }, { ip })).status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('given a code sent through one instance, should sign in through the other (sessions in the database)', async () => {
    const phone = freshPhone();
    const sent = await call(a.app, '/api/MemberUser/sendSms', { mobile: phone }, { ip: freshIp() });
    const login = await call(b.app, '/api/MemberUser/loginCode', { mobile: phone, verify_id: sent.key, verify: a.sms.last(phone)!.code });
    expect(login.status).toBe(200);
    const token = (login.data as { token: string }).token;
    expect((await call(a.app, '/api/MemberUser/detail', {}, { token })).status).toBe(200);
    expect((await call(a.app, '/api/MemberUser/logout', {}, { token })).status).toBe(200);
    expect((await call(b.app, '/api/MemberUser/detail', {}, { token })).status).toBe(101);
  });
});

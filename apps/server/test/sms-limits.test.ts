import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { SERVER_MSG, solveSmsChallenge, type SmsChallenge } from 'gaokao-contract';
import { SMS_LIMITS } from '../src/accounts/service';
import { call, freshIp, freshPhone, smsLogin, startServer, type TestServer } from './helpers';

// The global send cap (500 an hour) on a server of its own: the other suites' sends would count toward it.
let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s?.close();
});

const GLOBAL_MAX = SMS_LIMITS.global[0].max;
const send = (mobile: string, ip: string, type: 'login' | 'reset' = 'login') => call(s.app, '/api/MemberUser/sendSms', { mobile, type }, { ip });

describe('SMS global send cap', () => {
  it('given 500 sends from one IP to one phone (all but one refused), a fresh IP and phone still get codes for login and reset', { timeout: 60_000 }, async () => {
    const ip = freshIp();
    const phone = freshPhone();
    const statuses = new Map<number, number>();
    for (let i = 0; i < GLOBAL_MAX; i++) {
      const r = await send(phone, ip);
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1, 429: GLOBAL_MAX - 1 });

    const fresh = await smsLogin(s);
    expect(fresh.token).toBeTruthy();
    await s.app.ctx.limiter.reset(`sms:phone:${fresh.phone}:60000`);
    expect(await send(fresh.phone, freshIp(), 'reset')).toMatchObject({ status: 200 });
    expect(await send(freshPhone(), freshIp())).toMatchObject({ status: 200 });
  });

  it('given resets for unknown phones, answers 200 and sends nothing, and uses none of the cap', async () => {
    const before = s.sms.sent.length;
    for (let i = 0; i < 5; i++) expect(await send(freshPhone(), freshIp(), 'reset')).toMatchObject({ status: 200 });
    expect(s.sms.sent.length).toBe(before);
    expect(await s.app.ctx.limiter.peek(`sms:global:${SMS_LIMITS.global[0].windowMs}`)).toBe(before);
  });

  it('counts only codes that passed the per-IP and per-phone limits: from the 400th code of the hour a challenge is asked, the 500th is sent with one, the 501st refused', { timeout: 120_000 }, async () => {
    const sentBefore = await s.app.ctx.limiter.peek(`sms:global:${SMS_LIMITS.global[0].windowMs}`);
    expect(sentBefore).toBe(s.sms.sent.length);
    let ok = 0;
    let refused: { status: number; msg: string; data?: unknown } | undefined;
    for (let i = 0; i < GLOBAL_MAX + 5 && !refused; i++) {
      const r = await send(freshPhone(), freshIp());
      if (r.status === 200) ok++;
      else refused = r;
    }
    expect(ok).toBe(SMS_LIMITS.challengeFrom - sentBefore);
    expect(refused).toMatchObject({ status: 429, msg: SERVER_MSG.tooManyRequests, data: { challenge: { bits: SMS_LIMITS.challengeBits } } });
    // Up to the 499th code as if sent with challenges (tested in client-limits.test.ts), then the 500th with one.
    const key = `sms:global:${SMS_LIMITS.global[0].windowMs}`;
    while ((await s.app.ctx.limiter.peek(key)) < GLOBAL_MAX - 1) await s.app.ctx.limiter.hit(key, GLOBAL_MAX, SMS_LIMITS.global[0].windowMs);
    const phone = freshPhone();
    const asked = await send(phone, freshIp());
    const { challenge } = asked.data as { challenge: SmsChallenge };
    const nonce = await solveSmsChallenge(challenge, (t) => new Uint8Array(createHash('sha256').update(t).digest()));
    const before = s.sms.sent.length;
    expect(await call(s.app, '/api/MemberUser/sendSms', { mobile: phone, type: 'login', challenge: challenge.challenge, nonce }, { ip: freshIp() })).toMatchObject({ status: 200 });
    expect(s.sms.sent).toHaveLength(before + 1);
    expect(await s.app.ctx.limiter.peek(key)).toBe(GLOBAL_MAX);
    expect(await send(freshPhone(), freshIp())).toEqual({ status: 429, msg: SERVER_MSG.tooManyRequests, http: 200 });
  });

  it('once the cap is reached, a reset for an unknown phone answers exactly like one for a known phone (429)', async () => {
    const known = (await s.handle.db.selectFrom('member_user').select('phone').executeTakeFirstOrThrow()).phone;
    await s.app.ctx.limiter.reset(`sms:phone:${known}:60000`);
    const a = await send(freshPhone(), freshIp(), 'reset');
    const b = await send(known, freshIp(), 'reset');
    expect(a).toMatchObject({ status: 429, msg: SERVER_MSG.tooManyRequests });
    expect(b).toEqual(a);
  });
});

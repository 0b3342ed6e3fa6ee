import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadingZeroBits } from 'gaokao-contract';
import { fakeServer, ok } from '../../test/fake-server';
import { sendSms, smsChallengeOf } from './sms';

afterEach(() => vi.unstubAllGlobals());

const CHALLENGE = { challenge: 'sms1:2947000:13800001234', bits: 8, algorithm: 'sha256-leading-zero-bits' };
const limited = { status: 429, msg: '操作过于频繁，请稍后再试', data: { challenge: CHALLENGE } };
const solves = (b: Record<string, string>) =>
  b.challenge === CHALLENGE.challenge && leadingZeroBits(createHash('sha256').update(`${b.challenge}:${b.nonce}`).digest()) >= CHALLENGE.bits;

describe('sendSms near the hour\'s SMS budget (issue 26)', () => {
  it('solves the challenge the server asks for and sends the same request once more', async () => {
    const seen = fakeServer({ '/api/MemberUser/sendSms': (b) => (solves(b) ? ok({ key: 'k1' }) : limited) });
    const reply = await sendSms({ mobile: '13800001234', type: 'login' });
    expect(reply.data).toEqual({ key: 'k1' });
    expect(seen).toHaveLength(2);
    expect(seen[0]!.body).toEqual({ mobile: '13800001234', type: 'login' });
    expect(seen[1]!.body).toMatchObject({ mobile: '13800001234', type: 'login', challenge: CHALLENGE.challenge });
    expect(solves(seen[1]!.body)).toBe(true);
  });

  it('a plain 429 (no challenge) or a second refusal is a refusal: no loop', async () => {
    const seen = fakeServer({ '/api/MemberUser/sendSms': () => limited });
    await expect(sendSms({ mobile: '13800001234', type: 'login' })).rejects.toMatchObject({ status: 429 });
    expect(seen).toHaveLength(2);
    const plain = fakeServer({ '/api/MemberUser/sendSms': () => ({ status: 429, msg: '操作过于频繁，请稍后再试' }) });
    await expect(sendSms({ mobile: '13800001234', type: 'login' })).rejects.toMatchObject({ status: 429 });
    expect(plain).toHaveLength(1);
  });

  it('reads only a well-formed challenge of a size the site can solve', () => {
    expect(smsChallengeOf(limited)).toEqual(CHALLENGE);
    expect(smsChallengeOf({ status: 429, data: null })).toBeNull();
    expect(smsChallengeOf({ status: 429, data: { challenge: { ...CHALLENGE, algorithm: 'md5' } } })).toBeNull();
    expect(smsChallengeOf({ status: 429, data: { challenge: { ...CHALLENGE, bits: 40 } } })).toBeNull();
    expect(smsChallengeOf({ status: 429, data: { challenge: { ...CHALLENGE, challenge: 7 } } })).toBeNull();
  });
});

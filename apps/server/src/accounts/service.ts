import { createHash } from 'node:crypto';
import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { sql, type Kysely, type Transaction } from 'kysely';
import { effectiveRole, validatePasswordStrength } from 'gaokao-domain';
import { SERVER_MSG, SMS_CHALLENGE_NONCE, STATUS_BAD_REQUEST, STATUS_RATE_LIMITED, leadingZeroBits, type SmsChallenge, type UserInfo } from 'gaokao-contract';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
import { ApiError } from '../http/reply';
import { clientKeys } from '../lib/client-key';
import { newReferralCode, newSmsCode, newToken, safeEqualHex, sha256Hex } from '../lib/crypto';

export type SmsPurpose = 'login' | 'reset';

/**
 * SECURITY.md limits. Per phone: 1/min, 5/h, 10/day. Per client (an IPv4 address or an IPv6 /64, lib/client-key.ts)
 * and per IPv6 /48 (wider: a site or a customer), against SMS pumping from many addresses; and a global cap that
 * bounds the hour's SMS bill. From `challengeFrom` codes in the hour on, a send needs a solved proof-of-work challenge
 * (gaokao-contract's sms-challenge.ts; see the README's "SMS limits" for what it does and does not stop).
 */
export const SMS_LIMITS = {
  perPhone: [
    { max: 1, windowMs: 60_000 },
    { max: 5, windowMs: 3600_000 },
    { max: 10, windowMs: 86_400_000 },
  ],
  perIp: [
    { max: 10, windowMs: 3600_000 },
    { max: 30, windowMs: 86_400_000 },
  ],
  perIpv6Site: [
    { max: 60, windowMs: 3600_000 },
    { max: 200, windowMs: 86_400_000 },
  ],
  global: [{ max: 500, windowMs: 3600_000 }],
  /** Codes sent in the global window from which a send must carry a solved challenge. */
  challengeFrom: 400,
  /**
   * Leading zero bits of SHA-256: 2^16 = 65,536 hashes on average — a few tenths of a second in Node, about a second
   * or two with a browser's crypto.subtle. A cost per code, not a wall (README, "SMS limits").
   */
  challengeBits: 16,
  /** A challenge names its ten-minute period; the current and the previous one are accepted. */
  challengePeriodMs: 10 * 60_000,
  codeLifeMs: 10 * 60_000,
  maxWrongTries: 5,
} as const;

/**
 * Password failures before password login is refused for the window (SMS login still works): per account and client
 * (an IPv4 address or an IPv6 /64), and per account whatever the address, so guesses spread over many addresses are
 * capped too.
 */
export const LOGIN_FAILURES = { max: 5, windowMs: 15 * 60_000 } as const;
export const LOGIN_FAILURES_PER_ACCOUNT = { max: 10, windowMs: 3600_000 } as const;

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum); ≈12 ms here.
export function hashPassword(pw: string): Promise<string> {
  return argonHash(pw);
}

export async function verifyPassword(hash: string, pw: string): Promise<boolean> {
  try {
    return await argonVerify(hash, pw);
  } catch {
    return false;
  }
}

// A dummy hash keeps password-login timing the same for unknown phones and accounts without a password.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= argonHash('not-a-real-password-' + newToken());
  return dummyHash;
}

export function checkPasswordStrength(pw: string): void {
  const check = validatePasswordStrength(pw);
  if (!check.ok) throw new ApiError(STATUS_BAD_REQUEST, check.message);
}

async function limit(ctx: AppContext, key: string, rules: readonly { max: number; windowMs: number }[]): Promise<void> {
  for (const r of rules) {
    const { ok } = await ctx.limiter.hit(`${key}:${r.windowMs}`, r.max, r.windowMs);
    if (!ok) throw new ApiError(STATUS_RATE_LIMITED, SERVER_MSG.tooManyRequests);
  }
}

/** Whether the global cap has room left, without counting (a reset for an unknown phone sends nothing). */
async function globalRoomLeft(ctx: AppContext): Promise<void> {
  for (const r of SMS_LIMITS.global) {
    if ((await ctx.limiter.peek(`sms:global:${r.windowMs}`)) >= r.max) throw new ApiError(STATUS_RATE_LIMITED, SERVER_MSG.tooManyRequests);
  }
}

export interface ChallengeAnswer {
  challenge?: string | undefined;
  nonce?: string | undefined;
}

const GLOBAL = SMS_LIMITS.global[0];

/**
 * The challenge gate, before anything is counted. Below `challengeFrom` codes in the hour it asks nothing (null). From
 * there on the request must carry a solved challenge for this phone and period (its digest, hex, is returned: it is
 * spent once the other limits have passed); otherwise the usual 429 envelope carries a fresh `data.challenge`. At the
 * cap itself nothing helps: a plain 429.
 */
async function challengeGate(ctx: AppContext, phone: string, answer: ChallengeAnswer): Promise<string | null> {
  const sent = await ctx.limiter.peek(`sms:global:${GLOBAL.windowMs}`);
  if (sent < SMS_LIMITS.challengeFrom) return null;
  if (sent >= GLOBAL.max) throw new ApiError(STATUS_RATE_LIMITED, SERVER_MSG.tooManyRequests);
  const period = Math.floor(ctx.now().getTime() / SMS_LIMITS.challengePeriodMs);
  const solved = challengeDigest(answer, phone, period);
  if (solved !== null) return solved;
  const challenge: SmsChallenge = { challenge: `sms1:${period}:${phone}`, bits: SMS_LIMITS.challengeBits, algorithm: 'sha256-leading-zero-bits' };
  throw new ApiError(STATUS_RATE_LIMITED, SERVER_MSG.tooManyRequests, 200, { challenge });
}

/** The digest of a valid solution (this phone, this or the previous period, enough zero bits), else null. */
function challengeDigest(answer: ChallengeAnswer, phone: string, period: number): string | null {
  const { challenge, nonce } = answer;
  if (!challenge || !nonce || !SMS_CHALLENGE_NONCE.test(nonce)) return null;
  const m = /^sms1:(\d{1,15}):(\d{11})$/.exec(challenge);
  if (!m || m[2] !== phone || (Number(m[1]) !== period && Number(m[1]) !== period - 1)) return null;
  const digest = createHash('sha256').update(`${challenge}:${nonce}`, 'utf8').digest();
  return leadingZeroBits(digest) >= SMS_LIMITS.challengeBits ? digest.toString('hex') : null;
}

/**
 * Sends a code. The reply is the same whether the phone has an account or not; for a reset of an unknown phone
 * nothing is sent (an account is created only by code login).
 *
 * Limits in this order: the challenge gate (near the global cap), per client (IPv4 address or IPv6 /64), per IPv6
 * /48, per phone, then the global cap, which counts only codes that passed the others and are really sent — refused
 * requests never use it, so one client cannot exhaust it for everyone. A reset for an unknown phone only checks that
 * the cap has room (the same reply as for a known phone, nothing counted).
 */
export async function sendSmsCode(ctx: AppContext, phone: string, purpose: SmsPurpose, ip: string, answer: ChallengeAnswer = {}): Promise<string> {
  const solved = await challengeGate(ctx, phone, answer);
  const client = clientKeys(ip);
  await limit(ctx, `sms:ip:${client.net}`, SMS_LIMITS.perIp);
  if (client.wide !== undefined) await limit(ctx, `sms:ip48:${client.wide}`, SMS_LIMITS.perIpv6Site);
  await limit(ctx, `sms:phone:${phone}`, SMS_LIMITS.perPhone);
  if (solved !== null) {
    // A solution is spent once (atomically: of two parallel uses one passes); it lives two periods at most.
    const spent = await ctx.limiter.hit(`sms:pow:${solved}`, 1, 2 * SMS_LIMITS.challengePeriodMs);
    if (!spent.ok) throw new ApiError(STATUS_RATE_LIMITED, SERVER_MSG.tooManyRequests);
  }
  let deliver = true;
  if (purpose === 'reset') {
    const u = await ctx.db.selectFrom('member_user').select('memberuser_id').where('phone', '=', phone).executeTakeFirst();
    deliver = u !== undefined;
  }
  if (deliver) await limit(ctx, `sms:global`, SMS_LIMITS.global);
  else await globalRoomLeft(ctx);
  const verifyId = newToken();
  const code = newSmsCode();
  await ctx.db
    .insertInto('sms_code')
    .values({
      verify_id: verifyId,
      phone,
      purpose,
      code_hash: sha256Hex(`${verifyId}:${code}`),
      expire_time: new Date(ctx.now().getTime() + SMS_LIMITS.codeLifeMs),
    })
    .execute();
  if (deliver) await ctx.sms.send(phone, code, purpose);
  return verifyId;
}

/**
 * Consumes a code: right phone, right purpose, unexpired, unused, fewer than 5 wrong tries. A wrong try counts; the
 * 5th burns the code. Success marks it used in the same conditional update, so a code works exactly once.
 */
export async function consumeSmsCode(ctx: AppContext, phone: string, purpose: SmsPurpose, verifyId: string, code: string): Promise<void> {
  const fail = () => new ApiError(STATUS_BAD_REQUEST, SERVER_MSG.smsCodeInvalid);
  const row = await ctx.db
    .selectFrom('sms_code')
    .select(['sms_code_id', 'code_hash', 'attempts', 'used', 'expire_time', 'phone', 'purpose'])
    .where('verify_id', '=', verifyId)
    .executeTakeFirst();
  if (!row || row.phone !== phone || row.purpose !== purpose || row.used !== 0) throw fail();
  if (new Date(row.expire_time).getTime() <= ctx.now().getTime()) throw fail();
  if (!/^\d{6}$/.test(code) || !safeEqualHex(row.code_hash, sha256Hex(`${verifyId}:${code}`))) {
    await ctx.db
      .updateTable('sms_code')
      .set({
        attempts: sql<number>`attempts + 1`,
        used: sql<number>`CASE WHEN attempts + 1 >= ${SMS_LIMITS.maxWrongTries} THEN 1 ELSE used END`,
      })
      .where('sms_code_id', '=', row.sms_code_id)
      .execute();
    throw fail();
  }
  const taken = await ctx.db
    .updateTable('sms_code')
    .set({ used: 1 })
    .where('sms_code_id', '=', row.sms_code_id)
    .where('used', '=', 0)
    .where('attempts', '<', SMS_LIMITS.maxWrongTries)
    .returning('sms_code_id')
    .executeTakeFirst();
  if (!taken) throw fail();
}

export async function createSession(ctx: AppContext, memberuserId: number, db: Kysely<Database> | Transaction<Database> = ctx.db): Promise<string> {
  const token = newToken();
  await db
    .insertInto('member_session')
    .values({
      token_hash: sha256Hex(token),
      memberuser_id: memberuserId,
      expire_time: new Date(ctx.now().getTime() + ctx.sessions.absoluteMs),
    })
    .execute();
  return token;
}

/** First code login creates the account (role 1, no password); an inviter's referral code links it. */
export async function findOrCreateUser(ctx: AppContext, phone: string, scene: string): Promise<number> {
  const existing = await ctx.db.selectFrom('member_user').select('memberuser_id').where('phone', '=', phone).executeTakeFirst();
  if (existing) return existing.memberuser_id;
  let pid: number | null = null;
  if (scene) {
    const inviter = await ctx.db.selectFrom('member_user').select('memberuser_id').where('code', '=', scene).executeTakeFirst();
    pid = inviter?.memberuser_id ?? null;
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await ctx.db
      .insertInto('member_user')
      .values({ phone, username: phone, nickname: '', password_hash: null, code: newReferralCode(), pid })
      .onConflict((oc) => oc.doNothing())
      .returning('memberuser_id')
      .executeTakeFirst();
    if (inserted) return inserted.memberuser_id;
    // Either a parallel first login made the account, or the random referral code collided: look again.
    const again = await ctx.db.selectFrom('member_user').select('memberuser_id').where('phone', '=', phone).executeTakeFirst();
    if (again) return again.memberuser_id;
  }
  throw new Error('could not create account');
}

export async function userInfo(ctx: AppContext, memberuserId: number): Promise<UserInfo> {
  const u = await ctx.db.selectFrom('member_user').selectAll().where('memberuser_id', '=', memberuserId).executeTakeFirstOrThrow();
  const plan = await ctx.db
    .selectFrom('volunteer')
    .select(['province', 'score', 'batch', 'group_d', 'subject'])
    .where('memberuser_id', '=', memberuserId)
    .orderBy('volunteer_id', 'desc')
    .executeTakeFirst();
  const role = effectiveRole(u.role, u.vip_expire_time, ctx.now());
  return {
    memberuser_id: u.memberuser_id,
    username: u.username,
    nickname: u.nickname,
    sex: u.sex,
    phone: u.phone,
    code: u.code,
    create_time: new Date(u.create_time).toISOString(),
    role,
    isZeng: u.isZeng === 1 ? 1 : 0,
    blance: Number(u.blance),
    openid: u.openid ?? '',
    vip_price: u.vip_price,
    san_zhekou: u.san_zhekou,
    liu_zhekou: u.liu_zhekou,
    daili_zhekou: u.daili_zhekou,
    is_sheng: u.is_sheng,
    isFen: u.isFen,
    vip_expire_time: u.vip_expire_time ? new Date(u.vip_expire_time).toISOString() : null,
    has_password: u.password_hash !== null,
    zhiyuan: plan ?? null,
  };
}

/** Kills every session of a user except `keepSessionId`. */
export async function killSessions(ctx: AppContext, memberuserId: number, keepSessionId?: number): Promise<void> {
  let q = ctx.db.deleteFrom('member_session').where('memberuser_id', '=', memberuserId);
  if (keepSessionId !== undefined) q = q.where('session_id', '<>', keepSessionId);
  await q.execute();
}

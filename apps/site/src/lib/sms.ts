import { solveSmsChallenge, type SmsChallenge } from 'gaokao-contract';
import { call, routes, type CallInput, type CallReply } from './api';

/** The proof-of-work challenge a rate-limited `sendSms` reply carries (gaokao-contract's sms-challenge.ts), or null. */
export function smsChallengeOf(reply: unknown): SmsChallenge | null {
  if (reply == null || typeof reply !== 'object') return null;
  const data = (reply as { data?: unknown }).data;
  if (data == null || typeof data !== 'object') return null;
  const c = (data as { challenge?: unknown }).challenge;
  if (c == null || typeof c !== 'object') return null;
  const { challenge, bits, algorithm } = c as Partial<SmsChallenge>;
  if (typeof challenge !== 'string' || typeof bits !== 'number' || algorithm !== 'sha256-leading-zero-bits') return null;
  // A challenge the site would spend minutes on is not attempted: the usual message is shown instead.
  if (!Number.isInteger(bits) || bits < 0 || bits > 24) return null;
  return { challenge, bits, algorithm };
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * 获取验证码. When the hour's SMS budget is nearly spent the server asks for a solved challenge instead of refusing
 * everyone: the site solves it (about 2^bits digests, a second or two) and sends the same request once more. Any other
 * refusal, or a second refusal, shows its message as every call does.
 */
export async function sendSms(input: CallInput<typeof routes.sendSms>): Promise<CallReply<typeof routes.sendSms>> {
  try {
    return await call(routes.sendSms, input, { intercept: (reply) => smsChallengeOf(reply) !== null });
  } catch (error) {
    const challenge = smsChallengeOf(error);
    if (!challenge) throw error;
    const nonce = await solveSmsChallenge(challenge, sha256);
    return call(routes.sendSms, { ...input, challenge: challenge.challenge, nonce });
  }
}

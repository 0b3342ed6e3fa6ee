/**
 * The SMS send challenge (server README, "SMS limits"). When the hour's global SMS budget is nearly spent, `sendSms`
 * answers its usual rate-limit envelope `{status: 429, msg: '操作过于频繁，请稍后再试'}` with, in addition,
 * `data.challenge`: a proof of work. A client that knows it finds a `nonce` such that SHA-256 of
 * `${challenge}:${nonce}` (UTF-8) begins with `bits` zero bits, and sends the same request again with `challenge` and
 * `nonce`; a client that does not shows the message as before. A solution works once, for that phone, for about ten
 * minutes.
 */
export interface SmsChallenge {
  /** `sms1:<ten-minute period>:<mobile>`: bound to the phone and the period, so a solution cannot be stocked up. */
  challenge: string;
  /** Leading zero bits the hash must have. */
  bits: number;
  algorithm: 'sha256-leading-zero-bits';
}

/** A nonce: 1–32 letters and digits. */
export const SMS_CHALLENGE_NONCE = /^[0-9A-Za-z]{1,32}$/;

/** The number of leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/**
 * Finds a nonce for a challenge with the given SHA-256 (node:crypto in the server's tests, `crypto.subtle.digest` in a
 * browser). About 2^bits tries on average.
 */
export async function solveSmsChallenge(c: Pick<SmsChallenge, 'challenge' | 'bits'>, sha256: (text: string) => Uint8Array | Promise<Uint8Array>): Promise<string> {
  for (let i = 0; ; i++) {
    const nonce = i.toString(36);
    const d = sha256(`${c.challenge}:${nonce}`);
    // A synchronous digest is not awaited: a microtask per try would make the search several times slower.
    if (leadingZeroBits(d instanceof Promise ? await d : d) >= c.bits) return nonce;
  }
}

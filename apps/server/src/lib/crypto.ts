import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Opaque session token: 256 random bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

/** 6-digit SMS code from the CSPRNG (leading zeros kept). */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Referral code: 8 characters without look-alikes. */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let s = '';
  for (let i = 0; i < 8; i++) s += alphabet[randomInt(0, alphabet.length)];
  return s;
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Constant-time comparison of two texts (signatures, MACs) as UTF-8 bytes. The byte lengths are compared first:
 * `timingSafeEqual` throws a RangeError on buffers of different lengths, and a header of the same number of characters
 * can hold more bytes (non-ASCII), so comparing `string.length` is not enough.
 */
export function safeEqualText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** 138****1234 — phones in logs and in other users' lists. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

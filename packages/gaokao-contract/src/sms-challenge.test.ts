import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { leadingZeroBits, solveSmsChallenge } from './sms-challenge';

// A stand-in digest (the package has neither node:crypto nor the DOM's types; the server's tests solve with SHA-256):
// 2 zero bytes for the nonce 'r' (27 in base 36), a 0x80 byte for every other.
const fake = (text: string) => new Uint8Array(text.endsWith(':r') ? [0, 0, 1] : [0x80]);

describe('SMS challenge', () => {
  it.each([
    { bytes: [0x80], bits: 0 },
    { bytes: [0x01], bits: 7 },
    { bytes: [0x00, 0x40], bits: 9 },
    { bytes: [0x00, 0x00, 0x0f], bits: 20 },
    { bytes: [0x00, 0x00], bits: 16 },
  ])('counts $bits leading zero bits in $bytes', ({ bytes, bits }) => {
    expect(leadingZeroBits(new Uint8Array(bytes))).toBe(bits);
  });
  it('agrees with the binary text of any digest', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 8 }), (d) => {
        const binary = [...d].map((b) => b.toString(2).padStart(8, '0')).join('');
        expect(leadingZeroBits(d)).toBe(binary.length - binary.replace(/^0+/, '').length);
      }),
    );
  });
  it('tries nonces 0, 1, 2 … in base 36 until the digest has the bits asked for, with a synchronous or an asynchronous digest', async () => {
    const tried: string[] = [];
    const c = { challenge: 'sms1:1:13900000000', bits: 15 };
    expect(await solveSmsChallenge(c, (t) => (tried.push(t), fake(t)))).toBe('r');
    expect(tried).toHaveLength(28);
    expect(tried[0]).toBe('sms1:1:13900000000:0');
    expect(await solveSmsChallenge(c, async (t) => fake(t))).toBe('r');
  });
});

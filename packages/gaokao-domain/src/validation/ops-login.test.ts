import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Check } from './check';
import { opsCodeDigits, validateOpsLogin, validateSettlement, type OpsLoginInput } from './ops-login';

const full: OpsLoginInput = { name: 'finance1', password: 'operator passphrase 1', code: '123456' };

describe('validateOpsLogin', () => {
  const cases: { name: string; input: OpsLoginInput; expected: Check }[] = [
    { name: 'a complete sign-in', input: full, expected: { ok: true } },
    { name: 'the code as an app groups it', input: { ...full, code: '123 456' }, expected: { ok: true } },
    { name: 'nothing (the name first)', input: { name: '', password: '', code: '' }, expected: { ok: false, message: '请输入运营账号', field: 'name' } },
    { name: 'no password', input: { ...full, password: ' ' }, expected: { ok: false, message: '请输入密码', field: 'password' } },
    { name: 'no code', input: { ...full, code: null }, expected: { ok: false, message: '请输入动态验证码', field: 'code' } },
    { name: 'five digits', input: { ...full, code: '12345' }, expected: { ok: false, message: '动态验证码为6位数字', field: 'code' } },
    { name: 'seven digits', input: { ...full, code: '1234567' }, expected: { ok: false, message: '动态验证码为6位数字', field: 'code' } },
    { name: 'a letter among the digits', input: { ...full, code: '12a456' }, expected: { ok: false, message: '动态验证码为6位数字', field: 'code' } },
    { name: 'full-width digits', input: { ...full, code: '１２３４５６' }, expected: { ok: false, message: '动态验证码为6位数字', field: 'code' } },
  ];
  it.each(cases)('should answer $name', ({ input, expected }) => expect(validateOpsLogin(input)).toEqual(expected));

  it('should accept exactly the six-digit codes, whatever spaces surround the digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.nat(3), (n, pad) => {
        const code = `${' '.repeat(pad)}${String(n).padStart(6, '0')}${' '.repeat(pad)}`;
        expect(validateOpsLogin({ ...full, code }).ok).toBe(true);
        expect(opsCodeDigits(code)).toBe(String(n).padStart(6, '0'));
      }),
    );
  });
});

describe('validateSettlement', () => {
  it.each([
    { kind: 'paid' as const, text: '4200001234202611280001', expected: { ok: true } },
    { kind: 'paid' as const, text: '  ', expected: { ok: false, message: '请输入转账单号', field: 'payout_ref' } },
    { kind: 'reject' as const, text: '账号与实名不符', expected: { ok: true } },
    { kind: 'reject' as const, text: undefined, expected: { ok: false, message: '请输入驳回原因', field: 'reason' } },
  ])('should answer $kind with "$text"', ({ kind, text, expected }) => expect(validateSettlement(kind, text)).toEqual(expected));
});

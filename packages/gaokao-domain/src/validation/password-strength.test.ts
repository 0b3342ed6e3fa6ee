import { describe, expect, it } from 'vitest';
import type { Check } from './check';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validatePasswordStrength } from './password-strength';

type Case = { name: string; password: string | null | undefined; expected: Check };
const cases: Case[] = [
  { name: 'no password', password: '', expected: { ok: false, message: '请输入密码', field: 'password' } },
  { name: 'only spaces', password: '        ', expected: { ok: false, message: '请输入密码', field: 'password' } },
  { name: 'null', password: null, expected: { ok: false, message: '请输入密码', field: 'password' } },
  { name: '7 characters', password: 'abcdefg', expected: { ok: false, message: '密码长度不能少于8位', field: 'password' } },
  { name: '8 characters', password: 'abcdefgh', expected: { ok: true } },
  { name: 'digits only (no composition rule)', password: '12345678', expected: { ok: true } },
  { name: '8 Chinese characters', password: '我要考上理想大学', expected: { ok: true } },
  { name: '4 emoji (8 UTF-16 units, 4 characters)', password: '😀😀😀😀', expected: { ok: false, message: '密码长度不能少于8位', field: 'password' } },
  { name: 'a long passphrase', password: 'correct horse battery staple 高考加油', expected: { ok: true } },
  { name: '128 characters', password: 'a'.repeat(128), expected: { ok: true } },
  { name: '129 characters', password: 'a'.repeat(129), expected: { ok: false, message: '密码长度不能超过128位', field: 'password' } },
];

describe('given a new password', () => {
  it.each(cases)('should answer $name', ({ password, expected }) => {
    expect(validatePasswordStrength(password)).toEqual(expected);
  });
  it('should report against the field it is given', () => {
    expect(validatePasswordStrength('short', 'confirm')).toEqual({ ok: false, message: '密码长度不能少于8位', field: 'confirm' });
  });
  it('should allow 8 to 128 characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Check } from './check';
import { type PasswordResetInput, validatePasswordReset } from './password-reset';

const valid: PasswordResetInput = { phone: '13912345678', password: 'gaokao-2026', confirm: 'gaokao-2026', code: '123456' };

type Case = { name: string; change: Partial<PasswordResetInput>; expected: Check };
const cases: Case[] = [
  { name: 'a complete form', change: {}, expected: { ok: true } },
  {
    name: 'nothing filled (phone first)',
    change: { phone: '', password: '', confirm: '', code: '' },
    expected: { ok: false, message: '请输入手机号', field: 'phone' },
  },
  { name: 'a malformed phone', change: { phone: '2391234567' }, expected: { ok: false, message: '请输入正确的手机号', field: 'phone' } },
  {
    name: 'no password and no code (password before code)',
    change: { password: '', code: '' },
    expected: { ok: false, message: '请输入密码', field: 'password' },
  },
  { name: 'no confirmation', change: { confirm: '' }, expected: { ok: false, message: '请输入密码', field: 'confirm' } },
  {
    name: 'a short password',
    change: { password: 'abc', confirm: 'abc' },
    expected: { ok: false, message: '密码长度不能少于8位', field: 'password' },
  },
  {
    name: 'different passwords and no code (equality before code)',
    change: { confirm: 'gaokao-2027', code: '' },
    expected: { ok: false, message: '两次密码不一致', field: 'confirm' },
  },
  { name: 'no SMS code', change: { code: ' ' }, expected: { ok: false, message: '请输入短信验证码', field: 'code' } },
];

describe('given the forgot-password dialog', () => {
  it.each(cases)('should answer $name', ({ change, expected }) => {
    expect(validatePasswordReset({ ...valid, ...change })).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { Check } from './check';
import { validatePasswordChange } from './password-change';

type Input = Parameters<typeof validatePasswordChange>[0];
type Case = { name: string; input: Input; expected: Check };
const cases: Case[] = [
  { name: 'two equal strong passwords', input: { password: 'gaokao-2026', confirm: 'gaokao-2026' }, expected: { ok: true } },
  { name: 'nothing', input: { password: '', confirm: '' }, expected: { ok: false, message: '请输入密码', field: 'password' } },
  { name: 'no confirmation', input: { password: 'gaokao-2026', confirm: null }, expected: { ok: false, message: '请输入密码', field: 'confirm' } },
  { name: 'a short password', input: { password: '1234', confirm: '1234' }, expected: { ok: false, message: '密码长度不能少于8位', field: 'password' } },
  { name: 'different passwords', input: { password: 'gaokao-2026', confirm: 'gaokao-2025' }, expected: { ok: false, message: '两次密码不一致', field: 'confirm' } },
  { name: 'a set password changed without the current one', input: { hasPassword: true, current: ' ', password: 'gaokao-2026', confirm: 'gaokao-2026' }, expected: { ok: false, message: '请输入原密码', field: 'current' } },
  { name: 'the current password asked first', input: { hasPassword: true, current: null, password: '', confirm: '' }, expected: { ok: false, message: '请输入原密码', field: 'current' } },
  { name: 'a set password changed with the current one', input: { hasPassword: true, current: 'old-password', password: 'gaokao-2026', confirm: 'gaokao-2026' }, expected: { ok: true } },
  { name: 'a first password without an SMS code', input: { hasPassword: false, password: 'gaokao-2026', confirm: 'gaokao-2026' }, expected: { ok: false, message: '请输入短信验证码', field: 'code' } },
  { name: 'a first password: the code asked last', input: { hasPassword: false, password: 'gaokao-2026', confirm: 'gaokao-2025' }, expected: { ok: false, message: '两次密码不一致', field: 'confirm' } },
  { name: 'a first password with an SMS code', input: { hasPassword: false, password: 'gaokao-2026', confirm: 'gaokao-2026', code: '123456' }, expected: { ok: true } },
];

describe('given the change-password panel', () => {
  it.each(cases)('should answer $name', ({ input, expected }) => {
    expect(validatePasswordChange(input)).toEqual(expected);
  });
});

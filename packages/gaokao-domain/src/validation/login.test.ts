import { describe, expect, it } from 'vitest';
import type { Check } from './check';
import { type LoginInput, validateLogin } from './login';

type Case = { name: string; input: LoginInput; expected: Check };
const cases: Case[] = [
  { name: 'a complete password login', input: { mode: 'password', username: 'zhangsan', password: 'secret-pass' }, expected: { ok: true } },
  { name: 'a phone as the account', input: { mode: 'password', username: '13912345678', password: 'x' }, expected: { ok: true } },
  {
    name: 'no user name',
    input: { mode: 'password', username: '', password: 'secret-pass' },
    expected: { ok: false, message: '请输入用户名', field: 'username' },
  },
  {
    name: 'nothing in password mode (user name first)',
    input: { mode: 'password', username: null, password: null },
    expected: { ok: false, message: '请输入用户名', field: 'username' },
  },
  {
    name: 'no password',
    input: { mode: 'password', username: 'zhangsan', password: ' ' },
    expected: { ok: false, message: '请输入密码', field: 'password' },
  },
  { name: 'a complete SMS login', input: { mode: 'sms', phone: '13912345678', code: '123456' }, expected: { ok: true } },
  {
    name: 'no phone in SMS mode',
    input: { mode: 'sms', phone: '', code: '' },
    expected: { ok: false, message: '请输入手机号', field: 'phone' },
  },
  {
    name: 'a malformed phone in SMS mode',
    input: { mode: 'sms', phone: '123', code: '123456' },
    expected: { ok: false, message: '请输入正确的手机号', field: 'phone' },
  },
  {
    name: 'no SMS code',
    input: { mode: 'sms', phone: '13912345678', code: undefined },
    expected: { ok: false, message: '请输入验证码', field: 'code' },
  },
];

describe('given the login dialog', () => {
  it.each(cases)('should answer $name', ({ input, expected }) => {
    expect(validateLogin(input)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { Check } from './check';
import { validateSmsSend } from './sms-send';

type Case = { name: string; phone: string | null | undefined; expected: Check };
const cases: Case[] = [
  { name: 'a mobile number', phone: '13912345678', expected: { ok: true } },
  { name: 'no phone', phone: '', expected: { ok: false, message: '请输入手机号', field: 'phone' } },
  { name: 'a null phone', phone: null, expected: { ok: false, message: '请输入手机号', field: 'phone' } },
  { name: 'a short number', phone: '1391234', expected: { ok: false, message: '请输入正确的手机号', field: 'phone' } },
];

describe('given the phone of an SMS request', () => {
  it.each(cases)('should answer $name', ({ phone, expected }) => {
    expect(validateSmsSend(phone)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { validateMemberQuery } from './member-query';

const required = { ok: false, message: '请输入手机号或会员ID', field: 'q' };
const digits = { ok: false, message: '手机号或会员ID只能是数字', field: 'q' };

describe('given a member search', () => {
  it.each([
    { name: 'a member id', q: '7', expected: { ok: true } },
    { name: 'part of a phone', q: '5678', expected: { ok: true } },
    { name: 'a phone with spaces around', q: ' 13812345678 ', expected: { ok: true } },
    { name: 'nothing', q: '', expected: required },
    { name: 'spaces', q: '   ', expected: required },
    { name: 'null', q: null, expected: required },
    { name: 'letters', q: '138abc', expected: digits },
    { name: '12 digits', q: '138123456789', expected: digits },
    { name: 'a phone with a dash', q: '138-1234', expected: digits },
  ])('should answer $name', ({ q, expected }) => {
    expect(validateMemberQuery(q)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { CHECK_OK, checkFail } from './check';

describe('given a check result', () => {
  it('should pass as { ok: true }', () => {
    expect(CHECK_OK).toEqual({ ok: true });
  });
  it('should fail with the message and the field', () => {
    expect(checkFail('请输入密码', 'password')).toEqual({ ok: false, message: '请输入密码', field: 'password' });
  });
  it('should leave the field out when none is given', () => {
    expect(checkFail('请输入密码')).toStrictEqual({ ok: false, message: '请输入密码' });
  });
});

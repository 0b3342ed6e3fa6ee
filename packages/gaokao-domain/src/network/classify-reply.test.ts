import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyReply, type ReplyKind } from './classify-reply';

type Case = { name: string; reply: unknown; kind: ReplyKind };
const cases: Case[] = [
  { name: 'status 200', reply: { status: 200, data: [] }, kind: { kind: 'ok' } },
  { name: 'status "200" as text', reply: { status: '200', msg: '成功' }, kind: { kind: 'ok' } },
  { name: 'an SMS reply with a key and no status', reply: { key: 'abc123' }, kind: { kind: 'ok' } },
  { name: 'a reply with a code field', reply: { status: 0, code: 'x' }, kind: { kind: 'ok' } },
  { name: 'a reply with code 0 (present)', reply: { code: 0 }, kind: { kind: 'ok' } },
  { name: 'a key beats a failing status', reply: { status: 500, key: 'k', msg: '出错' }, kind: { kind: 'ok' } },
  { name: 'status 101', reply: { status: 101, msg: '请登录' }, kind: { kind: 'login' } },
  { name: 'status "101" as text', reply: { status: '101' }, kind: { kind: 'login' } },
  { name: 'message token不能为空', reply: { status: 400, message: 'token不能为空' }, kind: { kind: 'login' } },
  { name: 'msg token不能为空', reply: { status: 0, msg: 'token不能为空' }, kind: { kind: 'login' } },
  { name: 'msg 102', reply: { status: 0, msg: 102 }, kind: { kind: 'login' } },
  { name: 'msg "102"', reply: { msg: '102' }, kind: { kind: 'login' } },
  { name: 'status 5', reply: { status: 5, msg: '该功能为VIP专享' }, kind: { kind: 'vip' } },
  { name: 'status "5"', reply: { status: '5' }, kind: { kind: 'vip' } },
  { name: 'status 101 with a VIP-looking msg (login first)', reply: { status: 101, msg: 'x' }, kind: { kind: 'login' } },
  { name: 'another failure with msg', reply: { status: 0, msg: '手机号已注册' }, kind: { kind: 'error', message: '手机号已注册' } },
  { name: 'another failure with message', reply: { status: 500, message: '服务器错误' }, kind: { kind: 'error', message: '服务器错误' } },
  { name: 'msg preferred over message', reply: { status: 0, msg: '甲', message: '乙' }, kind: { kind: 'error', message: '甲' } },
  { name: 'an empty msg falls back to message', reply: { status: 0, msg: ' ', message: '乙' }, kind: { kind: 'error', message: '乙' } },
  { name: 'a failure without text', reply: { status: 0 }, kind: { kind: 'error', message: '未知错误，请联系系统管理员' } },
  { name: 'a numeric msg other than 102', reply: { status: 0, msg: 7 }, kind: { kind: 'error', message: '未知错误，请联系系统管理员' } },
  { name: 'an empty object', reply: {}, kind: { kind: 'error', message: '未知错误，请联系系统管理员' } },
  { name: 'a null key and code (absent)', reply: { status: 0, key: null, code: undefined, msg: '失败' }, kind: { kind: 'error', message: '失败' } },
  { name: 'null', reply: null, kind: { kind: 'error', message: '未知错误，请联系系统管理员' } },
  { name: 'a text body', reply: '<html>', kind: { kind: 'error', message: '未知错误，请联系系统管理员' } },
  { name: 'an array body', reply: [1], kind: { kind: 'error', message: '未知错误，请联系系统管理员' } },
];

describe('given a reply body', () => {
  it.each(cases)('should classify $name', ({ reply, kind }) => {
    expect(classifyReply(reply)).toEqual(kind);
  });
});

describe('given any reply body', () => {
  it('should never throw and always give one of the four kinds, with a non-empty error text', () => {
    fc.assert(
      fc.property(fc.anything(), (reply) => {
        const result = classifyReply(reply);
        expect(['ok', 'login', 'vip', 'error']).toContain(result.kind);
        if (result.kind === 'error') expect(result.message.trim()).not.toBe('');
      }),
    );
  });
  it('should pass every status-200 reply whatever else it says', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (extra) => {
        expect(classifyReply({ ...extra, status: 200 })).toEqual({ kind: 'ok' });
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { auditFilterOf, auditParamsOf, withdrawalFilterOf, withdrawalParamsOf } from './filters';
import { auditValue, payee } from './format';

describe('withdrawalFilterOf', () => {
  it.each([
    { query: '', expected: { status: 1, from: '', to: '', page: 1 } },
    { query: 'status=3&from=2026-11-01&to=2026-11-30&page=2', expected: { status: 3, from: '2026-11-01', to: '2026-11-30', page: 2 } },
    { query: 'status=9&from=2026-13-01&to=yesterday&page=-1', expected: { status: 1, from: '', to: '', page: 1 } },
    { query: 'status=2&page=1.5', expected: { status: 2, from: '', to: '', page: 1 } },
  ])('should read "$query"', ({ query, expected }) => expect(withdrawalFilterOf(new URLSearchParams(query))).toEqual(expected));

  it('should write the defaults as no query, and read back what it writes', () => {
    expect(withdrawalParamsOf({ status: 1, from: '', to: '', page: 1 }).toString()).toBe('');
    const filter = { status: 2, from: '2026-11-01', to: '', page: 3 } as const;
    expect(withdrawalParamsOf(filter).toString()).toBe('status=2&from=2026-11-01&page=3');
    expect(withdrawalFilterOf(withdrawalParamsOf(filter))).toEqual(filter);
    expect(auditFilterOf(auditParamsOf({ action: 'withdrawal.paid', target: '', page: 1 }))).toEqual({ action: 'withdrawal.paid', target: '', page: 1 });
  });
});

describe('payee and auditValue', () => {
  it.each([
    { w: { type: 2 as const, account: 'a@b.cn', name: '张三' }, expected: 'a@b.cn / 张三' },
    { w: { type: 1 as const, account: 'oABC', name: '' }, expected: 'openid oABC' },
    { w: { type: 1 as const, account: '', name: '' }, expected: '（未绑定微信）' },
  ])('should name the payee $expected', ({ w, expected }) => expect(payee(w)).toBe(expected));

  it.each([
    { value: null, expected: '—' },
    { value: 'withdraw:12', expected: 'withdraw:12' },
    { value: { status: 2 }, expected: '{\n  "status": 2\n}' },
  ])('should show $value as text', ({ value, expected }) => expect(auditValue(value)).toBe(expected));
});

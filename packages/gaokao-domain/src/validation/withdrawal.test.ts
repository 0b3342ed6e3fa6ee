import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MSG } from '../messages';
import {
  validateWithdrawal,
  withdrawalPendingRoom,
  WITHDRAWAL_MAX_FEN,
  WITHDRAWAL_MIN_FEN,
  WITHDRAWAL_PENDING_MAX,
  WITHDRAWAL_TYPE,
  type WithdrawalCheck,
  type WithdrawalInput,
} from './withdrawal';

const wechat: WithdrawalInput = { amountYuan: '100', balanceFen: 500_000, type: 1 };
const alipay: WithdrawalInput = { amountYuan: '100', balanceFen: 500_000, type: 2, alipayAccount: 'a@example.com', alipayName: '张三' };

type Case = { name: string; input: WithdrawalInput; expected: WithdrawalCheck };
const cases: Case[] = [
  { name: 'a WeChat withdrawal of 100 yuan', input: wechat, expected: { ok: true, amountFen: 10_000 } },
  { name: 'no amount', input: { ...wechat, amountYuan: '' }, expected: { ok: false, message: '请输入提现金额', field: 'amount' } },
  {
    name: 'no amount and no balance (amount first)',
    input: { ...wechat, amountYuan: null, balanceFen: 0 },
    expected: { ok: false, message: '请输入提现金额', field: 'amount' },
  },
  { name: 'letters', input: { ...wechat, amountYuan: 'abc' }, expected: { ok: false, message: '请输入正确的提现金额', field: 'amount' } },
  { name: 'zero yuan', input: { ...wechat, amountYuan: '0' }, expected: { ok: false, message: '请输入正确的提现金额', field: 'amount' } },
  { name: 'three decimals', input: { ...wechat, amountYuan: '1.001' }, expected: { ok: false, message: '请输入正确的提现金额', field: 'amount' } },
  { name: 'a negative amount', input: { ...wechat, amountYuan: '-1' }, expected: { ok: false, message: '请输入正确的提现金额', field: 'amount' } },
  {
    name: 'one fen above the balance',
    input: { ...wechat, amountYuan: '30.01', balanceFen: 3000 },
    expected: { ok: false, message: '余额不足', field: 'amount' },
  },
  { name: 'exactly the balance', input: { ...wechat, amountYuan: '30.00', balanceFen: 3000 }, expected: { ok: true, amountFen: 3000 } },
  { name: 'a zero balance', input: { ...wechat, amountYuan: '1', balanceFen: 0 }, expected: { ok: false, message: '余额不足', field: 'amount' } },
  { name: 'a negative balance', input: { ...wechat, amountYuan: '0.01', balanceFen: -100 }, expected: { ok: false, message: '余额不足', field: 'amount' } },
  { name: 'one fen', input: { ...wechat, amountYuan: '0.01' }, expected: { ok: false, message: '单次最少提现1元', field: 'amount' } },
  { name: '0.99 yuan', input: { ...wechat, amountYuan: '0.99' }, expected: { ok: false, message: '单次最少提现1元', field: 'amount' } },
  { name: 'exactly 1 yuan', input: { ...wechat, amountYuan: '1' }, expected: { ok: true, amountFen: 100 } },
  { name: '0.5 yuan above a balance of 0.3 (balance first)', input: { ...wechat, amountYuan: '0.5', balanceFen: 30 }, expected: { ok: false, message: '余额不足', field: 'amount' } },
  { name: 'WeChat with no WeChat bound', input: { ...wechat, wechatBound: false }, expected: { ok: false, message: MSG.wechatNotBound, field: 'type' } },
  { name: 'WeChat with WeChat bound', input: { ...wechat, wechatBound: true }, expected: { ok: true, amountFen: 10_000 } },
  { name: 'Alipay needs no WeChat', input: { ...alipay, wechatBound: false }, expected: { ok: true, amountFen: 10_000 } },
  { name: 'unbound WeChat above the balance (balance first)', input: { ...wechat, wechatBound: false, balanceFen: 100 }, expected: { ok: false, message: '余额不足', field: 'amount' } },
  { name: 'two withdrawals waiting', input: { ...wechat, pendingCount: 2 }, expected: { ok: true, amountFen: 10_000 } },
  { name: 'three withdrawals waiting', input: { ...alipay, pendingCount: 3 }, expected: { ok: false, message: MSG.withdrawPendingTooMany, field: 'amount' } },
  { name: 'three waiting and no WeChat (the payee first)', input: { ...wechat, pendingCount: 3, wechatBound: false }, expected: { ok: false, message: MSG.wechatNotBound, field: 'type' } },
  { name: 'exactly 2000 yuan', input: { ...wechat, amountYuan: '2000' }, expected: { ok: true, amountFen: 200_000 } },
  { name: '2000.01 yuan', input: { ...wechat, amountYuan: '2000.01' }, expected: { ok: false, message: '单次最多提现2000元', field: 'amount' } },
  {
    name: 'above both balance and 2000 (balance first)',
    input: { ...wechat, amountYuan: '3000', balanceFen: 250_000 },
    expected: { ok: false, message: '余额不足', field: 'amount' },
  },
  { name: 'WeChat without Alipay fields', input: { ...wechat, alipayAccount: '', alipayName: '' }, expected: { ok: true, amountFen: 10_000 } },
  { name: 'a complete Alipay withdrawal', input: alipay, expected: { ok: true, amountFen: 10_000 } },
  {
    name: 'Alipay without account or name (account first)',
    input: { ...alipay, alipayAccount: '', alipayName: undefined },
    expected: { ok: false, message: '请输入支付宝账号', field: 'alipayAccount' },
  },
  {
    name: 'Alipay without a name',
    input: { ...alipay, alipayName: '  ' },
    expected: { ok: false, message: '请输入支付宝姓名', field: 'alipayName' },
  },
  {
    name: 'Alipay above 2000 yuan without account (amount first)',
    input: { ...alipay, amountYuan: '2500', alipayAccount: '' },
    expected: { ok: false, message: '单次最多提现2000元', field: 'amount' },
  },
];

describe('given the withdrawal dialog', () => {
  it.each(cases)('should answer $name', ({ input, expected }) => {
    expect(validateWithdrawal(input)).toEqual(expected);
  });
  it('should cap a single withdrawal at 2000 yuan and number WeChat 1, Alipay 2', () => {
    expect(WITHDRAWAL_MAX_FEN).toBe(2000 * 100);
    expect(WITHDRAWAL_MIN_FEN).toBe(100);
    expect(MSG.withdrawMinPerTime).toBe(`单次最少提现${WITHDRAWAL_MIN_FEN / 100}元`);
    expect(MSG.withdrawPendingTooMany).toContain(`已有${WITHDRAWAL_PENDING_MAX}笔`);
    expect([0, 1, 2, 3, 4].map(withdrawalPendingRoom)).toEqual([true, true, true, false, false]);
    expect(WITHDRAWAL_TYPE).toEqual({ wechat: 1, alipay: 2 });
  });
});

describe('given any amount and balance', () => {
  it('should pass only amounts of 1 yuan up to the balance and 2000 yuan, and return them in fen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: -1_000, max: 500_000 }), (fen, balanceFen) => {
        const amountYuan = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
        const result = validateWithdrawal({ amountYuan, balanceFen, type: 1 });
        const allowed = fen >= WITHDRAWAL_MIN_FEN && fen <= balanceFen && fen <= WITHDRAWAL_MAX_FEN;
        expect(result.ok).toBe(allowed);
        if (result.ok) expect(result.amountFen).toBe(fen);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  CARD_STATUS,
  PAY_STATUS,
  PAY_TYPE,
  WITHDRAW_STATUS,
  cardStatusLabel,
  payChannelLabel,
  payChannelOf,
  payStatusLabel,
  withdrawStatusLabel,
  withdrawRemarkLabel,
} from './money-codes';

type Code = number | string | null | undefined;
type Case = { name: string; code: Code; label: string };

describe('given the wire codes of the spec', () => {
  it('should keep their numbers', () => {
    expect(PAY_TYPE).toEqual({ wxpay: 1, alipay: 2 });
    expect(PAY_STATUS).toEqual({ awaiting: 1, paid: 2 });
    expect(WITHDRAW_STATUS).toEqual({ pending: 1, paid: 2, rejected: 3 });
    expect(CARD_STATUS).toEqual({ inactive: 1, active: 2 });
  });
});

const channels: (Case & { channel: 'wxpay' | 'alipay' })[] = [
  { name: '1', code: 1, label: '微信', channel: 'wxpay' },
  { name: '2', code: 2, label: '支付宝', channel: 'alipay' },
  { name: '"2" as text', code: '2', label: '支付宝', channel: 'alipay' },
  { name: 'missing', code: undefined, label: '微信', channel: 'wxpay' },
  { name: 'null', code: null, label: '微信', channel: 'wxpay' },
  { name: 'unknown 7', code: 7, label: '微信', channel: 'wxpay' },
];

describe('given a pay_type', () => {
  it.each(channels)('should read $name as $label', ({ code, label, channel }) => {
    expect(payChannelLabel(code)).toBe(label);
    expect(payChannelOf(code)).toBe(channel);
  });
  it('should map each channel back to its own code', () => {
    for (const c of ['wxpay', 'alipay'] as const) expect(payChannelOf(PAY_TYPE[c])).toBe(c);
  });
});

const payStatuses: Case[] = [
  { name: '1', code: 1, label: '待支付' },
  { name: '2', code: 2, label: '已支付' },
  { name: '"2" as text', code: '2', label: '已支付' },
  { name: 'missing', code: undefined, label: '待支付' },
];

describe('given an order pay_status', () => {
  it.each(payStatuses)('should read $name as $label', ({ code, label }) => {
    expect(payStatusLabel(code)).toBe(label);
  });
});

const withdrawals: Case[] = [
  { name: '1', code: 1, label: '待处理' },
  { name: '2', code: 2, label: '已打款' },
  { name: '3', code: 3, label: '已驳回' },
  { name: '"3" as text', code: '3', label: '已驳回' },
  { name: 'missing', code: null, label: '待处理' },
];

describe('given a withdrawal status', () => {
  it.each(withdrawals)('should read $name as $label', ({ code, label }) => {
    expect(withdrawStatusLabel(code)).toBe(label);
  });
});

const cards: Case[] = [
  { name: '1', code: 1, label: '未激活' },
  { name: '2', code: 2, label: '已激活' },
  { name: '"2" as text', code: '2', label: '已激活' },
  { name: 'missing', code: undefined, label: '未激活' },
];

describe('given a card status', () => {
  it.each(cards)('should read $name as $label', ({ code, label }) => {
    expect(cardStatusLabel(code)).toBe(label);
  });
});

describe('given a withdrawal’s remark', () => {
  it.each([
    { name: 'the pending default repeating the status', status: 1, remark: '待处理', shown: '—' },
    { name: 'the paid default repeating the status', status: 2, remark: '已打款', shown: '—' },
    { name: 'the rejected default repeating the status', status: 3, remark: '已驳回', shown: '—' },
    { name: 'no remark', status: 1, remark: '', shown: '—' },
    { name: 'a null remark', status: 2, remark: null, shown: '—' },
    { name: 'an operator’s reason', status: 3, remark: '支付宝姓名与账号不符', shown: '支付宝姓名与账号不符' },
    { name: 'another status’s word (kept: it says something)', status: 2, remark: '待处理', shown: '待处理' },
  ])('should show $name as $shown', ({ status, remark, shown }) => {
    expect(withdrawRemarkLabel(status, remark)).toBe(shown);
  });
});

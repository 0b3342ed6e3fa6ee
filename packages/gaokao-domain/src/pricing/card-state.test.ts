import { describe, expect, it } from 'vitest';
import { cardState, cardStateLabel, checkCardVoid, type CardFacts, type CardState } from './card-state';

const now = new Date('2026-06-08T06:00:00Z');
const before = new Date('2026-06-08T05:59:59Z');
const after = new Date('2026-06-08T06:00:01Z');

type Case = { name: string; card: CardFacts; state: CardState };
const cases: Case[] = [
  { name: 'a purchased card not activated', card: { activeStatus: 1, voidTime: null, expireTime: null }, state: 'inactive' },
  { name: 'an issued card within its validity', card: { activeStatus: 1, voidTime: null, expireTime: after }, state: 'inactive' },
  { name: 'an issued card at the end of its validity', card: { activeStatus: 1, voidTime: null, expireTime: now }, state: 'expired' },
  { name: 'an issued card past its validity', card: { activeStatus: 1, voidTime: null, expireTime: before }, state: 'expired' },
  { name: 'a voided card', card: { activeStatus: 1, voidTime: before, expireTime: after }, state: 'void' },
  { name: 'a voided card past its validity', card: { activeStatus: 1, voidTime: before, expireTime: before }, state: 'void' },
  { name: 'an activated card', card: { activeStatus: 2, voidTime: null, expireTime: after }, state: 'active' },
  { name: 'an activated card past its validity', card: { activeStatus: 2, voidTime: null, expireTime: before }, state: 'active' },
];

describe('given a card', () => {
  it.each(cases)('should read $name as $state', ({ card, state }) => {
    expect(cardState(card, now)).toBe(state);
  });

  it.each([
    ['inactive', '未激活', { ok: true }],
    ['expired', '已过期', { ok: true }],
    ['active', '已激活', { ok: false, message: '该卡已被激活，不能作废' }],
    ['void', '已作废', { ok: false, message: '该卡已作废' }],
  ] as const)('should label %s as %s and allow voiding it: %o', (state, label, check) => {
    expect(cardStateLabel(state)).toBe(label);
    expect(checkCardVoid(state)).toEqual(check);
  });
});

import { describe, expect, it } from 'vitest';
import { centreLabel } from './centre-label';
import type { MemberRole } from './role';

type Case = { name: string; role: MemberRole; label: string };
const cases: Case[] = [
  { name: 'a free user', role: 1, label: '会员中心' },
  { name: 'a VIP', role: 2, label: '会员中心' },
  { name: 'an agent', role: 3, label: '代理中心' },
];

describe('given the role of the signed-in user', () => {
  it.each(cases)('should label the centre of $name $label', ({ role, label }) => {
    expect(centreLabel(role)).toBe(label);
  });
});

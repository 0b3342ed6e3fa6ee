import { describe, expect, it } from 'vitest';
import type { MemberRole } from './role';
import { roleLabel } from './role-label';

type Case = { name: string; role: MemberRole; where?: 'info' | 'lowerLevel'; label: string };
const cases: Case[] = [
  { name: 'a free user on the info panel', role: 1, label: '普通会员' },
  { name: 'a free user in the lower-level list', role: 1, where: 'lowerLevel', label: '临时会员' },
  { name: 'a VIP', role: 2, label: 'VIP会员' },
  { name: 'a VIP in the lower-level list', role: 2, where: 'lowerLevel', label: 'VIP会员' },
  { name: 'an agent', role: 3, where: 'info', label: '代理商' },
];

describe('given a role to show', () => {
  it.each(cases)('should name $name $label', ({ role, where, label }) => {
    expect(roleLabel(role, where)).toBe(label);
  });
});

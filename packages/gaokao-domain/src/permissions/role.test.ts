import { describe, expect, it } from 'vitest';
import { ROLE, type MemberRole, toMemberRole } from './role';

describe('given the role values of the spec', () => {
  it('should number free 1, VIP 2 and agent 3', () => {
    expect(ROLE).toEqual({ free: 1, vip: 2, agent: 3 });
  });
});

type Case = { name: string; value: unknown; role: MemberRole };
const cases: Case[] = [
  { name: '1', value: 1, role: 1 },
  { name: '2', value: 2, role: 2 },
  { name: '3', value: 3, role: 3 },
  { name: 'the string "2"', value: '2', role: 2 },
  { name: 'the string " 3 "', value: ' 3 ', role: 3 },
  { name: 'an unknown 4', value: 4, role: 1 },
  { name: 'zero', value: 0, role: 1 },
  { name: 'null', value: null, role: 1 },
  { name: 'undefined', value: undefined, role: 1 },
  { name: 'text', value: 'vip', role: 1 },
];

describe('given a role from the wire', () => {
  it.each(cases)('should read $name as role $role', ({ value, role }) => {
    expect(toMemberRole(value)).toBe(role);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveRole } from './effective-role';
import { ROLE, type MemberRole } from './role';

const NOW = new Date('2026-06-25T12:00:00Z');
/** Dates of the service's lifetime (far dates plus an offset would leave the range of Date). */
const aDate = () => fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });

type Case = { name: string; role: unknown; expires: Date | string | null | undefined; expected: MemberRole };
const cases: Case[] = [
  { name: 'a free member', role: ROLE.free, expires: null, expected: ROLE.free },
  { name: 'a free member with an old end date', role: ROLE.free, expires: '2020-01-01T00:00:00Z', expected: ROLE.free },
  { name: 'a VIP with a later end date', role: ROLE.vip, expires: new Date('2027-06-25T12:00:00Z'), expected: ROLE.vip },
  { name: 'a VIP one millisecond before the end', role: ROLE.vip, expires: new Date(NOW.getTime() + 1), expected: ROLE.vip },
  { name: 'a VIP at the very end', role: ROLE.vip, expires: new Date(NOW.getTime()), expected: ROLE.free },
  { name: 'a VIP after the end', role: ROLE.vip, expires: '2026-06-24T12:00:00Z', expected: ROLE.free },
  { name: 'a VIP with the end as SQL text', role: ROLE.vip, expires: '2026-06-26 12:00:00+00', expected: ROLE.vip },
  { name: 'a VIP without an end date', role: ROLE.vip, expires: null, expected: ROLE.vip },
  { name: 'a VIP with an empty end date', role: ROLE.vip, expires: '', expected: ROLE.vip },
  { name: 'a VIP with an unreadable end date', role: ROLE.vip, expires: 'soon', expected: ROLE.free },
  { name: 'an agent after the end date', role: ROLE.agent, expires: '2020-01-01T00:00:00Z', expected: ROLE.agent },
  { name: 'an agent without an end date', role: ROLE.agent, expires: undefined, expected: ROLE.agent },
  { name: 'a role read from text', role: '2', expires: '2027-01-01T00:00:00Z', expected: ROLE.vip },
  { name: 'an unknown stored role', role: 9, expires: '2027-01-01T00:00:00Z', expected: ROLE.free },
];

describe('given a stored role, a VIP end date and the time', () => {
  it.each(cases)('should give $name the role $expected', ({ role, expires, expected }) => {
    expect(effectiveRole(role, expires, NOW)).toBe(expected);
  });

  it('should never raise a role: the result is the stored role or free', () => {
    fc.assert(
      fc.property(fc.constantFrom(ROLE.free, ROLE.vip, ROLE.agent), fc.option(aDate()), aDate(), (role, end, now) => {
        expect([role, ROLE.free]).toContain(effectiveRole(role, end, now));
      }),
    );
  });

  it('should keep a VIP until the end and drop them from it on (monotonic in time)', () => {
    fc.assert(
      fc.property(aDate(), fc.integer({ min: -1e12, max: 1e12 }), (end, offset) => {
        const now = new Date(end.getTime() + offset);
        expect(effectiveRole(ROLE.vip, end, now)).toBe(offset >= 0 ? ROLE.free : ROLE.vip);
      }),
    );
  });
});

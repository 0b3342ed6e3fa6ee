import { describe, expect, it } from 'vitest';
import { addCalendarYears, vipExpiryAfterCards } from './vip-expiry';

/** China time written as an instant: '2027-11-29 02:30' → 2027-11-28T18:30:00Z. */
const cn = (s: string) => new Date(`${s.replace(' ', 'T')}:00+08:00`);

const cases: Array<{ name: string; from: string; years: number; expected: string }> = [
  { name: 'a plain year', from: '2026-06-08 10:00', years: 1, expected: '2027-06-08 10:00' },
  { name: 'across a leap day (the audit case: not 365 days)', from: '2027-11-29 02:30', years: 1, expected: '2028-11-29 02:30' },
  { name: 'a China date on the day before in UTC', from: '2028-03-01 07:59', years: 1, expected: '2029-03-01 07:59' },
  { name: '29 February into a common year: 28 February', from: '2028-02-29 12:00', years: 1, expected: '2029-02-28 12:00' },
  { name: '29 February four years on: 29 February', from: '2028-02-29 12:00', years: 4, expected: '2032-02-29 12:00' },
  { name: '28 February of a leap year stays 28 February', from: '2027-02-28 09:00', years: 1, expected: '2028-02-28 09:00' },
  { name: 'new year’s eve late at night', from: '2026-12-31 23:59', years: 1, expected: '2027-12-31 23:59' },
  { name: 'two years at once', from: '2027-11-29 02:30', years: 2, expected: '2029-11-29 02:30' },
];

describe('given a VIP expiry and calendar years', () => {
  it.each(cases)('should add them in China time: $name', ({ from, years, expected }) => {
    expect(addCalendarYears(cn(from), years).toISOString()).toBe(cn(expected).toISOString());
  });

  it('should extend a valid expiry, and start from now when there is none or it has passed', () => {
    const now = cn('2026-11-28 18:00');
    expect(vipExpiryAfterCards(cn('2027-11-29 02:30'), now).toISOString()).toBe(cn('2028-11-29 02:30').toISOString());
    expect(vipExpiryAfterCards(null, now).toISOString()).toBe(cn('2027-11-28 18:00').toISOString());
    expect(vipExpiryAfterCards(cn('2026-01-01 00:00'), now).toISOString()).toBe(cn('2027-11-28 18:00').toISOString());
    expect(vipExpiryAfterCards(now, now).toISOString()).toBe(cn('2027-11-28 18:00').toISOString());
  });
});

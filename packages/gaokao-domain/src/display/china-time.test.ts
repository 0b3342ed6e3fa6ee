import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatChinaTime } from './china-time';

type Case = { name: string; value: string | null | undefined; shown: string };
const cases: Case[] = [
  { name: 'an ISO instant in UTC', value: '2026-06-07T20:05:00.000Z', shown: '2026-06-08 04:05' },
  { name: 'an instant with +08:00', value: '2026-06-08T04:05:59+08:00', shown: '2026-06-08 04:05' },
  { name: 'an instant with -0500', value: '2026-06-07T15:05:00-0500', shown: '2026-06-08 04:05' },
  { name: 'a zoneless SQL time (China time already)', value: '2026-06-01 10:00:00', shown: '2026-06-01 10:00' },
  { name: 'a zoneless ISO time', value: '2026-06-01T10:00:00', shown: '2026-06-01 10:00' },
  { name: 'an instant across the new year', value: '2026-12-31T16:30:00Z', shown: '2027-01-01 00:30' },
  { name: 'empty', value: '', shown: '' },
  { name: 'null', value: null, shown: '' },
  { name: 'undefined', value: undefined, shown: '' },
  { name: 'an unreadable zoned text', value: 'soonZ', shown: 'soonZ' },
];

describe('given a server time', () => {
  it.each(cases)('should show $name as "$shown"', ({ value, shown }) => {
    expect(formatChinaTime(value)).toBe(shown);
  });

  it('should always be 8 hours ahead of UTC for an instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const shown = formatChinaTime(d.toISOString());
        expect(new Date(`${shown.replace(' ', 'T')}:00Z`).getTime()).toBe(Math.floor((d.getTime() + 8 * 3600_000) / 60_000) * 60_000);
      }),
    );
  });
});

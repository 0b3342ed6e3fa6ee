import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contactQrType } from './contact-qr-type';

type Case = { name: string; date: Date | number; type: 1 | 2 };
const cases: Case[] = [
  { name: 'the 2nd (even)', date: new Date('2026-06-02T10:00:00+08:00'), type: 1 },
  { name: 'the 7th (odd)', date: new Date('2026-06-07T10:00:00+08:00'), type: 2 },
  { name: 'the 31st (odd)', date: new Date('2026-05-31T23:59:59+08:00'), type: 2 },
  { name: 'just after midnight in Beijing, still the 1st in UTC', date: new Date('2026-06-01T16:30:00Z'), type: 1 },
  { name: 'just before midnight in Beijing', date: new Date('2026-06-01T15:59:59Z'), type: 2 },
  { name: 'day number 10', date: 10, type: 1 },
  { name: 'day number 1', date: 1, type: 2 },
];

describe('given the date the footer loads', () => {
  it.each(cases)('should ask for type $type on $name', ({ date, type }) => {
    expect(contactQrType(date)).toBe(type);
  });
});

describe('given consecutive days', () => {
  it('should alternate between types 1 and 2 within a month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 27 }), fc.integer({ min: 0, max: 11 }), (day, month) => {
        const today = new Date(Date.UTC(2026, month, day, 4));
        const tomorrow = new Date(Date.UTC(2026, month, day + 1, 4));
        expect(contactQrType(today) + contactQrType(tomorrow)).toBe(3);
      }),
    );
  });
});

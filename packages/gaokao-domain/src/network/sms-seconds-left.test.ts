import { describe, expect, it } from 'vitest';
import { smsSecondsLeft } from './sms-seconds-left';

const sent = Date.UTC(2026, 5, 7, 8, 0, 0);

type Case = { name: string; afterMs: number; left: number };
const cases: Case[] = [
  { name: 'right after sending', afterMs: 0, left: 60 },
  { name: 'after 999 ms', afterMs: 999, left: 60 },
  { name: 'after 1 s', afterMs: 1000, left: 59 },
  { name: 'after 59.5 s', afterMs: 59_500, left: 1 },
  { name: 'after 60 s', afterMs: 60_000, left: 0 },
  { name: 'after an hour', afterMs: 3_600_000, left: 0 },
  { name: 'with a clock that went back', afterMs: -5_000, left: 60 },
];

describe('given an SMS code sent a while ago', () => {
  it.each(cases)('should leave $left seconds $name', ({ afterMs, left }) => {
    expect(smsSecondsLeft(sent, sent + afterMs)).toBe(left);
  });
});

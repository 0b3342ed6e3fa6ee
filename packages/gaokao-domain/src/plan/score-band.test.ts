import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORE_BAND, isDefaultScoreBand, readScoreBand, validateScoreBand, type ScoreBand } from './score-band';

describe('given a band from an address', () => {
  type Case = { name: string; up: string | null; down: string | null; band: ScoreBand };
  const cases: Case[] = [
    { name: 'no parameters: the defaults', up: null, down: null, band: { up: 150, down: 200 } },
    { name: 'both given', up: '30', down: '40', band: { up: 30, down: 40 } },
    { name: 'zero is a band', up: '0', down: '0', band: { up: 0, down: 0 } },
    { name: 'one side damaged keeps the other', up: 'abc', down: '40', band: { up: 150, down: 40 } },
    { name: 'negative falls back', up: '-5', down: '-1', band: { up: 150, down: 200 } },
    { name: 'blank falls back', up: ' ', down: '', band: { up: 150, down: 200 } },
    { name: 'decimals are truncated', up: '20.9', down: '7.2', band: { up: 20, down: 7 } },
    { name: 'Infinity falls back', up: 'Infinity', down: '1e400', band: { up: 150, down: 200 } },
  ];
  it.each(cases)('should read $name', ({ up, down, band }) => {
    expect(readScoreBand(up, down)).toEqual(band);
  });

  it('should read its own output back (a band written to the address comes back the same)', () => {
    for (const band of [DEFAULT_SCORE_BAND, { up: 0, down: 1 }, { up: 999, down: 3 }]) {
      expect(readScoreBand(String(band.up), String(band.down))).toEqual(band);
    }
  });
});

describe('given a band typed into 智能筛选', () => {
  type Case = { name: string; up: string | number | null; down: string | number | null; result: ReturnType<typeof validateScoreBand> };
  const cases: Case[] = [
    { name: 'two numbers', up: '100', down: '120', result: { ok: true, band: { up: 100, down: 120 } } },
    { name: 'numbers as numbers', up: 10, down: 0, result: { ok: true, band: { up: 10, down: 0 } } },
    { name: 'an empty side', up: '', down: '120', result: { ok: false, message: '请输入数字' } },
    { name: 'a missing side', up: 100, down: null, result: { ok: false, message: '请输入数字' } },
    { name: 'letters', up: 'x', down: '1', result: { ok: false, message: '请输入数字' } },
    { name: 'a negative side', up: '-1', down: '1', result: { ok: false, message: '请输入数字' } },
    { name: 'decimals truncated', up: '1.5', down: '2.9', result: { ok: true, band: { up: 1, down: 2 } } },
  ];
  it.each(cases)('should answer $name', ({ up, down, result }) => {
    expect(validateScoreBand(up, down)).toEqual(result);
  });
});

describe('isDefaultScoreBand', () => {
  it.each([
    { name: 'the default', band: { up: 150, down: 200 }, is: true },
    { name: 'another up', band: { up: 140, down: 200 }, is: false },
    { name: 'another down', band: { up: 150, down: 190 }, is: false },
  ])('should say $is for $name', ({ band, is }) => {
    expect(isDefaultScoreBand(band)).toBe(is);
  });
});

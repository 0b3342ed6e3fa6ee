import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillableCount, oneKeyFill } from './one-key-fill';
import type { FillCandidate } from './types';

type Row = FillCandidate & { name: string };
const row = (name: string, yugu_score: FillCandidate['yugu_score'], is_result: FillCandidate['is_result'] = 0): Row => ({
  name,
  code: `C${name}`,
  specialty_code: `S${name}`,
  yugu_score,
  is_result,
});
/** Lines 650, 640, …, 550. */
const ELEVEN = Array.from({ length: 11 }, (_, i) => row(String(650 - 10 * i), 650 - 10 * i));
const names = (rows: Row[]): string[] => rows.map((r) => r.name);

describe('oneKeyFill', () => {
  const cases: Array<{ name: string; rows: Row[]; count: number; listSize?: number; picked: string[] }> = [
    { name: 'five of 650…550: step 20 → 650, 630, 610, 590, 570', rows: ELEVEN, count: 5, picked: ['650', '630', '610', '590', '570'] },
    { name: 'four of 650…550: step 25, ties go to the higher line → 650, 630, 600, 580', rows: ELEVEN, count: 4, picked: ['650', '630', '600', '580'] },
    { name: 'one: the highest line', rows: ELEVEN, count: 1, picked: ['650'] },
    { name: 'all eleven', rows: ELEVEN, count: 11, picked: names(ELEVEN) },
    { name: 'more than there are: every eligible row', rows: ELEVEN, count: 50, picked: names(ELEVEN) },
    {
      name: 'rows already on the list are skipped: 630 on the list → 650, 640, 610, 590, 570',
      rows: ELEVEN.map((r) => (r.name === '630' ? { ...r, is_result: 1 } : r)),
      count: 5,
      picked: ['650', '640', '610', '590', '570'],
    },
    {
      name: 'a cluster at the top: 700, 699, 698, 500 → targets 700, 633.3, 566.7 → 700, 698, 500',
      rows: [row('700', 700), row('699', 699), row('698', 698), row('500', 500)],
      count: 3,
      picked: ['700', '698', '500'],
    },
    {
      name: 'short of lines: the rest from the leftover, rows without a line last and in their order',
      rows: [row('A', null), row('650', 650), row('B', ''), row('600', '600')],
      count: 3,
      picked: ['650', '600', 'A'],
    },
    { name: 'only two fit beside 94 rows: step 50 → 650, 600', rows: ELEVEN, count: 5, listSize: 94, picked: ['650', '600'] },
    { name: 'nothing fits beside 96 rows', rows: ELEVEN, count: 5, listSize: 96, picked: [] },
    { name: 'a count of 0', rows: ELEVEN, count: 0, picked: [] },
    { name: 'a negative count', rows: ELEVEN, count: -3, picked: [] },
    { name: 'a fractional count is truncated', rows: ELEVEN, count: 2.9, picked: ['650', '600'] },
    { name: 'no candidates', rows: [], count: 5, picked: [] },
    {
      name: 'equal lines: the earlier row first',
      rows: [row('a', 600), row('b', 600), row('c', 600)],
      count: 2,
      picked: ['a', 'b'],
    },
    {
      name: 'string lines from the wire: step 16.25 → targets 612.5, 596.25 → 612.5, 601',
      rows: [row('x', '612.5'), row('y', '580'), row('z', ' 601 ')],
      count: 2,
      picked: ['x', 'z'],
    },
  ];
  it.each(cases)('$name', ({ rows, count, listSize, picked }) => {
    expect(names(oneKeyFill(rows, count, listSize))).toEqual(picked);
  });

  it.each([
    { name: 'is_result 1', flag: 1 },
    { name: "is_result '1'", flag: '1' },
    { name: 'is_result true', flag: true },
  ])('should treat $name as already on the list', ({ flag }) => {
    expect(names(oneKeyFill([row('650', 650, flag), row('600', 600)], 2))).toEqual(['600']);
  });

  it('should treat a pair as on the list when any of its rows says so', () => {
    const listedTwin = { ...row('650', 650), name: 'twin', is_result: 1 };
    expect(names(oneKeyFill([row('650', 650), listedTwin, row('600', 600)], 3))).toEqual(['600']);
  });

  it('should never pick the same code and specialty_code twice', () => {
    const twin = { ...row('650', 650), name: 'twin' };
    expect(names(oneKeyFill([row('650', 650), twin, row('600', 600)], 3))).toEqual(['650', '600']);
  });

  const arbRow = fc.record({
    code: fc.integer({ min: 1, max: 30 }),
    specialty_code: fc.integer({ min: 1, max: 5 }),
    yugu_score: fc.option(fc.integer({ min: 150, max: 750 }), { nil: null }),
    is_result: fc.constantFrom(0, 1),
  });

  it('should never pick more than asked, a repeat, a listed row, or more than the list has room for', () => {
    fc.assert(
      fc.property(fc.array(arbRow, { maxLength: 200 }), fc.integer({ min: -5, max: 150 }), fc.integer({ min: 0, max: 96 }), (rows, count, listSize) => {
        const picked = oneKeyFill(rows, count, listSize);
        const keys = picked.map((r) => `${r.code}/${r.specialty_code}`);
        const listed = new Set(rows.filter((r) => r.is_result === 1).map((r) => `${r.code}/${r.specialty_code}`));
        const eligible = new Set(rows.map((r) => `${r.code}/${r.specialty_code}`).filter((k) => !listed.has(k)));
        expect(picked.length).toBeLessThanOrEqual(Math.max(0, count));
        expect(listSize + picked.length).toBeLessThanOrEqual(96);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.some((k) => listed.has(k))).toBe(false);
        // It fills as far as it may: the asked count, the room, or the eligible rows, whichever is least.
        expect(picked.length).toBe(Math.min(Math.max(0, count), 96 - listSize, eligible.size));
      }),
    );
  });

  it('should always include the highest line and return lines highest first', () => {
    fc.assert(
      fc.property(fc.array(arbRow, { minLength: 1, maxLength: 100 }), fc.integer({ min: 1, max: 96 }), (rows, count) => {
        const picked = oneKeyFill(rows, count);
        const lines = picked.map((r) => r.yugu_score).filter((s): s is number => s !== null);
        expect(lines).toEqual([...lines].sort((a, b) => b - a));
        // A pair on the list in any row is out; otherwise the first row of each pair is the one that counts.
        const listed = new Set(rows.filter((r) => r.is_result === 1).map((r) => `${r.code}/${r.specialty_code}`));
        const first = new Map<string, (typeof rows)[number]>();
        for (const r of rows) if (!first.has(`${r.code}/${r.specialty_code}`)) first.set(`${r.code}/${r.specialty_code}`, r);
        const eligibleLines = [...first.entries()]
          .filter(([k, r]) => !listed.has(k) && r.yugu_score !== null)
          .map(([, r]) => r)
          .map((r) => r.yugu_score as number);
        if (eligibleLines.length > 0) expect(lines[0]).toBe(Math.max(...eligibleLines));
      }),
    );
  });
});

describe('fillableCount', () => {
  const r = (code: string, major: string, is_result?: FillCandidate['is_result']): FillCandidate => ({ code, specialty_code: major, yugu_score: 600, is_result });
  it.each([
    { name: 'nothing', rows: [], n: 0 },
    { name: 'a pair once each', rows: [r('1', 'a'), r('2', 'b')], n: 2 },
    { name: 'a pair twice counts once', rows: [r('2', 'b'), r('2', 'b')], n: 1 },
    { name: 'a pair on the list (1, "1" or true)', rows: [r('1', 'a', 1), r('2', 'b', '1'), r('3', 'c', true), r('4', 'd', '0')], n: 1 },
    { name: 'a pair flagged on the list in another of its rows', rows: [r('1', 'a'), r('1', 'a', 1)], n: 0 },
  ])('$name → $n', ({ rows, n }) => expect(fillableCount(rows)).toBe(n));

  it('should count what oneKeyFill can pick at most', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ code: fc.constantFrom('1', '2', '3'), specialty_code: fc.constantFrom('a', 'b'), yugu_score: fc.integer({ min: 400, max: 700 }), is_result: fc.constantFrom(0, 1) }), { maxLength: 30 }), (rows) => {
        expect(oneKeyFill(rows, 96)).toHaveLength(fillableCount(rows));
      }),
    );
  });
});

describe('oneKeyFill closest to a score (the default fill’s 保)', () => {
  const cases: Array<{ name: string; rows: Row[]; count: number; near: number; picked: string[] }> = [
    { name: 'three nearest 585 of 650…550: 590, 580, 600 (ties: the higher line)', rows: ELEVEN, count: 3, near: 585, picked: ['600', '590', '580'] },
    { name: 'below the lowest: the lowest lines', rows: ELEVEN, count: 2, near: 500, picked: ['560', '550'] },
    { name: 'a row on the list is skipped', rows: ELEVEN.map((r) => (r.name === '590' ? { ...r, is_result: 1 } : r)), count: 2, near: 585, picked: ['600', '580'] },
  ];
  it.each(cases)('$name', ({ rows, count, near, picked }) => {
    expect(names(oneKeyFill(rows, count, 0, 96, undefined, near))).toEqual(picked);
  });

  it('should skip a college at its cap for the next closest', () => {
    const rows = [row('590', 590), { ...row('588', 588), code: 'C590' }, row('570', 570)];
    expect(names(oneKeyFill(rows, 2, 0, 96, { max: 1, taken: new Map() }, 600))).toEqual(['590', '570']);
  });
});

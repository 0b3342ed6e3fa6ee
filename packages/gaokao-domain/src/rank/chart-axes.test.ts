import { describe, expect, it } from 'vitest';
import { onScoreAxis, rankAxisMax, SCORE_AXIS, scoreAxisTicks } from './chart-axes';

describe('the chart axes', () => {
  it('should run the score axis from 150 to 700', () => {
    expect(SCORE_AXIS).toEqual([150, 700]);
  });

  type AxisCase = { name: string; first: number | null | undefined; own?: number | null; max: number };
  const rankCases: AxisCase[] = [
    { name: 'first rank 12', first: 12, max: 5012 },
    { name: 'first rank 0', first: 0, max: 5000 },
    { name: 'no pairs', first: undefined, max: 5000 },
    { name: 'null', first: null, max: 5000 },
    { name: 'NaN', first: Number.NaN, max: 5000 },
    { name: 'the student at 35,971', first: 1, own: 35971, max: 40971 },
    { name: 'the student at 35,971 and no pairs', first: undefined, own: 35971, max: 40971 },
    { name: 'no own rank (null)', first: 12, own: null, max: 5012 },
    { name: 'an own rank of 0 (unknown)', first: 12, own: 0, max: 5012 },
    { name: 'an own rank before the first pair', first: 300, own: 100, max: 5300 },
  ];
  it.each(rankCases)('should end the rank axis at $max for $name', ({ first, own, max }) => {
    expect(rankAxisMax(first, own)).toBe(max);
  });

  const scoreCases: { name: string; score: number; on: boolean }[] = [
    { name: 'below', score: 149, on: false },
    { name: 'the low end', score: 150, on: true },
    { name: 'inside', score: 560, on: true },
    { name: 'the high end', score: 700, on: true },
    { name: 'above', score: 701, on: false },
  ];
  it.each(scoreCases)('should say $on for a score $name the axis', ({ score, on }) => {
    expect(onScoreAxis(score)).toBe(on);
  });
});

describe('the score axis ticks', () => {
  it.each([
    { step: 100, ticks: [150, 250, 350, 450, 550, 650, 700] },
    { step: 150, ticks: [150, 300, 450, 600, 700] },
    { step: 550, ticks: [150, 700] },
    { step: 1000, ticks: [150, 700] },
  ])('should tick every $step points and the end', ({ step, ticks }) => {
    expect(scoreAxisTicks(step)).toEqual(ticks);
  });
  it('should refuse a step that is not positive', () => {
    expect(() => scoreAxisTicks(0)).toThrow(RangeError);
    expect(() => scoreAxisTicks(-50)).toThrow(RangeError);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RankTable } from '../rank/types';
import { lineRank } from '../rank/line-rank';
import {
  BLEND_PRIOR_YEARS,
  BLEND_WEIGHTS,
  blendError,
  blendLine,
  blendPrediction,
  borrowedBlendWeight,
  ownBlendWeight,
  pooledBlendWeight,
  sliceBlendWeight,
  withBlend,
  type BlendFold,
} from './line-blend';
import type { FittedModel, RankPrediction } from './rank-types';

/** Folds where the model is off by `model` points and last year's line by `naive` points, `n` units a year. */
const folds = (years: number[], model: number, naive: number, n = 4): BlendFold[] =>
  years.flatMap((year) => Array.from({ length: n }, (_, i) => ({ year, model: 600 + i + model, naive: 600 + i + naive, actual: 600 + i })));

describe('blendLine', () => {
  it.each([
    { name: 'w = 1: the model', w: 1, model: 610, naive: 600, line: 610 },
    { name: 'w = 0: last year’s line', w: 0, model: 610, naive: 600, line: 600 },
    { name: 'w = 0.7', w: 0.7, model: 610, naive: 600, line: 607 },
    { name: 'rounded to a point', w: 0.25, model: 602, naive: 600, line: 601 },
  ])('$name', ({ w, model, naive, line }) => {
    expect(blendLine(w, model, naive)).toBe(line);
  });

  it('should lie between the two lines', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BLEND_WEIGHTS), fc.integer({ min: 100, max: 750 }), fc.integer({ min: 100, max: 750 }), (w, a, b) => {
        const line = blendLine(w, a, b);
        expect(line).toBeGreaterThanOrEqual(Math.min(a, b));
        expect(line).toBeLessThanOrEqual(Math.max(a, b));
      }),
    );
  });
});

describe('ownBlendWeight (a slice’s own leave-one-year-out choice)', () => {
  it.each([
    { name: 'no folds (one year of results): none', folds: [], own: null },
    { name: 'the model right, last year’s line off: w = 1', folds: folds([2023], 0, 10), own: { weight: 1, years: 1 } },
    { name: 'last year’s line right, the model off: w = 0', folds: folds([2023, 2024], 12, 0), own: { weight: 0, years: 2 } },
    { name: 'both right: a tie goes to the model', folds: folds([2023], 0, 0), own: { weight: 1, years: 1 } },
    {
      name: 'errors on opposite sides: the weight that cancels them (model +3, naive −7 → w 0.7)',
      folds: folds([2022, 2023, 2024], 3, -7),
      own: { weight: 0.7, years: 3 },
    },
  ])('$name', ({ folds: f, own }) => {
    expect(ownBlendWeight(f)).toEqual(own);
  });

  it('should choose the weight with the least error of the grid', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ year: fc.integer({ min: 2020, max: 2024 }), model: fc.integer({ min: 500, max: 700 }), naive: fc.integer({ min: 500, max: 700 }), actual: fc.integer({ min: 500, max: 700 }) }), { minLength: 1, maxLength: 30 }),
        (f) => {
          const own = ownBlendWeight(f);
          expect(own).not.toBeNull();
          for (const w of BLEND_WEIGHTS) expect(blendError(f, own?.weight ?? 1)).toBeLessThanOrEqual(blendError(f, w));
        },
      ),
    );
  });
});

describe('pooledBlendWeight (across slices, each slice counting once)', () => {
  it.each([
    { name: 'no slice with folds: none', slices: [[], []], pooled: null },
    { name: 'one slice: its own choice', slices: [folds([2023], 12, 0), []], pooled: 0 },
    // A slice of 400 units where the model is right does not outvote one of 4 where last year's line is: each counts once.
    { name: 'a large slice does not stand for the others', slices: [folds([2023], 0, 10, 400), folds([2023], 10, 0, 4)], pooled: 1 },
    { name: 'slices that disagree, two of three for the model: the weight best on average', slices: [folds([2023], 0, 10), folds([2023], 10, 0), folds([2023], 0, 10)], pooled: 1 },
  ])('$name', ({ slices, pooled }) => {
    expect(pooledBlendWeight(slices)).toBe(pooled);
  });
});

describe('sliceBlendWeight (own choice shrunk towards the pooled one)', () => {
  it.each([
    { name: 'one year of results: the pooled weight', own: null, pooled: 0.8, w: 0.8 },
    { name: 'nothing anywhere: the model alone', own: null, pooled: null, w: 1 },
    { name: 'nothing pooled: the slice’s own', own: { weight: 0.4, years: 1 }, pooled: null, w: 0.4 },
    { name: 'one fold year: halfway to the pooled weight', own: { weight: 0.4, years: 1 }, pooled: 1, w: 0.7 },
    { name: 'three fold years: mostly its own', own: { weight: 0.2, years: 3 }, pooled: 1, w: 0.4 },
    { name: 'own and pooled agree', own: { weight: 0.9, years: 2 }, pooled: 0.9, w: 0.9 },
  ])('$name', ({ own, pooled, w }) => {
    expect(sliceBlendWeight(own, pooled)).toBeCloseTo(w, 10);
  });

  it('should move towards the slice’s own weight with each fold year', () => {
    const ws = [1, 2, 3, 4].map((years) => sliceBlendWeight({ weight: 0, years }, 1));
    for (let i = 1; i < ws.length; i++) expect(ws[i]).toBeLessThan(ws[i - 1] as number);
    expect(sliceBlendWeight({ weight: 0, years: 1 }, 1)).toBeCloseTo(BLEND_PRIOR_YEARS / (1 + BLEND_PRIOR_YEARS), 10);
  });
});

const table: RankTable = Array.from({ length: 301 }, (_, i) => ({ score: 700 - i, count: 10 + i, cumulative: 0 })).map((r, i, all) => ({
  ...r,
  cumulative: all.slice(0, i + 1).reduce((s, x) => s + x.count, 0),
}));

const prediction = (yuguScore: number, latestScore: number | null): RankPrediction => ({
  key: 'k',
  yuguScore,
  yuguSeat: lineRank(table, yuguScore) - 3,
  cls: 'k1|h1|large',
  latestYear: 2024,
  latestRank: 1000,
  latestScore,
});

describe('blendPrediction', () => {
  it('should keep the model’s prediction at w = 1, without last year’s score, or when the blend is the model’s line', () => {
    const p = prediction(610, 600);
    expect(blendPrediction(p, 1, table)).toBe(p);
    expect(blendPrediction(prediction(610, null), 0.5, table)).toEqual(prediction(610, null));
    expect(blendPrediction(prediction(610, 610), 0.5, table)).toEqual(prediction(610, 610));
  });

  it('should give the blended line with its 位次 in the target table', () => {
    const b = blendPrediction(prediction(610, 600), 0.7, table);
    expect(b.yuguScore).toBe(607);
    expect(b.yuguSeat).toBe(lineRank(table, 607));
  });
});

describe('withBlend', () => {
  const model: FittedModel = { params: [0, 0, 0, 0], fittedYears: [2023], n: 8, residuals: new Map(), worstYearShift: 0, folds: folds([2023], 12, 0) };
  it.each([
    { name: 'its own folds shrunk towards the pooled weight', pooled: 1, borrowed: undefined, w: 0.5 },
    { name: 'nothing pooled: its own folds', pooled: null, borrowed: undefined, w: 0 },
    { name: 'a borrowed model: neither its lender’s folds nor the pooled weight, but earlier borrowed years’', pooled: 0.9, borrowed: [folds([2024], 3, -7)], w: 0.7 },
    { name: 'a borrowed model with no earlier borrowed year: the model alone, whatever is pooled', pooled: 0.9, borrowed: [], w: 1 },
  ])('$name', ({ pooled, borrowed, w }) => {
    expect(withBlend(model, pooled, borrowed).blendWeight).toBeCloseTo(w, 10);
  });
});

describe('borrowedBlendWeight (a borrowed model’s weight from earlier borrowed predictions)', () => {
  it.each([
    { name: 'no earlier borrowed year: the model alone', borrowed: [], w: 1 },
    { name: 'years without units are left out', borrowed: [[]], w: 1 },
    { name: 'the borrowed model right, last year’s line off: w = 1', borrowed: [folds([2024], 0, 10)], w: 1 },
    { name: 'last year’s line right, the borrowed model off: w = 0', borrowed: [folds([2024], 12, 0)], w: 0 },
    {
      // Each set-year counts once: a large set (40 units leaning to last year's line) does not outvote a small one.
      name: 'each earlier borrowed set-year counts once, whatever its size',
      borrowed: [folds([2024], 4, -6, 40), folds([2024], 0, 10, 4)],
      w: 1,
    },
    { name: 'errors on opposite sides: the weight that cancels them (model +3, naive −7 → w 0.7)', borrowed: [folds([2024], 3, -7)], w: 0.7 },
  ])('$name', ({ borrowed, w }) => {
    expect(borrowedBlendWeight(borrowed)).toBeCloseTo(w, 10);
  });

  it('should be a weight of the grid, whatever the folds', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -20, max: 20 })), { maxLength: 4 }), (errors) => {
        const w = borrowedBlendWeight(errors.map(([m, n]) => folds([2024], m, n)));
        expect(BLEND_WEIGHTS).toContain(w);
      }),
    );
  });
});

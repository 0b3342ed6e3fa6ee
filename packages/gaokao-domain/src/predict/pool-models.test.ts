import { describe, expect, it } from 'vitest';
import { poolModels, withBorrowedErrors } from './pool-models';
import { lowerBound } from './rank-quantiles';
import type { FittedModel, ModelParams, ResidualClass, YearError } from './rank-types';
import { yearShiftDraws } from './year-shift';

const model = (params: ModelParams, n: number, residuals: number[], worstYearShift: number, years: number[]): FittedModel => ({
  params,
  n,
  fittedYears: years,
  residuals: new Map([
    ['all', residuals],
    ['k1|h1|na', residuals],
  ]),
  worstYearShift,
});

describe('poolModels (a slice with nothing to fit borrows across provinces)', () => {
  const a = model([0.1, 0, 0, 0.2], 300, [-0.2, 0, 0.1], -0.05, [2022, 2023]);
  const b = model([-0.1, 0.3, 0, 0], 100, [-0.5, 0.4], -0.2, [2024]);
  const none = model([9, 9, 9, 9], 0, [], -1, []);
  const cases: Array<{ name: string; models: FittedModel[]; params: number[]; n: number; all: number[]; shift: number; years: number[] }> = [
    { name: 'one model: itself', models: [a], params: [0.1, 0, 0, 0.2], n: 300, all: [-0.2, 0, 0.1], shift: -0.05, years: [2022, 2023] },
    { name: 'θ weighted by fitted pairs, residuals together, the worst shift', models: [a, b], params: [0.05, 0.075, 0, 0.15], n: 400, all: [-0.5, -0.2, 0, 0.1, 0.4], shift: -0.2, years: [2022, 2023, 2024] },
    { name: 'a model fitted on nothing is left out', models: [a, none], params: [0.1, 0, 0, 0.2], n: 300, all: [-0.2, 0, 0.1], shift: -0.05, years: [2022, 2023] },
    { name: 'nothing fitted: nothing', models: [none], params: [0, 0, 0, 0], n: 0, all: [], shift: 0, years: [] },
  ];
  it.each(cases)('$name', ({ models, params, n, all, shift, years }) => {
    const p = poolModels(models);
    p.params.forEach((x, i) => expect(x).toBeCloseTo(params[i] as number, 10));
    expect(p.n).toBe(n);
    expect(p.residuals.get('all') ?? []).toEqual(all);
    expect(p.worstYearShift).toBe(shift);
    expect(p.fittedYears).toEqual(years);
  });

  it('leaves the pooled models as they were', () => {
    poolModels([a, b]);
    expect(a.residuals.get('all')).toEqual([-0.2, 0, 0.1]);
  });
});

describe('withBorrowedErrors (a borrowed model’s errors from earlier borrowed predictions)', () => {
  const pooled = model([0.1, 0, 0, 0.2], 300, [-0.05, 0, 0.05], -0.01, [2022, 2023]);
  const errors = (values: number[], cls: ResidualClass = 'k1|h1|na'): YearError[] => values.map((error) => ({ cls, error }));
  const all = (m: FittedModel) => [...(m.residuals.get('all') ?? [])];

  it.each([
    { name: 'no earlier borrowed year: the model as pooled', years: [] as YearError[][] },
    { name: 'earlier years without a unit: the model as pooled', years: [[], []] as YearError[][] },
  ])('$name', ({ years }) => {
    expect(withBorrowedErrors(pooled, years)).toBe(pooled);
  });

  it('leaves a model fitted on nothing as it is', () => {
    const none = model([0, 0, 0, 0], 0, [], 0, []);
    expect(withBorrowedErrors(none, [errors([-1, 0, 1])])).toBe(none);
  });

  it.each([
    { name: 'one year: its errors as they are, θ and years kept', years: [[-0.6, 0.1, 0]], all: [-0.6, 0, 0.1] },
    { name: 'two years: all their errors together', years: [[-0.6, 0.1], [0.3, -0.2, 0]], all: [-0.6, -0.2, 0, 0.1, 0.3] },
  ])('without a spread — $name', ({ years, all: expected }) => {
    const m = withBorrowedErrors(
      pooled,
      years.map((y) => errors(y)),
    );
    expect(all(m)).toEqual(expected);
    expect(m.residuals.get('k1|h1|na')).toEqual(expected);
    expect(m.params).toEqual(pooled.params);
    expect(m.fittedYears).toEqual(pooled.fittedYears);
    expect(m.n).toBe(pooled.n);
  });

  it('keeps each error in its own class', () => {
    const m = withBorrowedErrors(pooled, [[...errors([-0.4], 'k1|h1|small'), ...errors([0.2, 0.3], 'k1|h2+|large')]]);
    expect(m.residuals.get('k1|h1|small')).toEqual([-0.4]);
    expect(m.residuals.get('k1|h2+|large')).toEqual([0.2, 0.3]);
    expect(all(m)).toEqual([-0.4, 0.2, 0.3]);
  });

  it('takes each year about its own median plus every draw of the year-level shift when the model carries a spread', () => {
    const m = withBorrowedErrors({ ...pooled, yearSpread: 0.05 }, [errors([0.1, 0.2, 0.6])]);
    const draws = yearShiftDraws(0.05);
    const expected = [-0.1, 0, 0.4].flatMap((e) => draws.map((d) => e + d)).sort((a, b) => a - b);
    all(m).forEach((x, i) => expect(x).toBeCloseTo(expected[i] as number, 12));
    expect(m.yearSpread).toBe(0.05);
  });

  it('widens the 1 % bound to the heavy tail earlier borrowed years showed, and moves it by the worst year', () => {
    // 200 errors a year: one calm year, one in which a tenth of the units rose far above their predicted line.
    const calm = Array.from({ length: 200 }, (_, i) => (i - 100) / 1000);
    const heavy = Array.from({ length: 200 }, (_, i) => (i < 20 ? -1 + i / 100 : (i - 100) / 1000));
    const m = withBorrowedErrors(pooled, [errors(calm), errors(heavy)]);
    const bound = lowerBound(all(m), 0.01);
    expect(bound).toBeLessThan(-0.9);
    expect(bound).toBeLessThan(lowerBound(all(pooled), 0.01));
    expect(m.worstYearShift).toBeCloseTo(Math.min(0, lowerBound([...heavy].sort((a, b) => a - b), 0.01) - bound), 12);
    expect(m.worstYearShift).toBeLessThanOrEqual(0);
  });
});

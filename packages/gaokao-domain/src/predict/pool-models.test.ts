import { describe, expect, it } from 'vitest';
import { poolModels } from './pool-models';
import type { FittedModel, ModelParams } from './rank-types';

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

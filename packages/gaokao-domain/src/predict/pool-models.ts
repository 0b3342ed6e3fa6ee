import type { FittedModel, ModelParams, ResidualClass } from './rank-types';
import { ZERO_PARAMS } from './rank-types';

/**
 * A model pooled across slices (provinces and subject groups), for a slice with nothing of its own to fit (one year
 * of results): θ is the mean of the slices' θ weighted by their fitted pairs, the residuals of every class are all
 * the slices' residuals together, and the worst-year shift is the worst of theirs. A slice thus borrows what holds
 * across provinces rather than one province's model. Models fitted on nothing are left out; none left: nothing
 * fitted (n = 0).
 */
export function poolModels(models: readonly FittedModel[]): FittedModel {
  const fitted = models.filter((m) => m.n > 0);
  const n = fitted.reduce((s, m) => s + m.n, 0);
  if (n === 0) return { params: ZERO_PARAMS, fittedYears: [], n: 0, residuals: new Map(), worstYearShift: 0 };
  const params = ZERO_PARAMS.map((_, i) => fitted.reduce((s, m) => s + (m.params[i] as number) * m.n, 0) / n) as unknown as ModelParams;
  const residuals = new Map<ResidualClass | 'all', number[]>();
  for (const m of fitted) {
    for (const [cls, list] of m.residuals) {
      const into = residuals.get(cls) ?? [];
      for (const x of list) into.push(x);
      residuals.set(cls, into);
    }
  }
  for (const list of residuals.values()) list.sort((a, b) => a - b);
  const spread = fitted.find((m) => m.yearSpread !== undefined)?.yearSpread;
  const degrees = fitted.find((m) => m.yearShiftDegrees !== undefined)?.yearShiftDegrees;
  return {
    params,
    fittedYears: [...new Set(fitted.flatMap((m) => m.fittedYears))].sort((a, b) => a - b),
    n,
    residuals,
    worstYearShift: Math.min(0, ...fitted.map((m) => m.worstYearShift)),
    // The models of one backtest or season share one spread (each residual then stands for its draws).
    ...(spread === undefined ? {} : { yearSpread: spread }),
    ...(degrees === undefined ? {} : { yearShiftDegrees: degrees }),
  };
}

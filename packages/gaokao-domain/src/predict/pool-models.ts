import { lowerBound, median, SAFETY_CONFIDENCE } from './rank-quantiles';
import type { FittedModel, ModelParams, ResidualClass, YearError } from './rank-types';
import { ZERO_PARAMS } from './rank-types';
import { yearShiftDraws } from './year-shift';

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

/**
 * A borrowed model's uncertainty from what borrowing has done before: a slice with nothing of its own to fit is
 * predicted by a model pooled from other slices, and the errors that stand for it are those of earlier years that
 * were predicted the same way — another slice's year, with nothing of its own before it, predicted by the model pooled
 * from the others before that year (rank-model.ts `yearErrors`) — rather than the in-sample residuals of the slices
 * it borrows from, which never saw a province move under a model that was not its own. `years`: one list of errors
 * per such earlier year. Each year's errors are taken about their own median plus the year-level shift's draws when
 * the model carries a spread (year-shift.ts), as fitRankModel takes a fitted year's; without a spread, as they are.
 * The worst-year shift is that of the worst of those years, as in fitRankModel. No earlier year: the model unchanged.
 */
export function withBorrowedErrors(model: FittedModel, years: ReadonlyArray<readonly YearError[]>): FittedModel {
  const seen = years.filter((y) => y.length > 0);
  if (seen.length === 0 || model.n === 0) return model;
  const draws = model.yearSpread === undefined ? null : yearShiftDraws(model.yearSpread, model.yearShiftDegrees ?? null);
  const residuals = new Map<ResidualClass | 'all', number[]>();
  const push = (k: ResidualClass | 'all', e: number) => {
    const list = residuals.get(k) ?? [];
    list.push(e);
    residuals.set(k, list);
  };
  const bounds: number[] = [];
  for (const errors of seen) {
    const shock = median(errors.map((e) => e.error));
    for (const { cls, error } of errors) {
      for (const v of draws === null ? [error] : draws.map((d) => error - shock + d)) {
        push(cls, v);
        push('all', v);
      }
    }
    bounds.push(lowerBound(errors.map((e) => e.error).sort((a, b) => a - b), 1 - SAFETY_CONFIDENCE));
  }
  for (const list of residuals.values()) list.sort((a, b) => a - b);
  const pooled = lowerBound(residuals.get('all') ?? [0], 1 - SAFETY_CONFIDENCE);
  return { ...model, residuals, worstYearShift: Math.min(0, ...bounds.map((b) => b - pooled)) };
}

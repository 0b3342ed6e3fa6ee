import { lineRank } from '../rank/line-rank';
import type { RankTable } from '../rank/types';
import type { BlendFold, FittedModel, RankPrediction } from './rank-types';

export type { BlendFold } from './rank-types';

/*
 * The predicted line as a blend of the rank model and last year's line (naive):
 *
 *   line = round(w · model + (1 − w) · naive)
 *
 * The weight w is chosen per slice (province × subject group) from the slice's own leave-one-year-out errors: every
 * fitted year t before the target year is predicted by the model fitted on the other fitted years (rank-model.ts), and
 * w is the weight of {@link BLEND_WEIGHTS} with the smallest mean absolute error over those folds (ties: the larger w,
 * the model). Where the ranks of a province move with its cohort (the field grew and the lines kept their scores),
 * the naive line wins those folds and w falls towards 0 by itself. A slice's own choice is shrunk towards the weight
 * pooled across every slice with folds (each slice counting once, so one large province does not stand for the
 * others): w = (Y · w_own + K · w_pooled) / (Y + K), Y the slice's fold years and K = {@link BLEND_PRIOR_YEARS}. A slice
 * with one year of results has no fold and takes the pooled weight; nothing pooled either: w = 1 (the model alone).
 *
 * A model borrowed from other slices (a slice with nothing of its own to fit, predicted by the model pooled from the
 * others, pool-models.ts) takes its weight from folds of the same kind: earlier years that were themselves predicted
 * by a model borrowed from other slices, each beside its last year's line ({@link borrowedBlendWeight}). A slice's own
 * folds say how a model fitted on that province compares with last year's line there; they do not say how a model
 * fitted elsewhere compares with it on a province it has never seen. No such earlier year: the model alone (w = 1),
 * as for a slice with no evidence at all.
 */

/** The weights tried: 0, 0.1, …, 1. */
export const BLEND_WEIGHTS: readonly number[] = Array.from({ length: 11 }, (_, i) => i / 10);

/** The pooled weight counts as this many fold years of a slice's own (the prior's strength in the shrinkage). */
export const BLEND_PRIOR_YEARS = 1;

/** The blended line: round(w · model + (1 − w) · naive). */
export function blendLine(weight: number, model: number, naive: number): number {
  return Math.round(weight * model + (1 - weight) * naive);
}

/** Mean absolute error (points) of the blend with weight `weight` over folds; NaN for none. */
export function blendError(folds: readonly BlendFold[], weight: number): number {
  if (folds.length === 0) return Number.NaN;
  let sum = 0;
  for (const f of folds) sum += Math.abs(blendLine(weight, f.model, f.naive) - f.actual);
  return sum / folds.length;
}

/** The weight with the smallest mean of `errorOf` over {@link BLEND_WEIGHTS} (ties: the larger weight). */
function argmin(errorOf: (w: number) => number): number {
  let best = 1;
  let bestError = Number.POSITIVE_INFINITY;
  for (let i = BLEND_WEIGHTS.length - 1; i >= 0; i--) {
    const w = BLEND_WEIGHTS[i] as number;
    const e = errorOf(w);
    if (e < bestError - 1e-12) [best, bestError] = [w, e];
  }
  return best;
}

/** A slice's own choice: the weight and the number of fold years behind it (null without folds). */
export interface OwnBlend {
  weight: number;
  years: number;
}

/** The weight a slice's own leave-one-year-out folds choose; null without folds. */
export function ownBlendWeight(folds: readonly BlendFold[]): OwnBlend | null {
  if (folds.length === 0) return null;
  return { weight: argmin((w) => blendError(folds, w)), years: new Set(folds.map((f) => f.year)).size };
}

/**
 * The weight pooled across slices: the one with the smallest mean over slices of each slice's own fold error (slices
 * without folds left out); null when no slice has one.
 */
export function pooledBlendWeight(slices: ReadonlyArray<readonly BlendFold[]>): number | null {
  const withFolds = slices.filter((s) => s.length > 0);
  if (withFolds.length === 0) return null;
  return argmin((w) => withFolds.reduce((s, folds) => s + blendError(folds, w), 0) / withFolds.length);
}

/**
 * A borrowed model's weight: the one with the smallest mean over earlier borrowed predictions (one list of folds per
 * slice and year predicted by a model borrowed from other slices; each counts once) of their fold error; 1 (the model
 * alone) when there is none.
 */
export function borrowedBlendWeight(borrowed: ReadonlyArray<readonly BlendFold[]>): number {
  return pooledBlendWeight(borrowed) ?? 1;
}

/**
 * A slice's weight: its own choice shrunk towards the pooled weight ((Y · own + K · pooled) / (Y + K), rounded to a
 * hundredth); the pooled weight without folds of its own; 1 (the model alone) without either.
 */
export function sliceBlendWeight(own: OwnBlend | null, pooled: number | null, prior = BLEND_PRIOR_YEARS): number {
  if (own === null) return pooled ?? 1;
  if (pooled === null) return own.weight;
  return Math.round(((own.years * own.weight + prior * pooled) / (own.years + prior)) * 100) / 100;
}

/**
 * The model's prediction with its line blended with last year's (`latestScore`): the line {@link blendLine}, its rank
 * the line's 位次 in the target table (lineRank). Unchanged at w = 1, without a latest score, or when the blend is the
 * model's own line.
 */
export function blendPrediction(prediction: RankPrediction, weight: number, table: RankTable): RankPrediction {
  if (weight >= 1 || prediction.latestScore === null) return prediction;
  const score = blendLine(weight, prediction.yuguScore, prediction.latestScore);
  if (score === prediction.yuguScore) return prediction;
  return { ...prediction, yuguScore: score, yuguSeat: lineRank(table, score) };
}

/**
 * The model with its blend weight: a slice's own model, {@link sliceBlendWeight} (its leave-one-year-out folds shrunk
 * towards the pooled weight); a model borrowed from other slices (`borrowed`: the folds of earlier borrowed
 * predictions), {@link borrowedBlendWeight}.
 */
export function withBlend(model: FittedModel, pooled: number | null, borrowed?: ReadonlyArray<readonly BlendFold[]>): FittedModel {
  const blendWeight = borrowed === undefined ? sliceBlendWeight(ownBlendWeight(model.folds ?? []), pooled) : borrowedBlendWeight(borrowed);
  return { ...model, blendWeight };
}

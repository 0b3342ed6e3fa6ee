export { majorInYear, majorYear, titleWithoutRemarks } from './major-match';
export type { MajorRef, MajorYear } from './major-match';
export { predictLine } from './predict-line';
export type { HistoryYear, PredictInput, Prediction, WeightedYear } from './predict-line';
export {
  admissionProbability,
  backsProbability,
  confidentLine,
  FEATURE_NAMES,
  fitLad,
  fitRankModel,
  indexObservations,
  listedGroup,
  mateKey,
  MIN_CLASS_SIZE,
  MIN_PROBABILITY_YEARS,
  normalise,
  predictBlended,
  predictUnit,
  predictYear,
  quantile,
  recordRank,
  residualsFor,
  unitFeatures,
  unitKey,
  yearErrors,
  yearFolds,
  yearShock,
  ZERO_PARAMS,
} from './rank-model';
export type { AdmissionRecord, FittedModel, ModelParams, ObservationIndex, RankPrediction, ResidualClass, UnitFeatures, UnitOutlook, YearError } from './rank-model';
export { BAO_CONFIDENCE, backtestYear, modelFor } from './backtest';
export { poolModels, withBorrowedErrors } from './pool-models';
export { MAX_SHOWN_ECE, probabilityNote } from './probability-shown';
export type { ProbabilityNote } from './probability-shown';
export { normalQuantile, studentDistribution, studentQuantile, YEAR_SHIFT_POINTS, yearShiftDraws, yearShiftEstimate, yearShiftSpread } from './year-shift';
export type { YearShift } from './year-shift';
export { BLEND_PRIOR_YEARS, BLEND_WEIGHTS, blendError, blendLine, blendPrediction, borrowedBlendWeight, ownBlendWeight, pooledBlendWeight, sliceBlendWeight, withBlend } from './line-blend';
export type { BlendFold, OwnBlend } from './line-blend';
export { earlierGroupCode, groupLists, groupNameParts, isSubjectRequirement, keepsGroupCodes, metByCodeAlone, publishedRequirement } from './group-match';
export type { GroupLists, GroupNameParts, ListedGroup } from './group-match';
export type { BacktestInput, BacktestReport, MethodMetrics, ModelMetrics } from './backtest';
export { crossYearIdentity, groupNumber, requirementsGiven } from './college-match';
export type { MatchedIdentity, WrittenUnit } from './college-match';

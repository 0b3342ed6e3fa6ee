export { predictLine } from './predict-line';
export type { HistoryYear, PredictInput, Prediction, WeightedYear } from './predict-line';

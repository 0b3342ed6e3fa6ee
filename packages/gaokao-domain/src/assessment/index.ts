export type { HollandAnswer, HollandLetter, HollandScores, MbtiAnswer, MbtiLetter } from './types';
export { mbtiScores } from './mbti-scores';
export { mbtiType, MBTI_DIMENSIONS } from './mbti-type';
export { mbtiTies, mbtiTieNote, type MbtiTie } from './mbti-ties';
export { HOLLAND_MAX, HOLLAND_NAMES, HOLLAND_ORDER, HOLLAND_RADAR_ORDER } from './holland-names';
export { hollandScores } from './holland-scores';
export { hollandCode } from './holland-code';
export type { HollandCode } from './holland-code';

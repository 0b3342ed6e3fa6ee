import { mbtiScores } from './mbti-scores';
import type { MbtiAnswer, MbtiLetter } from './types';

/** The four MBTI dimensions, each as [first letter, second letter]; a tie goes to the second (I, N, F, P). */
export const MBTI_DIMENSIONS: ReadonlyArray<readonly [MbtiLetter, MbtiLetter]> = [
  ['E', 'I'],
  ['S', 'N'],
  ['T', 'F'],
  ['J', 'P'],
];

/**
 * The four-letter MBTI type (e.g. "INTJ") from the answers: in each dimension the letter chosen more often. A tie
 * goes to I, N, F or P, the tie rule of the MBTI manual.
 */
export function mbtiType(answers: readonly MbtiAnswer[]): string {
  const scores = mbtiScores(answers);
  return MBTI_DIMENSIONS.map(([first, second]) => (scores[first] > scores[second] ? first : second)).join('');
}

import { HOLLAND_MAX, HOLLAND_ORDER } from './holland-names';
import type { HollandAnswer, HollandLetter, HollandScores } from './types';

/**
 * The six Holland scores (R I A S E C): each 是 adds 1 to the type its question measures, 否 adds nothing. A score
 * is capped at 25, the end of the report's radar axis, so a question bank with more than 25 questions of a type
 * still draws inside the chart.
 *
 * @throws RangeError for an answer other than 是 or 否 (check answers with validateAnswers first) or an unknown type.
 */
export function hollandScores(answers: readonly HollandAnswer[]): HollandScores {
  const scores: HollandScores = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  for (const a of answers) {
    const type = a.type.trim().toUpperCase();
    if (!isHollandLetter(type)) throw new RangeError(`question ${a.sort}: type must be one of R I A S E C, got "${a.type}"`);
    const answer = a.select.trim();
    if (answer !== '是' && answer !== '否') throw new RangeError(`question ${a.sort}: answer must be 是 or 否, got "${a.select}"`);
    if (answer === '是') scores[type] = Math.min(HOLLAND_MAX, scores[type] + 1);
  }
  return scores;
}

function isHollandLetter(value: string): value is HollandLetter {
  return (HOLLAND_ORDER as readonly string[]).includes(value);
}

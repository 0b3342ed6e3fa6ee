import type { MbtiAnswer, MbtiLetter } from './types';

const LETTERS: readonly MbtiLetter[] = ['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P'];

/**
 * How many answers chose each MBTI letter: every answer adds 1 to the letter of the option chosen (select_a for A,
 * select_b for B). Letters and choices are read case-insensitively.
 *
 * @throws RangeError for a choice other than A or B (check answers with validateAnswers first) or a letter that is
 * not one of E I S N T F J P.
 */
export function mbtiScores(answers: readonly MbtiAnswer[]): Record<MbtiLetter, number> {
  const scores: Record<MbtiLetter, number> = { E: 0, I: 0, S: 0, N: 0, T: 0, F: 0, J: 0, P: 0 };
  for (const a of answers) {
    const choice = a.select.trim().toUpperCase();
    if (choice !== 'A' && choice !== 'B') throw new RangeError(`question ${a.sort}: choice must be A or B, got "${a.select}"`);
    const letter = (choice === 'A' ? a.select_a : a.select_b).trim().toUpperCase();
    if (!isMbtiLetter(letter)) throw new RangeError(`question ${a.sort}: option ${choice} scores "${letter}", not an MBTI letter`);
    scores[letter] += 1;
  }
  return scores;
}

function isMbtiLetter(value: string): value is MbtiLetter {
  return (LETTERS as readonly string[]).includes(value);
}

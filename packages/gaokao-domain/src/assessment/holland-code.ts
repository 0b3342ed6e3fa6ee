import { HOLLAND_NAMES, HOLLAND_ORDER } from './holland-names';
import type { HollandLetter, HollandScores } from './types';

/** A Holland code: the three letters (e.g. "SEC") and, for each, its Chinese name and score. */
export interface HollandCode {
  code: string;
  letters: Array<{ letter: HollandLetter; name: string; score: number }>;
}

/** The Holland code: the three highest-scoring types, highest first; equal scores keep the order R I A S E C. */
export function hollandCode(scores: HollandScores): HollandCode {
  const top = HOLLAND_ORDER.map((letter, order) => ({ letter, order, score: scores[letter] }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, 3);
  return {
    code: top.map((t) => t.letter).join(''),
    letters: top.map(({ letter, score }) => ({ letter, name: HOLLAND_NAMES[letter], score })),
  };
}

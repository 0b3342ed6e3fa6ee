/** A letter of an MBTI dimension: E/I, S/N, T/F, J/P. */
export type MbtiLetter = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P';

/** An MBTI answer: the question's letters for option A and B (wire names select_a, select_b) and the choice. */
export interface MbtiAnswer {
  sort: number;
  select_a: string;
  select_b: string;
  /** The option chosen, 'A' or 'B'. */
  select: string;
}

/** A Holland type: R 现实型, I 研究型, A 艺术型, S 社会型, E 企业型, C 常规型. */
export type HollandLetter = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';

/** A Holland answer: the type the question measures and the answer, 是 (adds 1 to that type) or 否. */
export interface HollandAnswer {
  sort: number;
  type: string;
  select: string;
}

/** The six Holland scores, each 0–25. */
export type HollandScores = Record<HollandLetter, number>;

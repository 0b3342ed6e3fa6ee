import { describe, expect, it } from 'vitest';
import { hollandCode } from './holland-code';
import { HOLLAND_RADAR_ORDER } from './holland-names';
import { hollandScores } from './holland-scores';
import { mbtiScores } from './mbti-scores';
import { mbtiType } from './mbti-type';

/**
 * One known answer sheet per test, pinned to its scores, code and radar values: the numbers the report's radar chart
 * draws come from here (the server stores hollandScores and sends them in HOLLAND_RADAR_ORDER).
 */
describe('given a known Holland answer sheet (60 statements, R I A S E C interleaved)', () => {
  const types = 'RIASEC';
  // Round by round (ten rounds of one statement per type): 是 for I in rounds 1-9, A in 1-4, S in every round,
  // E in rounds 1-6, C in rounds 1-2, R never.
  const yesUpTo: Record<string, number> = { R: 0, I: 9, A: 4, S: 10, E: 6, C: 2 };
  const sheet = Array.from({ length: 60 }, (_, i) => {
    const type = types[i % 6] as string;
    const round = Math.floor(i / 6) + 1;
    return { sort: i + 1, type, select: round <= (yesUpTo[type] as number) ? '是' : '否' };
  });

  it('should score R 0, I 9, A 4, S 10, E 6, C 2', () => {
    expect(hollandScores(sheet)).toEqual({ R: 0, I: 9, A: 4, S: 10, E: 6, C: 2 });
  });

  it('should give the code SIE with each letter translated', () => {
    expect(hollandCode(hollandScores(sheet))).toEqual({
      code: 'SIE',
      letters: [
        { letter: 'S', name: '社会型', score: 10 },
        { letter: 'I', name: '研究型', score: 9 },
        { letter: 'E', name: '企业型', score: 6 },
      ],
    });
  });

  it('should draw the radar I A E S R C as 9, 4, 6, 10, 0, 2', () => {
    const scores = hollandScores(sheet);
    expect(HOLLAND_RADAR_ORDER.map((l) => scores[l])).toEqual([9, 4, 6, 10, 0, 2]);
  });
});

describe('given a known MBTI answer sheet (48 questions, 12 per dimension)', () => {
  // Per dimension: E 8 : I 4, S 5 : N 7, T 9 : F 3, J 6 : P 6 (tie → P); option sides alternate by question.
  const wanted: Array<[string, string, number]> = [
    ['E', 'I', 8],
    ['S', 'N', 5],
    ['T', 'F', 9],
    ['J', 'P', 6],
  ];
  const sheet = wanted.flatMap(([x, y, firstCount], d) =>
    Array.from({ length: 12 }, (_, k) => {
      const flipped = k % 2 === 1;
      const chooseFirst = k < firstCount;
      const [select_a, select_b] = flipped ? [y, x] : [x, y];
      return { sort: d * 12 + k + 1, select_a, select_b, select: chooseFirst === !flipped ? 'A' : 'B' };
    }),
  );

  it('should count E 8, I 4, S 5, N 7, T 9, F 3, J 6, P 6', () => {
    expect(mbtiScores(sheet)).toEqual({ E: 8, I: 4, S: 5, N: 7, T: 9, F: 3, J: 6, P: 6 });
  });

  it('should give ENTP (the J/P tie goes to P)', () => {
    expect(mbtiType(sheet)).toBe('ENTP');
  });
});

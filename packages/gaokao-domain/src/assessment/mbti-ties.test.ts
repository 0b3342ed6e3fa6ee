import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mbtiTieNote, mbtiTies, type MbtiTie } from './mbti-ties';
import { mbtiType } from './mbti-type';
import type { MbtiAnswer, MbtiLetter } from './types';

type Scores = Partial<Record<MbtiLetter, number | string | null>>;
const cases: { name: string; scores: Scores; ties: MbtiTie[] }[] = [
  { name: 'no tie', scores: { E: 7, I: 5, S: 4, N: 8, T: 9, F: 3, J: 2, P: 10 }, ties: [] },
  { name: 'E/I 6:6', scores: { E: 6, I: 6, S: 4, N: 8, T: 9, F: 3, J: 2, P: 10 }, ties: [{ first: 'E', second: 'I', count: 6, chosen: 'I' }] },
  {
    name: 'S/N and J/P tied, as numeric text',
    scores: { E: '7', I: '5', S: '6', N: '6', T: '9', F: '3', J: '6', P: '6' },
    ties: [
      { first: 'S', second: 'N', count: 6, chosen: 'N' },
      { first: 'J', second: 'P', count: 6, chosen: 'P' },
    ],
  },
  { name: 'an unanswered dimension (0:0)', scores: { E: 7, I: 5 }, ties: [] },
];

describe('mbtiTies', () => {
  it.each(cases)('should find $name', ({ scores, ties }) => {
    expect(mbtiTies(scores)).toEqual(ties);
  });

  it('should name as chosen the letter mbtiType takes for every tied dimension', () => {
    const letters: [MbtiLetter, MbtiLetter][] = [['E', 'I'], ['S', 'N'], ['T', 'F'], ['J', 'P']];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(12), fc.nat(12)), { minLength: 4, maxLength: 4 }), (counts) => {
        const answers: MbtiAnswer[] = [];
        const scores: Scores = {};
        counts.forEach(([a, b], d) => {
          const [first, second] = letters[d]!;
          scores[first] = a;
          scores[second] = b;
          for (let i = 0; i < a; i++) answers.push({ sort: answers.length + 1, select_a: first, select_b: second, select: 'A' });
          for (let i = 0; i < b; i++) answers.push({ sort: answers.length + 1, select_a: first, select_b: second, select: 'B' });
        });
        const type = mbtiType(answers);
        for (const tie of mbtiTies(scores)) expect(type).toContain(tie.chosen);
        expect(mbtiTies(scores)).toHaveLength(counts.filter(([a, b]) => a === b && a > 0).length);
      }),
    );
  });
});

describe('mbtiTieNote', () => {
  it('should say nothing without a tie', () => {
    expect(mbtiTieNote([])).toBeUndefined();
  });

  it('should name the tied letters, their count and the rule for one tie', () => {
    expect(mbtiTieNote([{ first: 'E', second: 'I', count: 6, chosen: 'I' }])).toBe(
      'E与I各6题，持平。按MBTI手册的规则，持平时取后一个字母（I），所以类型中的这个字母只是规则的结果：你在这个维度上没有明显倾向，两种描述都可参考。',
    );
  });

  it('should name every tied dimension for two ties', () => {
    const note = mbtiTieNote([
      { first: 'S', second: 'N', count: 6, chosen: 'N' },
      { first: 'J', second: 'P', count: 5, chosen: 'P' },
    ]);
    expect(note).toBe(
      'S与N各6题，J与P各5题，持平。按MBTI手册的规则，持平时取后一个字母（N、P），所以类型中的这些字母只是规则的结果：你在这些维度上没有明显倾向，两种描述都可参考。',
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mbtiScores } from './mbti-scores';
import { MBTI_DIMENSIONS, mbtiType } from './mbti-type';
import type { MbtiAnswer } from './types';

let sort = 0;
/** One answer: the letters options A and B score, and the choice. */
const q = (select_a: string, select_b: string, select: string): MbtiAnswer => ({ sort: ++sort, select_a, select_b, select });
const times = (n: number, a: MbtiAnswer): MbtiAnswer[] => Array.from({ length: n }, () => ({ ...a }));

describe('mbtiScores', () => {
  it('should add 1 to the letter of the chosen option', () => {
    const answers = [q('E', 'I', 'A'), q('E', 'I', 'B'), q('I', 'E', 'A'), q('S', 'N', 'B'), q('T', 'F', 'A'), q('J', 'P', 'B')];
    expect(mbtiScores(answers)).toEqual({ E: 1, I: 2, S: 0, N: 1, T: 1, F: 0, J: 0, P: 1 });
  });

  it('should read letters and choices case-insensitively, ignoring spaces', () => {
    expect(mbtiScores([q(' e', 'i', 'a'), q('s', 'n ', ' b')])).toMatchObject({ E: 1, N: 1 });
  });

  it.each([
    { name: 'an unanswered question', answer: q('E', 'I', '') },
    { name: 'a choice other than A or B', answer: q('E', 'I', 'C') },
    { name: 'an option scoring no MBTI letter', answer: q('X', 'I', 'A') },
  ])('should reject $name', ({ answer }) => {
    expect(() => mbtiScores([answer])).toThrow(RangeError);
  });
});

describe('mbtiType', () => {
  it.each([
    {
      name: 'every dimension decided: ESTJ',
      answers: [q('E', 'I', 'A'), q('S', 'N', 'A'), q('T', 'F', 'A'), q('J', 'P', 'A')],
      type: 'ESTJ',
    },
    {
      name: 'options the other way round: INFP',
      answers: [q('E', 'I', 'B'), q('N', 'S', 'A'), q('F', 'T', 'A'), q('P', 'J', 'A')],
      type: 'INFP',
    },
    {
      name: 'E 3 : I 2, S 1 : N 4, T 2 : F 2 (tie → F), J 0 : P 0 (tie → P): ENFP',
      answers: [
        ...times(3, q('E', 'I', 'A')),
        ...times(2, q('E', 'I', 'B')),
        q('S', 'N', 'A'),
        ...times(4, q('S', 'N', 'B')),
        ...times(2, q('T', 'F', 'A')),
        ...times(2, q('T', 'F', 'B')),
      ],
      type: 'ENFP',
    },
    {
      name: 'ties everywhere go to I, N, F, P',
      answers: [q('E', 'I', 'A'), q('E', 'I', 'B'), q('S', 'N', 'A'), q('S', 'N', 'B'), q('T', 'F', 'A'), q('T', 'F', 'B'), q('J', 'P', 'A'), q('J', 'P', 'B')],
      type: 'INFP',
    },
    { name: 'no answers at all: every dimension tied', answers: [], type: 'INFP' },
    {
      name: 'a one-answer lead decides: ISTP',
      answers: [...times(5, q('E', 'I', 'B')), ...times(4, q('E', 'I', 'A')), q('S', 'N', 'A'), q('T', 'F', 'A')],
      type: 'ISTP',
    },
  ])('$name', ({ answers, type }) => {
    expect(mbtiType(answers)).toBe(type);
  });

  const arbAnswers = fc.array(
    fc.record({
      dim: fc.nat(3),
      flipped: fc.boolean(),
      select: fc.constantFrom('A', 'B'),
    }),
    { maxLength: 93 },
  );
  const toAnswers = (rows: Array<{ dim: number; flipped: boolean; select: string }>, invert = false): MbtiAnswer[] =>
    rows.map((r, i) => {
      const [x, y] = MBTI_DIMENSIONS[r.dim] as readonly [string, string];
      const select = invert ? (r.select === 'A' ? 'B' : 'A') : r.select;
      return r.flipped ? { sort: i + 1, select_a: y, select_b: x, select } : { sort: i + 1, select_a: x, select_b: y, select };
    });

  it('should always give one letter per dimension, in the order E/I S/N T/F J/P', () => {
    fc.assert(
      fc.property(arbAnswers, (rows) => {
        const type = mbtiType(toAnswers(rows));
        expect(type).toMatch(/^[EI][SN][TF][JP]$/);
      }),
    );
  });

  it('should flip every decided dimension when every answer is flipped', () => {
    fc.assert(
      fc.property(arbAnswers, (rows) => {
        const a = mbtiScores(toAnswers(rows));
        const type = mbtiType(toAnswers(rows));
        const flipped = mbtiType(toAnswers(rows, true));
        MBTI_DIMENSIONS.forEach(([x, y], k) => {
          if (a[x] !== a[y]) expect(flipped[k]).not.toBe(type[k]);
          else expect(flipped[k]).toBe(y);
        });
      }),
    );
  });

  it('should count every answer exactly once', () => {
    fc.assert(
      fc.property(arbAnswers, (rows) => {
        const s = mbtiScores(toAnswers(rows));
        expect(Object.values(s).reduce((a, b) => a + b, 0)).toBe(rows.length);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hollandCode } from './holland-code';
import { HOLLAND_NAMES, HOLLAND_ORDER, HOLLAND_RADAR_ORDER } from './holland-names';
import { hollandScores } from './holland-scores';
import type { HollandAnswer, HollandLetter, HollandScores } from './types';

const answer = (type: string, select: string, sort = 1): HollandAnswer => ({ sort, type, select });
const many = (type: string, yes: number, no = 0): HollandAnswer[] => [
  ...Array.from({ length: yes }, (_, i) => answer(type, '是', i + 1)),
  ...Array.from({ length: no }, (_, i) => answer(type, '否', yes + i + 1)),
];

describe('Holland names', () => {
  it('should name the six types in Chinese', () => {
    expect(HOLLAND_ORDER.map((l) => `${l}${HOLLAND_NAMES[l]}`).join(' ')).toBe(
      'R现实型 I研究型 A艺术型 S社会型 E企业型 C常规型',
    );
  });
  it('should draw the radar in the report’s order over all six types', () => {
    expect(HOLLAND_RADAR_ORDER).toEqual(['I', 'A', 'E', 'S', 'R', 'C']);
    expect([...HOLLAND_RADAR_ORDER].sort()).toEqual([...HOLLAND_ORDER].sort());
  });
});

describe('hollandScores', () => {
  it('should add 1 for each 是 and nothing for 否', () => {
    const answers = [...many('R', 3, 2), ...many('I', 10), ...many('A', 0, 10), ...many('S', 25), ...many('E', 1, 24), ...many('C', 7, 3)];
    expect(hollandScores(answers)).toEqual({ R: 3, I: 10, A: 0, S: 25, E: 1, C: 7 });
  });

  it('should give 0 everywhere for no answers', () => {
    expect(hollandScores([])).toEqual({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 });
  });

  it('should cap a score at 25, the end of the radar axis', () => {
    expect(hollandScores(many('E', 30)).E).toBe(25);
  });

  it('should read the type letter case-insensitively', () => {
    expect(hollandScores([answer(' s', '是'), answer('c ', ' 是 ')])).toMatchObject({ S: 1, C: 1 });
  });

  it.each([
    { name: 'an unanswered question', a: answer('R', '') },
    { name: 'an answer other than 是 or 否', a: answer('R', 'yes') },
    { name: 'an unknown type', a: answer('X', '是') },
  ])('should reject $name', ({ a }) => {
    expect(() => hollandScores([a])).toThrow(RangeError);
  });
});

describe('hollandCode', () => {
  const scores = (s: Partial<HollandScores>): HollandScores => ({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0, ...s });
  it.each([
    { name: 'clear order: S 20, E 15, C 12 → SEC', s: scores({ R: 3, I: 5, A: 1, S: 20, E: 15, C: 12 }), code: 'SEC' },
    { name: 'a tie for third keeps R I A S E C order: A 7 before E 7 → SIA', s: scores({ R: 3, I: 10, A: 7, S: 12, E: 7, C: 1 }), code: 'SIA' },
    { name: 'a tie for first: I 9 before C 9 → ICR', s: scores({ R: 5, I: 9, C: 9 }), code: 'ICR' },
    { name: 'all equal → RIA', s: scores({ R: 4, I: 4, A: 4, S: 4, E: 4, C: 4 }), code: 'RIA' },
    { name: 'all zero → RIA', s: scores({}), code: 'RIA' },
  ])('$name', ({ s, code }) => {
    expect(hollandCode(s).code).toBe(code);
  });

  it('should translate each letter and carry its score', () => {
    expect(hollandCode(scores({ R: 3, I: 5, A: 1, S: 20, E: 15, C: 12 })).letters).toEqual([
      { letter: 'S', name: '社会型', score: 20 },
      { letter: 'E', name: '企业型', score: 15 },
      { letter: 'C', name: '常规型', score: 12 },
    ]);
  });

  it('should pick three distinct letters, highest first, none beaten by a letter left out', () => {
    const arbScores = fc.record(
      Object.fromEntries(HOLLAND_ORDER.map((l) => [l, fc.integer({ min: 0, max: 25 })])) as Record<HollandLetter, fc.Arbitrary<number>>,
    );
    fc.assert(
      fc.property(arbScores, (s) => {
        const { code, letters } = hollandCode(s);
        expect(new Set(code).size).toBe(3);
        const picked = letters.map((l) => l.score);
        expect(picked).toEqual([...picked].sort((a, b) => b - a));
        const left = HOLLAND_ORDER.filter((l) => !code.includes(l)).map((l) => s[l]);
        expect(Math.max(...left)).toBeLessThanOrEqual(Math.min(...picked));
      }),
    );
  });
});

describe('hollandScores invariants', () => {
  it('should count every 是 once, up to 25 per type', () => {
    const arbAnswer = fc.record({ type: fc.constantFrom(...HOLLAND_ORDER), select: fc.constantFrom('是', '否') });
    fc.assert(
      fc.property(fc.array(arbAnswer, { maxLength: 150 }), (rows) => {
        const s = hollandScores(rows.map((r, i) => ({ sort: i + 1, ...r })));
        for (const letter of HOLLAND_ORDER) {
          const yes = rows.filter((r) => r.type === letter && r.select === '是').length;
          expect(s[letter]).toBe(Math.min(25, yes));
        }
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { HOLLAND_ORDER, MBTI_DIMENSIONS, hollandCode, hollandScores, mbtiScores, mbtiType } from 'gaokao-domain';
import { HOLLAND_QUESTIONS, HOLLAND_TYPES, MBTI_QUESTIONS, MBTI_RESULTS, assessmentContentRows } from '../src/assessments/content';

const MBTI_FIELDS = ['iden', 'TITLE', 'gexing', 'mangdian', 'gongneng', 'youxiao', 'jiejue', 'youshi', 'lueshi', 'tezhi', 'zhiyetype', 'gongxian', 'lingdao', 'qianzai', 'shihe', 'fazhan'] as const;
const ALL_TYPES = ['E', 'I'].flatMap((a) => ['S', 'N'].flatMap((b) => ['T', 'F'].flatMap((c) => ['J', 'P'].map((d) => a + b + c + d))));

describe('MBTI content', () => {
  it('should have a report for each of the 16 types, every field of the spec filled', () => {
    expect(MBTI_RESULTS.map((r) => r.iden).sort()).toEqual([...ALL_TYPES].sort());
    for (const r of MBTI_RESULTS) {
      for (const f of MBTI_FIELDS) expect(String(r[f]).trim().length, `${r.iden}.${f}`).toBeGreaterThan(1);
    }
  });

  it('should not repeat one text across types (each type has its own wording)', () => {
    for (const f of MBTI_FIELDS) expect(new Set(MBTI_RESULTS.map((r) => r[f])).size, f).toBe(16);
  });

  it('should ask 12 questions per dimension, sorted 1..48, each option scoring one letter of its dimension', () => {
    expect(MBTI_QUESTIONS.map((q) => q.sort)).toEqual(Array.from({ length: 48 }, (_, i) => i + 1));
    for (const [x, y] of MBTI_DIMENSIONS) {
      const qs = MBTI_QUESTIONS.filter((q) => [q.select_a, q.select_b].sort().join('') === [x, y].sort().join(''));
      expect(qs, `${x}/${y}`).toHaveLength(12);
      // Half the questions put each letter on option A, so always answering A does not lean one way.
      expect(qs.filter((q) => q.select_a === x)).toHaveLength(6);
    }
    for (const q of MBTI_QUESTIONS) expect(q.A && q.B && q.title).toBeTruthy();
  });

  it('should score a known sheet through the domain: always A is a tie everywhere (INFP); the first letters make ESTJ', () => {
    const sheet = (pick: (q: (typeof MBTI_QUESTIONS)[number]) => 'A' | 'B') => MBTI_QUESTIONS.map((q) => ({ ...q, select: pick(q) }));
    expect(mbtiScores(sheet(() => 'A'))).toEqual({ E: 6, I: 6, S: 6, N: 6, T: 6, F: 6, J: 6, P: 6 });
    expect(mbtiType(sheet(() => 'A'))).toBe('INFP');
    expect(mbtiType(sheet((q) => (['E', 'S', 'T', 'J'].includes(q.select_a) ? 'A' : 'B')))).toBe('ESTJ');
  });
});

describe('Holland content', () => {
  it('should describe the six types with occupations and reference majors', () => {
    expect(HOLLAND_TYPES.map((t) => t.type)).toEqual([...HOLLAND_ORDER]);
    for (const t of HOLLAND_TYPES) {
      expect(t.desc.length, t.type).toBeGreaterThan(20);
      expect(t.zhiye.split('、').length, t.type).toBeGreaterThanOrEqual(5);
      expect(t.cankao.split('、').length, t.type).toBeGreaterThanOrEqual(5);
    }
  });

  it('should ask ten statements per type, interleaved, sorted 1..60', () => {
    expect(HOLLAND_QUESTIONS.map((q) => q.sort)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    for (const l of HOLLAND_ORDER) expect(HOLLAND_QUESTIONS.filter((q) => q.yes === l)).toHaveLength(10);
    expect(HOLLAND_QUESTIONS.slice(0, 6).map((q) => q.yes)).toEqual([...HOLLAND_ORDER]);
  });

  it('should score a known sheet: 是 to every S, E and C statement, and to half of the A ones → SEC', () => {
    let a = 0;
    const answers = HOLLAND_QUESTIONS.map((q) => ({ sort: q.sort, type: q.yes, select: 'SEC'.includes(q.yes) || (q.yes === 'A' && a++ % 2 === 0) ? '是' : '否' }));
    const scores = hollandScores(answers);
    expect(scores).toEqual({ R: 0, I: 0, A: 5, S: 10, E: 10, C: 10 });
    expect(hollandCode(scores).code).toBe('SEC');
  });
});

describe('content rows', () => {
  it('should be seeded under the kinds the handlers read', () => {
    const rows = assessmentContentRows();
    const count = (kind: string) => rows.filter((r) => r.kind === kind).length;
    expect([count('mbti_question'), count('mbti_result'), count('holland_question'), count('holland_result')]).toEqual([48, 16, 60, 6]);
    expect(new Set(rows.map((r) => `${r.kind}|${r.key}`)).size).toBe(rows.length);
  });
});

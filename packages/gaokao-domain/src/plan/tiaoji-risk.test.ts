import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIAOJI_GAP_POINTS, tiaojiRisk, type TiaojiGroup } from './tiaoji-risk';

const g = (groupLine: number | null, majorLines: (number | null)[], obey = true): TiaojiGroup => ({ groupLine, majorLines, obey });

describe('tiaojiRisk', () => {
  // Group line 600; the student's score is the second column.
  const cases: Array<{ name: string; group: TiaojiGroup; score: number; risk: ReturnType<typeof tiaojiRisk> }> = [
    { name: 'chosen majors 15+ above the group, score between: 调剂', group: g(600, [620, 615]), score: 605, risk: { kind: 'tiaoji', points: 15, lowestChosen: 615 } },
    { name: 'the same group with 不服从调剂: 退档', group: g(600, [620, 615], false), score: 605, risk: { kind: 'tuidang', points: 15, lowestChosen: 615 } },
    { name: 'exactly 10 points above is flagged', group: g(600, [610]), score: 600, risk: { kind: 'tiaoji', points: 10, lowestChosen: 610 } },
    { name: '9 points above is within the prediction error: not flagged', group: g(600, [609]), score: 600, risk: null },
    { name: 'one chosen major near the group line: the student gets it, not flagged', group: g(600, [630, 602]), score: 605, risk: null },
    { name: 'the score reaches the lowest chosen major: not flagged', group: g(600, [630, 615]), score: 615, risk: null },
    { name: 'score a little below the group line (within 10) is still at risk', group: g(600, [620]), score: 590, risk: { kind: 'tiaoji', points: 20, lowestChosen: 620 } },
    { name: 'score far below the group line: a reach, not judged', group: g(600, [620], false), score: 589, risk: null },
    { name: 'a group without a predicted line is not judged', group: g(null, [620]), score: 605, risk: null },
    { name: 'chosen majors without lines (新专业) are not judged', group: g(600, [null, 0]), score: 605, risk: null },
    { name: 'unknown lines are skipped; the known ones decide', group: g(600, [null, 625]), score: 605, risk: { kind: 'tiaoji', points: 25, lowestChosen: 625 } },
    { name: 'no majors chosen: not judged', group: g(600, []), score: 605, risk: null },
    { name: 'not a number score: not judged', group: g(600, [620]), score: Number.NaN, risk: null },
  ];
  it.each(cases)('$name', ({ group, score, risk }) => {
    expect(tiaojiRisk(group, score)).toEqual(risk);
  });

  it('should take another threshold when asked', () => {
    expect(tiaojiRisk(g(600, [605]), 600, 5)).toEqual({ kind: 'tiaoji', points: 5, lowestChosen: 605 });
    expect(tiaojiRisk(g(600, [605]), 600)).toBeNull();
    expect(TIAOJI_GAP_POINTS).toBe(10);
  });

  it('should flag 服从 and 不服从 alike, only the kind differs, and never a score that reaches a chosen major', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 700 }), fc.array(fc.option(fc.integer({ min: 400, max: 720 })), { maxLength: 6 }), fc.integer({ min: 380, max: 720 }), (line, majors, score) => {
        const yes = tiaojiRisk(g(line, majors, true), score);
        const no = tiaojiRisk(g(line, majors, false), score);
        expect(yes === null).toBe(no === null);
        if (yes && no) {
          expect([yes.kind, no.kind]).toEqual(['tiaoji', 'tuidang']);
          expect(score).toBeLessThan(yes.lowestChosen);
          expect(yes.points).toBeGreaterThanOrEqual(TIAOJI_GAP_POINTS);
        }
      }),
    );
  });
});

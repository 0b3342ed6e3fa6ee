import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RiskBand } from '../risk/risk-band';
import { planHealthCheck, type HealthFinding, type HealthGroup, type HealthRow } from './health-check';

const row = (sortId: number, band: RiskBand | null, yuguScore: number | null = 600 - sortId, collegeName = `院校${sortId}`, probability: number | null = null): HealthRow => ({
  sortId,
  band,
  yuguScore,
  collegeName,
  probability,
});
const kinds = (f: HealthFinding[]) => f.map((x) => x.kind);

describe('planHealthCheck', () => {
  const cases: Array<{ name: string; rows: HealthRow[]; kinds: HealthFinding['kind'][] }> = [
    { name: 'an empty list has no findings', rows: [], kinds: [] },
    { name: 'a healthy list has none', rows: [row(1, '冲'), row(2, '稳'), row(3, '稳'), row(4, '保'), row(5, '保')], kinds: [] },
    { name: 'a list that is all 冲 (and so ends in 冲)', rows: [row(1, '冲'), row(2, '冲'), row(3, '冲')], kinds: ['allChong', 'noBaoAtEnd'] },
    { name: 'a list whose 保 rows come first', rows: [row(1, '保'), row(2, '冲'), row(3, '冲'), row(4, '冲'), row(5, '稳'), row(6, '冲'), row(7, '冲')], kinds: ['noBaoAtEnd'] },
    { name: 'a 30-point gap between neighbours', rows: [row(1, '冲', 620), row(2, '稳', 590), row(3, '保', 585)], kinds: ['gap'] },
    { name: 'rows without a prediction make no gap', rows: [row(1, '冲', 620), row(2, null, null), row(3, '保', 570)], kinds: [] },
    {
      name: 'one college six times',
      rows: [1, 2, 3, 4, 5, 6].map((i) => row(i, i > 4 ? '保' : '稳', 600 - i, '中山大学')),
      kinds: ['sameCollege'],
    },
    {
      name: 'low probabilities everywhere: admitted nowhere is likely',
      rows: [row(1, '冲', 600, 'a', 0.2), row(2, '稳', 598, 'b', 0.4), row(3, '保', 596, 'c', 0.5)],
      kinds: ['nowhere'],
    },
    {
      name: 'high probabilities: nothing to say',
      rows: [row(1, '冲', 600, 'a', 0.2), row(2, '稳', 598, 'b', 0.7), row(3, '保', 596, 'c', 0.99)],
      kinds: [],
    },
  ];
  it.each(cases)('$name', ({ rows, kinds: expected }) => {
    expect(kinds(planHealthCheck(rows))).toEqual(expected);
  });

  it('should name the rows each finding concerns, in list order whatever the input order', () => {
    const f = planHealthCheck([row(3, '冲', 560), row(1, '冲', 600), row(2, '冲', 598)]);
    expect(f.find((x) => x.kind === 'allChong')?.rows).toEqual([1, 2, 3]);
    expect(f.find((x) => x.kind === 'gap')).toMatchObject({ rows: [2, 3], points: 38 });
    expect(f.find((x) => x.kind === 'gap')?.message).toBe('第2与第3个志愿的预估线相差38分，中间分数段没有志愿。');
  });

  it('should state the independence assumption with the chance of being admitted nowhere', () => {
    const f = planHealthCheck([row(1, '冲', 600, 'a', 0.5), row(2, '保', 590, 'b', 0.6)]);
    const nowhere = f.find((x) => x.kind === 'nowhere');
    expect(nowhere?.kind === 'nowhere' ? nowhere.probability : null).toBeCloseTo(0.2, 10);
    expect(nowhere?.message).toContain('约为20%');
    expect(nowhere?.message).toContain('相互独立');
  });

  it('should flag a list that ends in 冲 whatever came before', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<RiskBand>('冲', '稳', '保'), { maxLength: 40 }), fc.integer({ min: 1, max: 10 }), (head, tailLength) => {
        const bands = [...head, ...Array.from({ length: tailLength }, () => '冲' as const)];
        const rows = bands.map((b, i) => row(i + 1, b, 600));
        const tailSize = Math.min(5, rows.length);
        const flagged = tailLength >= tailSize;
        expect(kinds(planHealthCheck(rows)).includes('noBaoAtEnd')).toBe(flagged || !rows.slice(-tailSize).some((r) => r.band === '保'));
      }),
    );
  });

  it('should never find anything twice for the same rows and never name a row not on the list', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ band: fc.constantFrom<RiskBand | null>('冲', '稳', '保', null), score: fc.integer({ min: 400, max: 700 }), college: fc.constantFrom('甲', '乙', '丙'), p: fc.option(fc.double({ min: 0, max: 1, noNaN: true })) }), { maxLength: 60 }),
        (spec) => {
          const rows = spec.map((s, i) => row(i + 1, s.band, s.band === null ? null : s.score, s.college, s.p));
          const ids = new Set(rows.map((r) => r.sortId));
          const f = planHealthCheck(rows);
          for (const x of f) for (const id of x.rows) expect(ids.has(id)).toBe(true);
          const keys = f.map((x) => `${x.kind}:${x.rows.join(',')}`);
          expect(new Set(keys).size).toBe(keys.length);
        },
      ),
    );
  });

  describe('wasted slots (the default one-key fill’s rule, fill-default)', () => {
    // 广东 物理类 600; rows 1–3 are a healthy head, row 9 a healthy 保, so only the rule under test speaks.
    const head = [row(1, '冲', 610, 'a', 0.3), row(2, '稳', 595, 'b', 0.6), row(3, '稳', 590, 'c', 0.7)];
    const tail = (line = 575, p: number | null = 0.97) => row(9, '保', line, 'z', p);
    const cases: Array<{ name: string; rows: HealthRow[]; score?: number; found: Array<{ kind: HealthFinding['kind']; rows: number[]; message: string }> }> = [
      { name: 'a list the default fills: nothing', rows: [...head, tail()], score: 600, found: [] },
      {
        name: '冲 at 1 % and 4.9 % (the spread’s 672 → 616): wasted 冲',
        rows: [row(1, '冲', 672, 'a', 0.01), row(2, '冲', 640, 'b', 0.049), ...head.slice(1), tail()],
        score: 600,
        found: [{ kind: 'wastedChong', rows: [1, 2], message: '2个志愿的录取概率低于5%，几乎录取不上，白占志愿位置（冲得过高）。' }],
      },
      { name: 'exactly 5 %: not flagged', rows: [row(1, '冲', 622, 'a', 0.05), ...head.slice(1), tail()], score: 600, found: [] },
      { name: 'no probability shown: not judged by it', rows: [row(1, '冲', 672, 'a', null), ...head.slice(1), tail(575, null)], score: 600, found: [] },
      {
        name: '保 61 below (and 150 below): wasted 保, with or without a probability',
        rows: [...head, row(4, '保', 539, 'd', null), row(5, '保', 450, 'e', 0.999), tail()],
        score: 600,
        found: [{ kind: 'wastedBao', rows: [4, 5], message: '2个“保”志愿的预估线比你的分数低60分以上，保得过低，浪费分数；换成预估线离你的分数更近的“保”更划算。' }],
      },
      { name: '保 exactly 60 below: not flagged', rows: [...head, row(9, '保', 540, 'z', 0.999)], score: 600, found: [] },
      { name: 'a row far below that is not 保 (no band): not flagged', rows: [...head, row(4, null, 450, 'd'), tail()], score: 600, found: [] },
      { name: 'without the score: 保 not judged', rows: [...head, row(9, '保', 450, 'z', 0.999)], found: [] },
      {
        name: 'both, as the spread’s default list had them (it said 未发现问题)',
        rows: [row(1, '冲', 672, 'a', 0.01), ...head.slice(1), row(9, '保', 450, 'z', 0.999)],
        score: 600,
        found: [
          { kind: 'wastedChong', rows: [1], message: '1个志愿的录取概率低于5%，几乎录取不上，白占志愿位置（冲得过高）。' },
          { kind: 'wastedBao', rows: [9], message: '1个“保”志愿的预估线比你的分数低60分以上，保得过低，浪费分数；换成预估线离你的分数更近的“保”更划算。' },
        ],
      },
    ];
    it.each(cases)('$name', ({ rows, score, found }) => {
      const f = planHealthCheck(rows, { gapPoints: 999 }, undefined, score);
      expect(f.map(({ kind, rows: r, message }) => ({ kind, rows: r, message }))).toEqual(found);
    });

    it('should read the score from the group form when none is given', () => {
      const f = planHealthCheck([...head, row(9, '保', 450, 'z', 0.999)], { gapPoints: 999 }, { score: 600, groups: [] });
      expect(kinds(f)).toEqual(['wastedBao']);
    });

    it('should take its thresholds from the options', () => {
      expect(kinds(planHealthCheck([...head, row(9, '保', 560, 'z', 0.04)], { gapPoints: 999, nowhereFrom: 1, wastedChongBelow: 0.03, wastedBaoPoints: 30 }, undefined, 600))).toEqual(['wastedBao']);
    });
  });

  describe('with the group form (院校专业组 provinces)', () => {
    // 广东 物理类 605: 中山大学 201 (line 600, majors 620 and 615) and 华南理工 203 (line 598, majors 600 and 640).
    const group = (position: number, collegeName: string, groupCode: string, groupLine: number | null, majorLines: (number | null)[], obey: boolean, rows: number[]): HealthGroup => ({
      position,
      collegeName,
      groupCode,
      groupLine,
      majorLines,
      obey,
      rows,
    });
    const rows = [row(1, '冲', 620, '中山大学'), row(2, '冲', 615, '中山大学'), row(3, '稳', 600, '华南理工大学'), row(4, '冲', 640, '华南理工大学'), ...[5, 6, 7, 8, 9].map((i) => row(i, '保', 640 - i * 8, `院校${i}`))];
    const cases: Array<{ name: string; groups: HealthGroup[]; found: Array<Pick<Extract<HealthFinding, { kind: 'tiaoji' | 'tuidang' }>, 'kind' | 'rows' | 'position' | 'message'>> }> = [
      {
        name: '服从调剂 on a group whose chosen majors sit 15 above it: 调剂',
        groups: [group(1, '中山大学', '201', 600, [620, 615], true, [1, 2]), group(2, '华南理工大学', '203', 598, [600, 640], true, [3, 4])],
        found: [{ kind: 'tiaoji', rows: [1, 2], position: 1, message: '第1个志愿（中山大学 201专业组）所选专业的预估线比专业组高15分以上：分数够投档到该专业组却够不上所选专业时，将被调剂到组内其他专业。' }],
      },
      {
        name: '不服从调剂 on that group: 退档',
        groups: [group(1, '中山大学', '201', 600, [620, 615], false, [1, 2]), group(2, '华南理工大学', '203', 598, [600, 640], false, [3, 4])],
        found: [{ kind: 'tuidang', rows: [1, 2], position: 1, message: '第1个志愿（中山大学 201专业组）不服从调剂，而所选专业的预估线比专业组高15分以上：投档后所选专业都录取不上时将被退档，本批次后面的志愿也不再投档。' }],
      },
      {
        name: 'both kinds on one list, in 志愿 order',
        groups: [group(2, '华南理工大学', '', 590, [640], true, [3, 4]), group(1, '中山大学', '201', 600, [620, 615], false, [1, 2])],
        found: [
          { kind: 'tuidang', rows: [1, 2], position: 1, message: '第1个志愿（中山大学 201专业组）不服从调剂，而所选专业的预估线比专业组高15分以上：投档后所选专业都录取不上时将被退档，本批次后面的志愿也不再投档。' },
          { kind: 'tiaoji', rows: [3, 4], position: 2, message: '第2个志愿（华南理工大学）所选专业的预估线比专业组高50分以上：分数够投档到该专业组却够不上所选专业时，将被调剂到组内其他专业。' },
        ],
      },
      { name: 'groups without lines: nothing', groups: [group(1, '中山大学', '201', null, [620, 615], false, [1, 2])], found: [] },
    ];
    it.each(cases)('$name', ({ groups, found }) => {
      const f = planHealthCheck(rows, {}, { score: 605, groups }).filter((x): x is Extract<HealthFinding, { kind: 'tiaoji' | 'tuidang' }> => x.kind === 'tiaoji' || x.kind === 'tuidang');
      expect(f.map(({ kind, rows: r, position, message }) => ({ kind, rows: r, position, message }))).toEqual(found);
    });

    // The last 志愿 of a group form are groups, banded by the group's line as 一键填报 bands them (groupBandAt): at 600,
    // a group at 580 is 保 though its majors (590, 588) are 稳 by their own lines.
    const major = (sortId: number, line: number, college: string) => row(sortId, line < 585 ? '保' : line <= 600 ? '稳' : '冲', line, college);
    const tailCases: Array<{ name: string; rows: HealthRow[]; groups: HealthGroup[]; found: Array<{ kind: HealthFinding['kind']; rows: number[] }> }> = [
      {
        name: 'ends in a 保 group whose majors are 稳 by their own lines: no finding',
        rows: [major(1, 610, 'a'), major(2, 595, 'b'), major(3, 590, 'c'), major(4, 588, 'c')],
        groups: [group(1, 'a', '201', 610, [610], true, [1]), group(2, 'b', '202', 595, [595], true, [2]), group(3, 'c', '203', 580, [590, 588], true, [3, 4])],
        found: [],
      },
      {
        name: 'ends in 稳 groups whose majors hold a 保 row of a single-major reading: flagged, naming the tail groups\' rows',
        rows: [major(1, 570, 'a'), ...[2, 3, 4, 5, 6, 7].map((i) => major(i, 599 - i, `c${i}`))],
        groups: [group(1, 'a', '201', 570, [570], true, [1]), ...[2, 3, 4, 5, 6, 7].map((i) => group(i, `c${i}`, '201', 599 - i, [599 - i], true, [i]))],
        found: [{ kind: 'noBaoAtEnd', rows: [3, 4, 5, 6, 7] }],
      },
      {
        name: 'majors all 冲 by their own lines in a 稳 group: not all 冲 (the group is the 志愿)',
        rows: [major(1, 610, 'a'), major(2, 605, 'a')],
        groups: [group(1, 'a', '201', 598, [610, 605], true, [1, 2])],
        found: [{ kind: 'noBaoAtEnd', rows: [1, 2] }],
      },
      {
        name: 'every group 冲: all 冲, naming every row',
        rows: [major(1, 610, 'a'), major(2, 605, 'b'), major(3, 612, 'b')],
        groups: [group(1, 'a', '201', 610, [610], true, [1]), group(2, 'b', '202', 605, [605, 612], true, [2, 3])],
        found: [
          { kind: 'allChong', rows: [1, 2, 3] },
          { kind: 'noBaoAtEnd', rows: [1, 2, 3] },
        ],
      },
      {
        name: 'a 保 group 70 below is one wasted 志愿, naming its rows',
        rows: [major(1, 595, 'a'), major(2, 540, 'b'), major(3, 536, 'b')],
        groups: [group(1, 'a', '201', 595, [595], true, [1]), group(2, 'b', '202', 530, [540, 536], true, [2, 3])],
        found: [{ kind: 'wastedBao', rows: [2, 3] }],
      },
    ];
    it.each(tailCases)('$name', ({ rows: list, groups, found }) => {
      const f = planHealthCheck(list, { gapPoints: 999 }, { score: 600, groups }).filter((x) => x.kind === 'allChong' || x.kind === 'noBaoAtEnd' || x.kind === 'wastedBao');
      expect(f.map(({ kind, rows: r }) => ({ kind, rows: r }))).toEqual(found);
      if (found.some((x) => x.kind === 'wastedBao')) expect(f[0]?.message).toContain('1个“保”志愿');
    });

    it('should count a college by its groups, not its majors', () => {
      // one group of six majors is one 志愿: not flagged, though the college fills six rows
      const six = [1, 2, 3, 4, 5, 6].map((i) => row(i, i > 4 ? '保' : '稳', 600 - i, '中山大学'));
      expect(kinds(planHealthCheck(six))).toEqual(['sameCollege']);
      expect(kinds(planHealthCheck(six, {}, { score: 605, groups: [group(1, '中山大学', '201', 585, [599, 598, 597, 596, 595, 594], true, [1, 2, 3, 4, 5, 6])] }))).toEqual([]);
      // six groups of one college are flagged, naming every row of them
      const groups = [1, 2, 3, 4, 5, 6].map((i) => group(i, '中山大学', `20${i}`, null, [], true, [i]));
      const f = planHealthCheck(six, {}, { score: 605, groups }).find((x) => x.kind === 'sameCollege');
      expect(f).toMatchObject({ rows: [1, 2, 3, 4, 5, 6], message: '中山大学出现6个专业组，志愿过于集中在同一所院校。' });
    });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RiskBand } from '../risk/risk-band';
import { planHealthCheck, type HealthFinding, type HealthRow } from './health-check';

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
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchLineHint, type BatchLineOfYear } from './batch-line-hint';

const line = (year: number, dataset: string | undefined, undergraduate_line: number | null, specialist_line: number | null, group_d = '物理类'): BatchLineOfYear => ({
  year,
  group_d,
  undergraduate_line,
  specialist_line,
  dataset,
});

describe('batchLineHint', () => {
  it.each<{ name: string; rows: BatchLineOfYear[]; province: string; expected: ReturnType<typeof batchLineHint> }>([
    { name: 'no rows', rows: [], province: '广东', expected: null },
    { name: 'rows without any line', rows: [line(2026, 'real', null, null)], province: '广东', expected: null },
    {
      name: '广东 2026 物理类, published',
      rows: [line(2026, 'real', 425, 150), line(2025, 'real', 436, 200)],
      province: '广东',
      expected: { year: 2026, real: true, text: '真实数据：2026年广东物理类批次线 本科425分、专科150分' },
    },
    {
      name: 'a published year before a later generated one: the published one',
      rows: [line(2027, 'demo', 470, 180), line(2026, 'real', 425, 150)],
      province: '广东',
      expected: { year: 2026, real: true, text: '真实数据：2026年广东物理类批次线 本科425分、专科150分' },
    },
    {
      name: 'only generated rows: the latest, labelled 演示数据',
      rows: [line(2024, 'demo', 450, 200), line(2025, undefined, 455, 210)],
      province: '西藏',
      expected: { year: 2025, real: false, text: '演示数据：2025年西藏物理类批次线 本科455分、专科210分' },
    },
    {
      name: '北京 综合 with a 本科 line only: no group named',
      rows: [line(2026, 'real', 429, null, '综合')],
      province: '北京',
      expected: { year: 2026, real: true, text: '真实数据：2026年北京批次线 本科429分' },
    },
    {
      name: 'a published row with a 专科 line only',
      rows: [line(2026, 'real', null, 120, '历史类')],
      province: '河北',
      expected: { year: 2026, real: true, text: '真实数据：2026年河北历史类批次线 专科120分' },
    },
  ])('should say $name', ({ rows, province, expected }) => {
    expect(batchLineHint(rows, province)).toEqual(expected);
  });

  it('is real whenever a published row has a line, and names a year of the rows', () => {
    const row = fc.record({
      year: fc.integer({ min: 2015, max: 2030 }),
      group_d: fc.constantFrom('物理类', '历史类', '综合'),
      undergraduate_line: fc.option(fc.integer({ min: 100, max: 600 })),
      specialist_line: fc.option(fc.integer({ min: 100, max: 400 })),
      dataset: fc.constantFrom('real', 'demo', undefined),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 8 }), (rows) => {
        const hint = batchLineHint(rows, '广东');
        const withLine = rows.filter((r) => r.undergraduate_line != null || r.specialist_line != null);
        if (withLine.length === 0) return hint === null;
        const published = withLine.filter((r) => r.dataset === 'real');
        return (
          hint !== null &&
          hint.real === published.length > 0 &&
          hint.year === Math.max(...(published.length ? published : withLine).map((r) => r.year)) &&
          hint.text.startsWith(hint.real ? '真实数据：' : '演示数据：')
        );
      }),
    );
  });
});

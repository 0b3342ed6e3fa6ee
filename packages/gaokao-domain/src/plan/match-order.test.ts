import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { riskBand, type RiskBand } from '../risk/risk-band';
import { countByBand, matchOrder } from './match-order';

interface Row {
  id: string;
  line: number | null;
  band: RiskBand | null;
}
const r = (id: string, line: number | null, band: RiskBand | null = line === null ? null : riskBand(600, line)): Row => ({ id, line, band });
const order = (rows: Row[]) =>
  matchOrder(
    rows,
    (x) => x.line,
    (x) => x.band,
  ).map((x) => x.id);

describe('matchOrder (按匹配度, score 600)', () => {
  const cases: Array<{ name: string; rows: Row[]; ids: string[] }> = [
    { name: 'no rows', rows: [], ids: [] },
    { name: '冲 alone: the closest reach first', rows: [r('a', 620), r('b', 605), r('c', 650)], ids: ['b', 'a', 'c'] },
    { name: '稳 alone: the highest line first', rows: [r('a', 588), r('b', 600), r('c', 592)], ids: ['b', 'c', 'a'] },
    { name: '保 alone: the highest line first', rows: [r('a', 500), r('b', 580), r('c', 560)], ids: ['b', 'c', 'a'] },
    {
      name: 'the bands dealt out 冲, 稳, 保 from a line-descending screen',
      rows: [r('c620', 620), r('c605', 605), r('w598', 598), r('w590', 590), r('b580', 580), r('b570', 570), r('b560', 560)],
      ids: ['c605', 'w598', 'b580', 'c620', 'w590', 'b570', 'b560'],
    },
    {
      name: 'a screen of 冲 rows with one 稳 and one 保 still puts them on the first screen',
      rows: [r('c1', 700), r('c2', 690), r('c3', 680), r('c4', 670), r('w', 590), r('b', 500)],
      ids: ['c4', 'w', 'b', 'c3', 'c2', 'c1'],
    },
    { name: 'equal lines keep their input order', rows: [r('x', 610), r('y', 610), r('z', 610)], ids: ['x', 'y', 'z'] },
    {
      name: 'rows without a prediction last, in input order',
      rows: [r('n1', null), r('c', 610), r('n2', null), r('b', 550)],
      ids: ['c', 'b', 'n1', 'n2'],
    },
    {
      name: 'the caller’s band wins (保 by the spec, 稳 below the 99 % line)',
      rows: [r('b', 570, '稳'), r('w', 595), r('c', 601)],
      ids: ['c', 'w', 'b'],
    },
  ];
  it.each(cases)('$name', ({ rows, ids }) => {
    expect(order(rows)).toEqual(ids);
  });

  const rowsArb = fc.array(fc.option(fc.integer({ min: 400, max: 750 }), { nil: null }), { maxLength: 200 }).map((lines) => lines.map((line, i) => r(`u${i}`, line)));

  it('should return every row once', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        expect([...order(rows)].sort()).toEqual(rows.map((x) => x.id).sort());
      }),
    );
  });

  it('should open with one row of every band the screen has', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const present = new Set(rows.map((x) => x.band).filter((b) => b !== null));
        const byId = new Map(rows.map((x) => [x.id, x]));
        const head = order(rows)
          .slice(0, present.size)
          .map((id) => byId.get(id)?.band);
        expect(new Set(head)).toEqual(present);
      }),
    );
  });
});

describe('countByBand', () => {
  it('should count each band and skip rows without one', () => {
    expect(countByBand([r('a', 620), r('b', 600), r('c', 590), r('d', 560), r('e', null)], (x) => x.band)).toEqual({ 冲: 1, 稳: 2, 保: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tuitionLabel } from './tuition-label';

type Case = { name: string; fee: number | string | null | undefined; label: string };
const cases: Case[] = [
  { name: '-1 (pending)', fee: -1, label: '待定' },
  { name: '"-1" as text', fee: '-1', label: '待定' },
  { name: '0', fee: 0, label: '免费' },
  { name: '"0" as text', fee: '0', label: '免费' },
  { name: '5000', fee: 5000, label: '5000元/年' },
  { name: '"19800" as text', fee: '19800', label: '19800元/年' },
  { name: 'empty text', fee: '', label: '待定' },
  { name: 'null', fee: null, label: '待定' },
  { name: 'undefined', fee: undefined, label: '待定' },
  { name: 'text', fee: '面议', label: '待定' },
];

describe('given a tuition fee', () => {
  it.each(cases)('should show $name as $label', ({ fee, label }) => {
    expect(tuitionLabel(fee)).toBe(label);
  });
});

describe('given any whole fee in yuan', () => {
  it('should show 免费 for 0, N元/年 above and 待定 below', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 200_000 }), (fee) => {
        const expected = fee < 0 ? '待定' : fee === 0 ? '免费' : `${fee}元/年`;
        expect(tuitionLabel(fee)).toBe(expected);
        expect(tuitionLabel(String(fee))).toBe(expected);
      }),
    );
  });
});

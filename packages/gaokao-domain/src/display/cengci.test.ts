import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CENGCI, cengciOf, type Cengci } from './cengci';

type Case = { name: string; value: string | null | undefined; fallback?: Cengci; cengci: Cengci };
const cases: Case[] = [
  { name: '本科(普通教育)', value: '本科(普通教育)', cengci: CENGCI.benke },
  { name: '本科(职业教育)', value: '本科(职业教育)', cengci: CENGCI.benkeZhiye },
  { name: '专科(高职教育)', value: '专科(高职教育)', cengci: CENGCI.zhuanke },
  { name: 'the code 1', value: '1', cengci: CENGCI.benke },
  { name: 'the code 2', value: '2', cengci: CENGCI.benkeZhiye },
  { name: 'the code 3', value: '3', cengci: CENGCI.zhuanke },
  { name: '职业本科', value: '职业本科', cengci: CENGCI.benkeZhiye },
  { name: '高职', value: '高职', cengci: CENGCI.zhuanke },
  { name: '专科', value: ' 专科 ', cengci: CENGCI.zhuanke },
  { name: '本科', value: '本科', cengci: CENGCI.benke },
  { name: 'an unknown word', value: '研究生', cengci: CENGCI.benke },
  { name: 'empty', value: '', cengci: CENGCI.benke },
  { name: 'blank with a fallback', value: '  ', fallback: CENGCI.zhuanke, cengci: CENGCI.zhuanke },
  { name: 'null with a fallback', value: null, fallback: CENGCI.benkeZhiye, cengci: CENGCI.benkeZhiye },
  { name: 'a value wins over the fallback', value: '本科', fallback: CENGCI.zhuanke, cengci: CENGCI.benke },
];

describe('cengciOf', () => {
  it.each(cases)('should read $name as $cengci', ({ value, fallback, cengci }) => {
    expect(fallback === undefined ? cengciOf(value) : cengciOf(value, fallback)).toBe(cengci);
  });
  it('should answer one of the three levels for any text, and keep each level as it is', () => {
    const levels: string[] = Object.values(CENGCI);
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (v) => {
        expect(levels).toContain(cengciOf(v));
      }),
    );
    for (const level of Object.values(CENGCI)) expect(cengciOf(level)).toBe(level);
  });
});

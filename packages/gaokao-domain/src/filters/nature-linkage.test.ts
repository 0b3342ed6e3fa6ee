import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyNatureLinkage } from './nature-linkage';

type Case = { name: string; previous: string[]; next: string[]; result: string[] };
const cases: Case[] = [
  { name: 'choosing 985 alone', previous: [], next: ['985'], result: ['985'] },
  { name: 'choosing 211', previous: [], next: ['211'], result: ['985', '211'] },
  { name: 'choosing 双一流', previous: [], next: ['双一流'], result: ['985', '211', '双一流'] },
  { name: 'choosing 其他', previous: [], next: ['其他'], result: ['其他'] },
  { name: 'choosing 211 next to 其他', previous: ['其他'], next: ['其他', '211'], result: ['985', '211', '其他'] },
  { name: 'unchecking 985 after 211 was chosen', previous: ['985', '211'], next: ['211'], result: ['211'] },
  { name: 'unchecking 211 while 双一流 stays', previous: ['985', '211', '双一流'], next: ['985', '双一流'], result: ['985', '双一流'] },
  { name: 'clearing everything', previous: ['985', '211'], next: [], result: [] },
  { name: 'an unknown value kept at the end', previous: [], next: ['x', '211'], result: ['985', '211', 'x'] },
];

describe('given a change of the nature checkboxes', () => {
  it.each(cases)('should answer $name with $result', ({ previous, next, result }) => {
    expect(applyNatureLinkage(previous, next)).toEqual(result);
  });
});

describe('given any change of the nature checkboxes', () => {
  const natures = fc.uniqueArray(fc.constantFrom('985', '211', '双一流', '其他'));
  it('should keep every checked nature and add 985 whenever 211 or 双一流 is newly chosen', () => {
    fc.assert(
      fc.property(natures, natures, (previous, next) => {
        const result = applyNatureLinkage(previous, next);
        expect(next.every((n) => result.includes(n))).toBe(true);
        const added = next.filter((n) => !previous.includes(n));
        if (added.includes('211') || added.includes('双一流')) expect(result).toContain('985');
        if (added.includes('双一流')) expect(result).toContain('211');
        expect(new Set(result).size).toBe(result.length);
      }),
    );
  });
  it('should change nothing when applied again to its own result', () => {
    fc.assert(
      fc.property(natures, natures, (previous, next) => {
        const once = applyNatureLinkage(previous, next);
        expect(applyNatureLinkage(once, once)).toEqual(once);
      }),
    );
  });
});

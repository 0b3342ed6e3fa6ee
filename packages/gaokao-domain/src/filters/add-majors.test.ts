import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMajors } from './add-majors';
import type { MajorOption } from './major-option';

const cs: MajorOption = { major_name: '计算机科学与技术', major_code: '080901' };
const se: MajorOption = { major_name: '软件工程', major_code: '080902' };
const law: MajorOption = { major_name: '法学', major_code: '030101K' };

type Case = { name: string; current: MajorOption[]; toAdd: MajorOption[]; names: string[] };
const cases: Case[] = [
  { name: 'adding to an empty list', current: [], toAdd: [cs, se], names: ['计算机科学与技术', '软件工程'] },
  { name: 'adding a new major', current: [cs], toAdd: [law], names: ['计算机科学与技术', '法学'] },
  { name: 'adding one already there', current: [cs, se], toAdd: [se], names: ['计算机科学与技术', '软件工程'] },
  { name: 'adding the same name with another code', current: [cs], toAdd: [{ major_name: ' 计算机科学与技术 ', major_code: 'x' }], names: ['计算机科学与技术'] },
  { name: 'adding repeats within one batch', current: [], toAdd: [law, law, se], names: ['法学', '软件工程'] },
  { name: 'adding a blank name', current: [cs], toAdd: [{ major_name: ' ' }], names: ['计算机科学与技术'] },
  { name: 'adding nothing', current: [cs], toAdd: [], names: ['计算机科学与技术'] },
];

describe('given the majors of the major filter', () => {
  it.each(cases)('should answer $name', ({ current, toAdd, names }) => {
    expect(addMajors(current, toAdd).map((m) => m.major_name.trim())).toEqual(names);
  });
  it('should keep the first entry of a repeated name', () => {
    expect(addMajors([cs], [{ major_name: '计算机科学与技术', major_code: 'other' }])[0]).toBe(cs);
  });
  it('should not change the current list', () => {
    const current = [cs];
    addMajors(current, [se]);
    expect(current).toEqual([cs]);
  });
});

describe('given any majors to add', () => {
  const major = fc.record({ major_name: fc.constantFrom('法学', '软件工程', '临床医学', ' 法学', '哲学 ') });
  it('should hold each name once, lose no name and ignore a second identical add', () => {
    fc.assert(
      fc.property(fc.array(major), fc.array(major), (current, toAdd) => {
        const result = addMajors(current, toAdd);
        const names = result.map((m) => m.major_name.trim());
        expect(new Set(names).size).toBe(names.length);
        expect(new Set(names)).toEqual(new Set([...current, ...toAdd].map((m) => m.major_name.trim())));
        expect(addMajors(result, toAdd)).toEqual(result);
      }),
    );
  });
});

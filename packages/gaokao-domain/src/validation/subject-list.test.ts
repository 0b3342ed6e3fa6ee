import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { storedSubjects, subjectList } from './subject-list';

type Case = { name: string; value: readonly string[] | string | null | undefined; subjects: string[] };
const cases: Case[] = [
  { name: 'an array', value: ['物理', '化学', '生物'], subjects: ['物理', '化学', '生物'] },
  { name: 'the wire string', value: '物理,化学,生物', subjects: ['物理', '化学', '生物'] },
  { name: 'full-width commas and spaces', value: '历史， 政治 ，地理', subjects: ['历史', '政治', '地理'] },
  { name: 'empty pieces', value: '物理,,化学,', subjects: ['物理', '化学'] },
  { name: 'duplicates', value: ['化学', '化学', ' 化学 '], subjects: ['化学'] },
  { name: 'an empty string', value: '', subjects: [] },
  { name: 'null', value: null, subjects: [] },
  { name: 'undefined', value: undefined, subjects: [] },
];

describe('given the subjects of a volunteer form', () => {
  it.each(cases)('should read $name', ({ value, subjects }) => {
    expect(subjectList(value)).toEqual(subjects);
  });
});

type StoredCase = { name: string; value: readonly string[] | string | null | undefined; stored: string };
const storedCases: StoredCase[] = [
  { name: 'first subject first', value: ['地理', '物理', '政治'], stored: '物理,政治,地理' },
  { name: 'the product order of electives', value: '历史,地理,政治', stored: '历史,政治,地理' },
  { name: 'biology before chemistry', value: ['化学', '生物', '物理'], stored: '物理,生物,化学' },
  { name: '技术 last (浙江)', value: ['技术', '物理', '化学'], stored: '物理,化学,技术' },
  { name: 'duplicates and blanks dropped', value: '物理，化学, ,化学', stored: '物理,化学' },
  { name: 'a name outside the seven first', value: ['物理', '音乐'], stored: '音乐,物理' },
  { name: 'nothing', value: null, stored: '' },
];

describe('given subjects to store', () => {
  it.each(storedCases)('should store $name as "$stored"', ({ value, stored }) => {
    expect(storedSubjects(value)).toBe(stored);
  });
  const seven = ['物理', '历史', '生物', '化学', '政治', '地理', '技术'];
  it('should store any order of the same subjects alike, and read its own form back unchanged', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(seven), fc.infiniteStream(fc.nat()), (chosen, seeds) => {
        const stored = storedSubjects(chosen);
        const shuffled = [...chosen].sort(() => (seeds.next().value % 3) - 1);
        expect(storedSubjects(shuffled)).toBe(stored);
        expect(storedSubjects(stored)).toBe(stored);
        expect(stored.split(',').filter(Boolean).sort()).toEqual([...chosen].sort());
      }),
    );
  });
});

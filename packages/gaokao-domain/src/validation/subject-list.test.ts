import { describe, expect, it } from 'vitest';
import { subjectList } from './subject-list';

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

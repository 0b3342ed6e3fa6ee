import { describe, expect, it } from 'vitest';
import type { MajorOption } from './major-option';
import { removeAllMajors, removeMajor, removeSelectedMajors } from './remove-majors';

const list: MajorOption[] = [{ major_name: '法学' }, { major_name: '软件工程' }, { major_name: '临床医学' }];
const names = (majors: MajorOption[]) => majors.map((m) => m.major_name);

type OneCase = { name: string; major: string; result: string[] };
const oneCases: OneCase[] = [
  { name: 'a listed major', major: '软件工程', result: ['法学', '临床医学'] },
  { name: 'a padded name', major: ' 法学 ', result: ['软件工程', '临床医学'] },
  { name: 'an unlisted major', major: '哲学', result: ['法学', '软件工程', '临床医学'] },
];

type SelectedCase = { name: string; selected: string[]; result: string[] };
const selectedCases: SelectedCase[] = [
  { name: 'two selected', selected: ['法学', '临床医学'], result: ['软件工程'] },
  { name: 'none selected', selected: [], result: ['法学', '软件工程', '临床医学'] },
  { name: 'all selected', selected: ['临床医学', '软件工程', '法学'], result: [] },
];

describe('given the majors of the major filter', () => {
  it.each(oneCases)('should remove $name', ({ major, result }) => {
    expect(names(removeMajor(list, major))).toEqual(result);
  });
  it.each(selectedCases)('should remove $name', ({ selected, result }) => {
    expect(names(removeSelectedMajors(list, selected))).toEqual(result);
  });
  it('should remove all', () => {
    expect(removeAllMajors(list)).toEqual([]);
    expect(list).toHaveLength(3);
  });
});

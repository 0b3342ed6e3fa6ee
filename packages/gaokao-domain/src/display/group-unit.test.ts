import { describe, expect, it } from 'vitest';
import { groupUnitTitle, isGroupUnit, unitWordOf } from './group-unit';

const group = { group_code: '06', specialty_code: '06', specialty_title: '06专业组' };
const major = { group_code: '201', specialty_code: '03', specialty_title: '计算机科学与技术' };

describe('isGroupUnit', () => {
  const cases: { name: string; row: Parameters<typeof isGroupUnit>[0]; want: boolean }[] = [
    { name: 'a 专业组 unit', row: group, want: true },
    { name: 'a major inside a 广东 group', row: major, want: false },
    { name: 'a major without a group', row: { group_code: '', specialty_code: '01', specialty_title: '数学' }, want: false },
    { name: 'no group code at all', row: { specialty_code: '', specialty_title: '专业组' }, want: false },
    { name: 'a group code with another title', row: { group_code: '06', specialty_code: '06', specialty_title: '临床医学' }, want: false },
    { name: 'a title of another group', row: { group_code: '06', specialty_code: '06', specialty_title: '07专业组' }, want: false },
  ];
  for (const c of cases) it(`${c.want ? 'is' : 'is not'} ${c.name}`, () => expect(isGroupUnit(c.row)).toBe(c.want));

  it('titles a group by its code', () => expect(groupUnitTitle('12')).toBe('12专业组'));
});

describe('unitWordOf', () => {
  it('names the units of a list', () => {
    expect(unitWordOf([])).toBe('专业');
    expect(unitWordOf([major, major])).toBe('专业');
    expect(unitWordOf([group, group])).toBe('专业组');
    expect(unitWordOf([group, major])).toBe('专业（组）');
  });
});

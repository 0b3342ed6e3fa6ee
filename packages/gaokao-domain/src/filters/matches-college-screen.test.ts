import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COLLEGE_ATTRIBUTE_OPTIONS, COLLEGE_STRENGTH_OPTIONS, COLLEGE_TYPE_OPTIONS, NATURE_OPTIONS, REGION_OPTIONS } from './options';
import { type CollegeScreen, defaultCollegeScreen } from './college-screen';
import { matchesCollegeScreen } from './matches-college-screen';
import type { ScreenRow } from './screen-row';

const pku: ScreenRow = {
  collegeName: '北京大学',
  collegeProvince: '北京',
  collegeType: '综合类',
  collegeNature: '公办',
  is985: '是',
  is211: '是',
  two_yiliu: '是',
  boshiNum: 50,
  shuoshiNum: 60,
};
const hebeiLocal: ScreenRow = {
  collegeName: '河北科技学院',
  collegeProvince: '河北省',
  collegeType: '理工',
  collegeNature: '民办',
  is985: '否',
  is211: '否',
  two_yiliu: '否',
  boshiNum: 0,
  shuoshiNum: '0',
};
const masterOnly: ScreenRow = { ...hebeiLocal, collegeNature: '公办', shuoshiNum: '12', collegeType: '师范类' };
const unknown: ScreenRow = {};

type Case = { name: string; row: ScreenRow; screen: Partial<CollegeScreen>; match: boolean };
const cases: Case[] = [
  { name: 'any row under the default screen', row: pku, screen: {}, match: true },
  { name: 'a row with no fields under the default screen', row: unknown, screen: {}, match: true },
  { name: 'a row under all-empty groups', row: unknown, screen: { regions: [], types: [], natures: [], attributes: [], strengths: [] }, match: true },
  { name: 'a region that is checked', row: pku, screen: { regions: ['北京', '上海'] }, match: true },
  { name: 'a long province name that is checked', row: hebeiLocal, screen: { regions: ['河北'] }, match: true },
  { name: 'a region that is not checked', row: pku, screen: { regions: ['上海'] }, match: false },
  { name: 'an unknown region under a restriction', row: unknown, screen: { regions: ['上海'] }, match: false },
  { name: '综合类 under 综合', row: pku, screen: { types: ['综合'] }, match: true },
  { name: '理工 under 综合', row: hebeiLocal, screen: { types: ['综合'] }, match: false },
  { name: 'an unknown type under 其他', row: { collegeType: '航天类' }, screen: { types: ['其他'] }, match: true },
  { name: '985 under 211 (its 211 flag counts)', row: pku, screen: { natures: ['211'] }, match: true },
  { name: 'a 985 college under 其他', row: pku, screen: { natures: ['其他'] }, match: false },
  { name: 'a plain college under 其他', row: hebeiLocal, screen: { natures: ['其他'] }, match: true },
  { name: 'a plain college under 985', row: hebeiLocal, screen: { natures: ['985', '211', '双一流'] }, match: false },
  { name: '公办 under 公办', row: pku, screen: { attributes: ['公办'] }, match: true },
  { name: '民办 under 公办', row: hebeiLocal, screen: { attributes: ['公办', '中外合作办学'] }, match: false },
  { name: 'doctoral points under 有博士点', row: pku, screen: { strengths: ['有博士点'] }, match: true },
  { name: 'master points only under 有博士点', row: masterOnly, screen: { strengths: ['有博士点'] }, match: false },
  { name: 'master points only under 有硕士点', row: masterOnly, screen: { strengths: ['有硕士点'] }, match: true },
  { name: 'no points under 其他', row: hebeiLocal, screen: { strengths: ['其他'] }, match: true },
  { name: 'no points under 有硕士点', row: hebeiLocal, screen: { strengths: ['有硕士点'] }, match: false },
  { name: '师范类 under 师范', row: masterOnly, screen: { types: ['师范'] }, match: true },
  {
    name: 'a row passing four groups and failing one',
    row: pku,
    screen: { regions: ['北京'], types: ['综合'], natures: ['985'], attributes: ['公办'], strengths: ['其他'] },
    match: false,
  },
];

describe('given a result row and the college filter', () => {
  it.each(cases)('should answer $name: $match', ({ row, screen, match }) => {
    expect(matchesCollegeScreen(row, { ...defaultCollegeScreen(), ...screen })).toBe(match);
  });
});

describe('given any row and any college screen', () => {
  const flag = fc.constantFrom<unknown>('是', '否', 1, 0, undefined);
  const row = fc.record(
    {
      collegeProvince: fc.constantFrom('北京', '河北省', '广西壮族自治区', '火星', ''),
      collegeType: fc.constantFrom('综合类', '理工', '师范类', '航天类', ''),
      collegeNature: fc.constantFrom('公办', '民办', '中外合作办学', ''),
      is985: flag,
      is211: flag,
      two_yiliu: flag,
      boshiNum: fc.constantFrom<number | string | null>(0, 3, '12', null),
      shuoshiNum: fc.constantFrom<number | string | null>(0, 5, '0', null),
    },
    { requiredKeys: [] },
  );
  const subset = (all: readonly string[]) => fc.subarray([...all]);
  const screen = fc.record({
    regions: subset(REGION_OPTIONS),
    types: subset(COLLEGE_TYPE_OPTIONS),
    natures: subset(NATURE_OPTIONS),
    attributes: subset(COLLEGE_ATTRIBUTE_OPTIONS),
    strengths: subset(COLLEGE_STRENGTH_OPTIONS),
  });
  it('should pass every row under the default screen', () => {
    fc.assert(fc.property(row, (r) => {
        expect(matchesCollegeScreen(r, defaultCollegeScreen())).toBe(true);
      }));
  });
  it('should never lose a row when a group gains an option', () => {
    fc.assert(
      fc.property(row, screen, fc.constantFrom('985', '211', '双一流', '其他'), (r, s, added) => {
        if (!matchesCollegeScreen(r, s) || s.natures.length === 0) return;
        expect(matchesCollegeScreen(r, { ...s, natures: [...new Set([...s.natures, added])] })).toBe(true);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchesOtherScreen } from './matches-other-screen';
import { defaultOtherScreen, type OtherScreen } from './other-screen';
import type { ScreenRow } from './screen-row';

const law: ScreenRow = {
  specialty_title: '法学',
  major_remark: '(校本部)',
  cengci: '本科',
  schooling_length: '4',
  tuition_fee: 5000,
  planned_number: 12,
  yugu_score: 612,
  current_year_red_score: 615,
  qu_year_red_score: 608,
};
const sinoForeign: ScreenRow = {
  specialty_title: '国际经济与贸易',
  major_remark: '(与美国科罗拉多大学(丹佛)中外合作办学项目)',
  cengci: '本科',
  schooling_length: 4,
  tuition_fee: -1,
  planned_number: '30',
  yugu_score: '548',
  qu_year_zhengji1: 3,
};
const vocational: ScreenRow = {
  specialty_title: '护理',
  major_remark: '',
  cengci: '专科(高职)',
  schooling_length: '3年',
  tuition_fee: '0',
  planned_number: null,
  yugu_score: null,
};
const teacher: ScreenRow = { specialty_title: '汉语言文学', major_remark: '(师范)', yugu_score: 590, current_year_red_score: 588 };
const notTeacher: ScreenRow = { specialty_title: '汉语言文学', major_remark: '(非师范)', yugu_score: 580, current_year_red_score: 577 };
const flaggedTeacher: ScreenRow = { specialty_title: '数学与应用数学', isShifan: '1', current_year_red_score: 600 };
const flaggedNot: ScreenRow = { specialty_title: '学前教育(师范)', isShifan: 0, current_year_red_score: 500 };

type Case = { name: string; row: ScreenRow; screen: Partial<OtherScreen>; match: boolean };
const cases: Case[] = [
  { name: 'any row under the default screen', row: vocational, screen: {}, match: true },
  { name: 'an empty row under the default screen', row: {}, screen: {}, match: true },
  // schooling length
  { name: '4 years under 4', row: law, screen: { schooling_length: 4 }, match: true },
  { name: '4 years under 5', row: law, screen: { schooling_length: 5 }, match: false },
  { name: '"3年" under 3', row: vocational, screen: { schooling_length: 3 }, match: true },
  { name: 'an unknown length under 4', row: {}, screen: { schooling_length: 4 }, match: false },
  // fees
  { name: '5000 under 4000–6000', row: law, screen: { tuition_fee_min: '4000', tuition_fee_max: '6000' }, match: true },
  { name: '5000 under at most 4000', row: law, screen: { tuition_fee_max: '4000' }, match: false },
  { name: 'an unknown fee under a range, included', row: sinoForeign, screen: { tuition_fee_max: '6000', tuition_fee_no: true }, match: true },
  { name: 'an unknown fee under a range, excluded', row: sinoForeign, screen: { tuition_fee_max: '6000', tuition_fee_no: false }, match: false },
  { name: 'a free major under at most 6000', row: vocational, screen: { tuition_fee_max: '6000', tuition_fee_no: false }, match: true },
  { name: 'a reversed fee range (ignored)', row: law, screen: { tuition_fee_min: '9000', tuition_fee_max: '1000' }, match: true },
  // keywords
  { name: '中外合作 found in the remark', row: sinoForeign, screen: { specialty_title: ['中外合作'] }, match: true },
  { name: '中外合作 wanted, absent', row: law, screen: { specialty_title: ['中外合作'] }, match: false },
  { name: 'a custom keyword found', row: law, screen: { specialty_title: ['自定义'], specialty_title_other: '经济，法学' }, match: true },
  { name: '自定义 with empty text (no restriction)', row: law, screen: { specialty_title: ['自定义'], specialty_title_other: '' }, match: true },
  { name: '中外合作 unwanted, present', row: sinoForeign, screen: { specialty_title_no: ['中外合作'] }, match: false },
  { name: '中外合作 unwanted, absent', row: law, screen: { specialty_title_no: ['中外合作'] }, match: true },
  { name: 'a custom unwanted keyword present', row: law, screen: { specialty_title_no: ['自定义'], specialty_title_no_other: '校本部' }, match: false },
  { name: 'a keyword in collegeNameRemark', row: { ...law, collegeNameRemark: '(国家专项计划)' }, screen: { specialty_title: ['专项'] }, match: true },
  // supplementary recruitment
  { name: 'a row with 征集 under only-征集', row: sinoForeign, screen: { zhengji: 1 }, match: true },
  { name: 'a row without 征集 under only-征集', row: law, screen: { zhengji: 1 }, match: false },
  { name: 'a row with 征集 under no-征集', row: sinoForeign, screen: { zhengji: 2 }, match: false },
  { name: 'a row without 征集 under no-征集', row: law, screen: { zhengji: 2 }, match: true },
  { name: 'a zero 征集 count counts as none', row: { current_year_zhengji2: '0' }, screen: { zhengji: 2 }, match: true },
  // plan numbers and scores
  { name: '12 planned under 10–20', row: law, screen: { planned_number_min: '10', planned_number_max: '20' }, match: true },
  { name: '"30" planned under at most 20', row: sinoForeign, screen: { planned_number_max: '20' }, match: false },
  { name: 'unknown plan number under at least 1', row: vocational, screen: { planned_number_min: '1' }, match: false },
  { name: 'predicted 612 under 600–650', row: law, screen: { min_score: '600', max_score: '650' }, match: true },
  { name: 'predicted "548" under at least 550', row: sinoForeign, screen: { min_score: '550' }, match: false },
  { name: 'an unknown prediction under a score range', row: vocational, screen: { max_score: '700' }, match: false },
  // normal school
  { name: '(师范) under only-师范', row: teacher, screen: { isShifan: 1 }, match: true },
  { name: '(非师范) under only-师范', row: notTeacher, screen: { isShifan: 1 }, match: false },
  { name: '(非师范) under no-师范', row: notTeacher, screen: { isShifan: 2 }, match: true },
  { name: 'an isShifan flag under only-师范', row: flaggedTeacher, screen: { isShifan: 1 }, match: true },
  { name: 'a 0 flag beats a 师范 title', row: flaggedNot, screen: { isShifan: 1 }, match: false },
  // new majors
  { name: 'a new major under only-new', row: sinoForeign, screen: { isNewMajor: 1 }, match: true },
  { name: 'an old major under only-new', row: law, screen: { isNewMajor: 1 }, match: false },
  { name: 'a new major under no-new', row: vocational, screen: { isNewMajor: 2 }, match: false },
  { name: 'an old major under no-new', row: law, screen: { isNewMajor: 2 }, match: true },
  // vocational rows
  { name: 'a vocational row with 职教 hidden', row: vocational, screen: { hasZhiJiao: false }, match: false },
  { name: 'a regular row with 职教 hidden', row: law, screen: { hasZhiJiao: false }, match: true },
];

describe('given a result row and the other filter', () => {
  it.each(cases)('should answer $name: $match', ({ row, screen, match }) => {
    expect(matchesOtherScreen(row, { ...defaultOtherScreen(), ...screen })).toBe(match);
  });
});

describe('given any row', () => {
  const wire = fc.constantFrom<number | string | null | undefined>(-1, 0, 3, '4', '4年', 612, '548.5', '', null, undefined, 'x');
  const row = fc.record(
    {
      specialty_title: fc.constantFrom('法学', '英语(师范)', '护理', ''),
      major_remark: fc.constantFrom('(中外合作办学)', '(非师范)', '', null),
      cengci: fc.constantFrom('本科', '专科(高职)', null),
      schooling_length: wire,
      tuition_fee: wire,
      planned_number: wire,
      yugu_score: wire,
      current_year_red_score: wire,
      qu_year_zhengji1: wire,
      isShifan: fc.constantFrom<unknown>('1', 0, '是', undefined, null, ''),
    },
    { requiredKeys: [] },
  );
  it('should pass under the default screen', () => {
    fc.assert(fc.property(row, (r) => {
        expect(matchesOtherScreen(r, defaultOtherScreen())).toBe(true);
      }));
  });
  it('should split the rows exactly in two by each three-way choice', () => {
    fc.assert(
      fc.property(row, fc.constantFrom('zhengji', 'isShifan', 'isNewMajor'), (r, key) => {
        const only = matchesOtherScreen(r, { ...defaultOtherScreen(), [key]: 1 });
        const without = matchesOtherScreen(r, { ...defaultOtherScreen(), [key]: 2 });
        expect(only).not.toBe(without);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { earlierGroupCode, groupLists, groupNameParts, isSubjectRequirement, keepsGroupCodes, metByCodeAlone, publishedRequirement, type ListedGroup } from './group-match';
import { parseSubjectRequirement } from '../filters/subject-requirement';
import { indexObservations, unitFeatures, type AdmissionRecord } from './rank-model';
import type { RankTable } from '../rank/types';

describe('groupNameParts: requirement and remark of a published group name', () => {
  it.each([
    { name: '陆军工程大学04专业组(不限)', requirement: '不限', remark: '' },
    { name: '长沙理工大学05专业组(化学)(中外合作办学)', requirement: '化学', remark: '中外合作办学' },
    { name: '厦门大学03专业组(不限)(马来西亚分校)', requirement: '不限', remark: '马来西亚分校' },
    { name: '扬州大学40专业组(化学)(高校中外学分互认联合培养项目)', requirement: '化学', remark: '高校中外学分互认联合培养项目' },
    { name: '合肥工业大学(宣城校区)03专业组(化学)', requirement: '化学', remark: '' },
    { name: '中国人民大学(苏州校区)02专业组(不限)(中外合作办学)', requirement: '不限', remark: '中外合作办学' },
    { name: '海军军医大学06专业组（化学或生物）', requirement: '化学或生物', remark: '' },
    { name: '某大学01专业组', requirement: null, remark: '' },
    { name: '物理+化学', requirement: null, remark: '' },
  ])('$name', ({ name, requirement, remark }) => expect(groupNameParts(name)).toEqual({ requirement, remark }));

  it.each([
    ['化学', true],
    ['化学和生物', true],
    ['思想政治或地理', true],
    ['不限', true],
    ['中外合作办学', false],
    ['国家专项', false],
    ['', false],
  ] as const)('isSubjectRequirement(%s) = %s', (text, expected) => expect(isSubjectRequirement(text)).toBe(expected));
});

const g = (year: number, groupCode: string, requirement: string, remark = '', code = 'A'): ListedGroup => ({ year, code, groupCode, requirement, remark });

describe('keepsGroupCodes: a college that renumbered its groups keeps none of its codes', () => {
  it.each([
    { case: 'the same list', a: [g(1, '01', '化学'), g(1, '02', '不限')], b: [g(2, '01', '化学'), g(2, '02', '不限')], keeps: true },
    { case: 'a group added at the end', a: [g(1, '01', '化学')], b: [g(2, '01', '化学'), g(2, '02', '化学')], keeps: true },
    { case: 'a group dropped', a: [g(1, '01', '化学'), g(1, '02', '不限')], b: [g(2, '01', '化学')], keeps: true },
    // 西南医科大学 江苏 2023 → 2024: 01 (化学), 02 (化学或生物) → 01–05 all 化学: 02 names another requirement.
    { case: 'a shared code with another requirement', a: [g(1, '01', '化学'), g(1, '02', '化学或生物')], b: [g(2, '01', '化学'), g(2, '02', '化学'), g(2, '03', '化学')], keeps: false },
    // 扬州大学: 23 was (不限)(中外合作办学), in 2024 (不限) without remark.
    { case: 'a shared code with another remark', a: [g(1, '23', '不限', '中外合作办学')], b: [g(2, '23', '不限')], keeps: false },
    { case: 'no shared code', a: [g(1, '01', '化学')], b: [g(2, '02', '不限')], keeps: true },
    { case: 'an earlier list unknown', a: [], b: [g(2, '01', '化学')], keeps: true },
    { case: 'another college renumbered', a: [g(1, '01', '化学', '', 'B'), g(1, '01', '化学')], b: [g(2, '01', '不限', '', 'B'), g(2, '01', '化学')], keeps: true },
  ])('$case → $keeps', ({ a, b, keeps }) => expect(keepsGroupCodes(groupLists([...a, ...b]), 'A', 1, 2)).toBe(keeps));
});

describe('publishedRequirement: a province\'s wording as a requirement', () => {
  it.each([
    ['化学、物理（均须选考）', '化学、物理', [['化'], ['物']]],
    ['生物、化学、物理(均须选考)', '生物、化学、物理', [['生'], ['化'], ['物']]],
    ['历史、思想政治（均须选考）', '历史、思想政治', [['历'], ['政']]],
    ['生物、化学（选考其中一门即可）', '生物或化学', [['生', '化']]],
    ['不提科目要求', '不限', []],
    ['物理', '物理', [['物']]],
    ['中外合作办学', '中外合作办学', null],
    ['国家专项（均须选考）', '国家专项（均须选考）', null],
  ] as const)('%s → %s', (text, want, all) => {
    expect(publishedRequirement(text)).toBe(want);
    expect(isSubjectRequirement(publishedRequirement(text))).toBe(all !== null);
    if (all !== null) expect(parseSubjectRequirement(publishedRequirement(text)).all).toEqual(all);
  });
});

describe('metByCodeAlone: an earlier line met by code in a list that changed, with no requirement to tell', () => {
  it.each([
    { case: 'the same list', a: [g(1, '01', ''), g(1, '02', '')], b: [g(2, '01', ''), g(2, '02', '')], alone: false },
    // 华中科技大学 湖北 物理类: 03–10 in 2024, 04–10 in 2025.
    { case: 'a code dropped', a: [g(1, '03', ''), g(1, '04', ''), g(1, '05', '')], b: [g(2, '04', ''), g(2, '05', '')], alone: true },
    { case: 'a code added', a: [g(1, '01', '')], b: [g(2, '01', ''), g(2, '02', '')], alone: true },
    { case: 'as many codes, one other', a: [g(1, '01', ''), g(1, '02', '')], b: [g(2, '01', ''), g(2, '03', '')], alone: true },
    { case: 'an earlier list unknown', a: [], b: [g(2, '01', '')], alone: false },
    { case: 'another college changed', a: [g(1, '01', '', '', 'B'), g(1, '01', '')], b: [g(2, '02', '', '', 'B'), g(2, '01', '')], alone: false },
  ])('$case → $alone', ({ a, b, alone }) => {
    const lists = groupLists([...a, ...b]);
    expect(metByCodeAlone(lists, 'A', 1, 2, false)).toBe(alone);
    // Where requirements tell the groups apart (keepsGroupCodes, earlierGroupCode), a line is never met by code alone.
    expect(metByCodeAlone(lists, 'A', 1, 2, true)).toBe(false);
  });
});

describe('earlierGroupCode: the code a group had the year before', () => {
  it.each([
    // A college that kept its codes: the group's own code, present that year or not.
    { case: 'kept codes', a: [g(1, '01', '化学'), g(1, '02', '不限')], b: [g(2, '01', '化学'), g(2, '02', '不限')], group: g(2, '02', '不限'), code: '02' },
    { case: 'kept codes, a new group', a: [g(1, '01', '化学')], b: [g(2, '01', '化学'), g(2, '02', '不限')], group: g(2, '02', '不限'), code: '02' },
    { case: 'an earlier list unknown', a: [], b: [g(2, '03', '化学')], group: g(2, '03', '化学'), code: '03' },
    // 苏州大学 江苏 2023 → 2024 (renumbered): (生物) was 32, is 34, the one (生物) group in both lists.
    { case: 'renumbered, a pair unique in both years', a: [g(1, '30', '化学和生物'), g(1, '32', '生物')], b: [g(2, '30', '化学'), g(2, '34', '生物')], group: g(2, '34', '生物'), code: '32' },
    { case: 'renumbered, a unique pair under its own code', a: [g(1, '01', '化学'), g(1, '02', '不限')], b: [g(2, '01', '化学'), g(2, '02', '生物')], group: g(2, '01', '化学'), code: '01' },
    { case: 'renumbered, the remark is part of the pair', a: [g(1, '09', '化学', '中外合作办学'), g(1, '10', '化学')], b: [g(2, '08', '化学', '中外合作办学'), g(2, '10', '不限')], group: g(2, '08', '化学', '中外合作办学'), code: '09' },
    // 西南医科大学: 01 (化学), 02 (化学或生物) → 01–05 all (化学): (化学) names five groups in 2024.
    { case: 'renumbered, a pair of several groups now', a: [g(1, '01', '化学'), g(1, '02', '化学或生物')], b: [g(2, '01', '化学'), g(2, '02', '化学'), g(2, '03', '化学')], group: g(2, '01', '化学'), code: null },
    { case: 'renumbered, a pair of several groups then', a: [g(1, '01', '不限'), g(1, '02', '不限'), g(1, '03', '化学')], b: [g(2, '01', '不限'), g(2, '03', '生物')], group: g(2, '01', '不限'), code: null },
    // 长沙理工大学 05: (不限)(中外合作办学) → (化学)(中外合作办学): no group with the pair the year before.
    { case: 'renumbered, a pair absent the year before', a: [g(1, '05', '不限', '中外合作办学')], b: [g(2, '05', '化学', '中外合作办学')], group: g(2, '05', '化学', '中外合作办学'), code: null },
    { case: 'renumbered, a code written with two pairs counts for both', a: [g(1, '01', '化学'), g(1, '01', '生物'), g(1, '02', '不限')], b: [g(2, '02', '化学'), g(2, '03', '生物')], group: g(2, '03', '生物'), code: '01' },
  ])('$case → $code', ({ a, b, group, code }) => expect(earlierGroupCode(groupLists([...a, ...b]), group, 1)).toBe(code));
});

describe('unitFeatures with group-level rows', () => {
  const table: RankTable = Array.from({ length: 301 }, (_, i) => ({ score: 700 - i, count: 10, cumulative: 10 * (i + 1) }));
  const tables = new Map([
    [2023, table],
    [2024, table],
  ]);
  const row = (year: number, code: string, groupCode: string, requirement: string, minScore: number | null, remark = ''): AdmissionRecord => ({
    year,
    code,
    groupCode,
    title: '',
    requirement,
    remark,
    minScore,
    minRank: null,
  });

  it('gives a renumbered college’s groups the line of the group with the same unique pair, others none; keeps a college’s codes when it kept them', () => {
    const records = [
      row(2023, 'A', '01', '化学', 600),
      row(2023, 'A', '02', '化学或生物', 560),
      row(2024, 'A', '01', '化学', null),
      row(2024, 'A', '02', '化学', null),
      row(2023, 'B', '01', '化学', 580),
      row(2023, 'B', '02', '不限', 570),
      row(2024, 'B', '01', '化学', null),
      row(2024, 'B', '02', '不限', null),
      row(2024, 'B', '03', '不限', null),
      // Same requirement, the remark came or went: renumbered, and (化学) without remark was not listed in 2023.
      row(2023, 'C', '05', '化学', 590, '中外合作办学'),
      row(2024, 'C', '05', '化学', null),
      // Renumbered (02 turned from 不限 to 化学), but (生物) and (不限) name one group in each year: matched under their
      // 2023 codes; (化学) names two groups in 2024 and is not.
      row(2023, 'D', '01', '化学', 600),
      row(2023, 'D', '02', '不限', 590),
      row(2023, 'D', '03', '生物', 580),
      row(2024, 'D', '01', '化学', null),
      row(2024, 'D', '02', '化学', null),
      row(2024, 'D', '04', '不限', null),
      row(2024, 'D', '05', '生物', null),
    ];
    const observations = indexObservations(
      records.filter((r) => r.year < 2024),
      tables,
    );
    const features = unitFeatures(records, 2024, observations);
    expect(features.map((f) => f.key)).toEqual(['B|#01|化学', 'B|#02|不限', 'D|#04|不限', 'D|#05|生物']);
    // Each with the line of the group it was: D 04 had 02's 2023 line (rank of 590), D 05 had 03's (580).
    expect(features.map((f) => f.latestScore)).toEqual([580, 570, 590, 580]);
    expect(features.map((f) => f.earlier.map((e) => e.year))).toEqual([[2023], [2023], [2023], [2023]]);
    // Requirements tell these groups apart: no line is met by its code alone.
    expect(features.every((f) => f.identityShift === undefined)).toBe(true);
  });

  it('reads the 99 % line of a group met by its code alone as its college’s hardest group of that year (identityShift)', () => {
    // No requirement in any row (湖北 2024–2025). E renumbered its list (03–05 → 04–06): 04 and 05 were other groups,
    // whose codes are all there is. F kept its list: its codes are its groups.
    const records = [
      row(2023, 'E', '03', '', 650),
      row(2023, 'E', '04', '', 620),
      row(2023, 'E', '05', '', 600),
      row(2024, 'E', '04', '', null),
      row(2024, 'E', '05', '', null),
      row(2024, 'E', '06', '', null),
      row(2023, 'F', '01', '', 610),
      row(2023, 'F', '02', '', 590),
      row(2024, 'F', '01', '', null),
      row(2024, 'F', '02', '', null),
    ];
    const observations = indexObservations(
      records.filter((r) => r.year < 2024),
      tables,
    );
    const byKey = new Map(unitFeatures(records, 2024, observations).map((f) => [f.key, f]));
    // Ranks in the table: 650 → 510, 620 → 810, 600 → 1010 (10 a point from 700).
    expect(byKey.get('E|#04|')?.latestScore).toBe(620);
    expect(byKey.get('E|#04|')?.identityShift).toBeCloseTo(Math.log(510) - Math.log(810), 10);
    expect(byKey.get('E|#05|')?.identityShift).toBeCloseTo(Math.log(510) - Math.log(1010), 10);
    expect(byKey.has('E|#06|')).toBe(false);
    expect(byKey.get('F|#01|')?.identityShift).toBeUndefined();
    expect(byKey.get('F|#02|')?.identityShift).toBeUndefined();
  });
});

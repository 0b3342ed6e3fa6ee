import { describe, expect, it } from 'vitest';
import { groupLists, groupNameParts, isSubjectRequirement, keepsGroupCodes, type ListedGroup } from './group-match';
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

  it('gives a renumbered college’s groups no earlier line, and keeps those of a college that kept its codes', () => {
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
      // Same requirement, the remark came or went: renumbered.
      row(2023, 'C', '05', '化学', 590, '中外合作办学'),
      row(2024, 'C', '05', '化学', null),
    ];
    const observations = indexObservations(
      records.filter((r) => r.year < 2024),
      tables,
    );
    expect(unitFeatures(records, 2024, observations).map((f) => f.key)).toEqual(['B|#01|化学', 'B|#02|不限']);
  });
});

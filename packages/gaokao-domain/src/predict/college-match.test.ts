import { describe, expect, it } from 'vitest';
import { crossYearIdentity, groupNumber, requirementsGiven, type WrittenUnit } from './college-match';

const g = (year: number, code: string, college: string, groupCode: string, requirement = '化'): WrittenUnit => ({ year, code, college, groupCode, requirement, group: true });
const major = (year: number, code: string, college: string, title: string): WrittenUnit => ({ year, code, college, groupCode: '201', requirement: '物+化', group: false, title });

/** Whether rows a and b are matched as one unit by the identity (college key, group number, requirement, title). */
function same(rows: WrittenUnit[], a: WrittenUnit, b: WrittenUnit): boolean {
  const id = crossYearIdentity(rows);
  const [x, y] = [id(a), id(b)];
  return x.code === y.code && x.groupCode === y.groupCode && x.requirement === y.requirement && (a.title ?? '') === (b.title ?? '');
}

describe('groupNumber: a group code without its college code in front', () => {
  it.each([
    ['725', '72501', '01'], // 上海 2025
    ['0618', '061801', '01'], // 海南
    ['103', '103Q5', 'Q5'],
    ['A08303', '03', '03'], // 湖北 2025: the code is the group's, the group code bare
    ['038702', '038702', '038702'], // 天津: code and group code are one
    ['4131010247', '01', '01'], // an institution code
    ['', '01', '01'],
    ['725', '', ''],
  ])('%s %s → %s', (code, groupCode, want) => {
    expect(groupNumber(code, groupCode)).toBe(want);
  });
});

describe('requirementsGiven: every year gives most groups\' requirement', () => {
  it.each([
    ['every group row gives one', [g(2024, '1', 'A', '01'), g(2025, '1', 'A', '01', '不限')], true],
    ['one year gives none (湖北 2024)', [g(2024, '1', 'A', '01', ''), g(2025, '1', 'A', '01')], false],
    ['one year gives it for a few groups only', [g(2024, '1', 'A', '01', ''), g(2024, '1', 'A', '02', ''), g(2024, '1', 'A', '03'), g(2025, '1', 'A', '01')], false],
    ['a few groups open to every subject (海南)', [g(2024, '1', 'A', '01', ''), g(2024, '1', 'A', '02'), g(2024, '1', 'A', '03'), g(2025, '1', 'A', '01')], true],
    ['majors are not asked', [major(2024, '1', 'A', '法学'), { ...major(2025, '1', 'A', '法学'), requirement: '' }], true],
    ['no rows', [], true],
  ] as const)('%s → %s', (_name, rows, want) => {
    expect(requirementsGiven(rows as unknown as WrittenUnit[])).toBe(want);
  });
});

describe('crossYearIdentity: which rows are one unit across years', () => {
  it('a college renumbered by its province (海南: 0618 → 0621, 0621 another college in 2024) is met by its name', () => {
    const hit24 = g(2024, '0618', '哈尔滨工业大学', '061801');
    const hit25 = g(2025, '0621', '哈尔滨工业大学', '062101');
    const other24 = g(2024, '0621', '西北政法大学', '062101');
    const other25 = g(2025, '0702', '西北政法大学', '070201');
    const rows = [hit24, hit25, other24, other25];
    expect(same(rows, hit25, hit24)).toBe(true);
    expect(same(rows, hit25, other24)).toBe(false);
    expect(same(rows, other25, other24)).toBe(true);
  });

  it('sources with two kinds of code (institution code in 2024, exam code in 2025) meet by name and group number', () => {
    const a24 = g(2024, '4131010247', '同济大学', '01', '');
    const a25 = g(2025, '103', '同济大学', '10301', '物理');
    const b25 = g(2025, '103', '同济大学', '103Q5', '物理');
    const rows = [a24, a25, b25];
    expect(same(rows, a25, a24)).toBe(true);
    expect(same(rows, b25, a24)).toBe(false);
    // Requirements left out for the whole slice (2024 gives none).
    expect(crossYearIdentity(rows)(a25).requirementDropped).toBe(true);
  });

  it('a requirement tells groups apart where every row gives one', () => {
    const a24 = g(2024, '1', 'X大学', '02', '化');
    const a25 = g(2025, '1', 'X大学', '02', '不限');
    const rows = [a24, a25];
    expect(same(rows, a25, a24)).toBe(false);
    expect(crossYearIdentity(rows)(a25).requirementDropped).toBe(false);
  });

  it('a college renamed under its code (no name written in the other year) stays one college', () => {
    const old = major(2024, '4110', '新乡医学院', '临床医学');
    const now = major(2025, '4110', '河南医药大学', '临床医学');
    expect(same([old, now], now, old)).toBe(true);
  });

  it('a code that names another college that is written in both years is not a rename', () => {
    const a24 = major(2024, '2701', '甲学院', '法学');
    const b24 = major(2024, '2357', '乙大学', '法学');
    const b25 = major(2025, '2701', '乙大学', '法学');
    const a25 = major(2025, '2801', '甲学院', '法学');
    const rows = [a24, b24, b25, a25];
    expect(same(rows, b25, a24)).toBe(false);
    expect(same(rows, b25, b24)).toBe(true);
    expect(same(rows, a25, a24)).toBe(true);
  });

  it('a college that writes one unit under two codes in some year keeps its codes in every year', () => {
    const main24 = major(2024, '10013', '北京邮电大学', '计算机类');
    const main23 = major(2023, '10013', '北京邮电大学', '计算机类');
    const other24 = major(2024, '19614', '北京邮电大学', '计算机类');
    const rows = [main23, main24, other24];
    expect(same(rows, main24, main23)).toBe(true);
    expect(same(rows, other24, main23)).toBe(false);
    expect(crossYearIdentity(rows)(other24).code).toBe('北京邮电大学#19614');
  });

  it('天津: one code per group, the same code in both years', () => {
    const a24 = g(2024, '038702', '哈尔滨工业大学', '038702', '');
    const b24 = g(2024, '038703', '哈尔滨工业大学', '038703', '');
    const a25 = g(2025, '038702', '哈尔滨工业大学', '038702', '');
    const rows = [a24, b24, a25];
    expect(same(rows, a25, a24)).toBe(true);
    expect(same(rows, a25, b24)).toBe(false);
  });

  it('majors are met by college and title, whatever the exam code', () => {
    const a24 = major(2024, '0618', '哈尔滨工业大学', '计算机类');
    const a25 = major(2025, '0621', '哈尔滨工业大学', '计算机类');
    const c25 = major(2025, '0621', '哈尔滨工业大学', '自动化');
    const rows = [a24, a25, c25];
    expect(same(rows, a25, a24)).toBe(true);
    expect(same(rows, c25, a24)).toBe(false);
  });
});

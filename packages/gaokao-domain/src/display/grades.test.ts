import { describe, expect, it } from 'vitest';
import { type Grade, GRADES, GRADE_FIELDS, type GradeFields, gradeMajors, gradeOf } from './grades';

describe('given the grade constants', () => {
  it('should list the nine grades best first', () => {
    expect(GRADES).toEqual(['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-']);
  });
  it('should map each grade to its own wire list', () => {
    expect(new Set(Object.values(GRADE_FIELDS)).size).toBe(9);
    expect(GRADE_FIELDS['A+']).toBe('ajia_major');
    expect(GRADE_FIELDS['C-']).toBe('c_jian_major');
  });
});

type Case = { name: string; row: GradeFields; discipline?: string; grade: Grade | '无' };
const cases: Case[] = [
  { name: 'no lists', row: {}, grade: '无' },
  { name: 'empty lists', row: { ajia_major: '', as_major: [], b_majors: null }, grade: '无' },
  { name: 'an A+ list', row: { ajia_major: '计算机科学与技术' }, grade: 'A+' },
  { name: 'A and B lists (best wins)', row: { b_majors: '法学', as_major: '软件工程' }, grade: 'A' },
  { name: 'only C-', row: { c_jian_major: '数学' }, grade: 'C-' },
  { name: 'each grade B+', row: { b_jia_major: ['化学'] }, grade: 'B+' },
  { name: 'a discipline at B', row: { as_major: '软件工程', b_majors: '法学，数学' }, discipline: '数学', grade: 'B' },
  { name: 'a discipline listed with 、', row: { a_jian_major: '哲学、法学' }, discipline: '法学', grade: 'A-' },
  { name: 'a discipline not listed', row: { as_major: '软件工程' }, discipline: '法学', grade: '无' },
  { name: 'a blank discipline (any list)', row: { c_major: '化学' }, discipline: ' ', grade: 'C' },
  { name: 'B- and C+', row: { b_jian_major: 'x', c_jia_major: 'y' }, grade: 'B-' },
];

describe('given the grade lists of a row', () => {
  it.each(cases)('should grade $name as $grade', ({ row, discipline, grade }) => {
    expect(gradeOf(row, discipline)).toBe(grade);
  });
  it('should split a list on every separator', () => {
    expect(gradeMajors({ b_majors: '法学, 数学，化学、 物理 ,' }, 'B')).toEqual(['法学', '数学', '化学', '物理']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Check } from './check';
import { validateSubjectCombination } from './subject-combination';

type Case = { name: string; subjects: readonly string[] | string | null | undefined; expected: Check };
const cases: Case[] = [
  { name: '物理 with two electives', subjects: ['物理', '化学', '生物'], expected: { ok: true } },
  { name: '历史 with two electives as the wire string', subjects: '历史,政治,地理', expected: { ok: true } },
  { name: 'nothing', subjects: [], expected: { ok: false, message: '所选科目不能为空', field: 'subjects' } },
  { name: 'null', subjects: null, expected: { ok: false, message: '所选科目不能为空', field: 'subjects' } },
  { name: 'no first-choice subject', subjects: ['化学', '生物', '地理'], expected: { ok: false, message: '所选科目物理和历史必选，且二选一', field: 'subjects' } },
  { name: 'both 物理 and 历史', subjects: '物理,历史,化学', expected: { ok: false, message: '所选科目物理和历史必选，且二选一', field: 'subjects' } },
  { name: 'one elective', subjects: ['物理', '化学'], expected: { ok: false, message: '请选择三项科目', field: 'subjects' } },
  { name: 'three electives', subjects: ['历史', '化学', '生物', '政治'], expected: { ok: false, message: '请选择三项科目', field: 'subjects' } },
  { name: 'an unknown subject', subjects: ['物理', '化学', '技术'], expected: { ok: false, message: '请选择三项科目', field: 'subjects' } },
  { name: 'a repeated elective', subjects: ['物理', '化学', '化学'], expected: { ok: false, message: '请选择三项科目', field: 'subjects' } },
];

type WhereCase = Case & { where: Parameters<typeof validateSubjectCombination>[1] };
const threeSubjects = { ok: false, message: '请选择三项科目', field: 'subjects' } as const;
const whereCases: WhereCase[] = [
  { name: '上海: three electives without 物理/历史', where: { province: '上海' }, subjects: ['化学', '生物', '地理'], expected: { ok: true } },
  { name: '上海: 物理 and 历史 together', where: { province: '上海' }, subjects: '物理,历史,化学', expected: { ok: true } },
  { name: '上海: nothing', where: { province: '上海' }, subjects: [], expected: { ok: false, message: '所选科目不能为空', field: 'subjects' } },
  { name: '上海: two electives', where: { province: '上海' }, subjects: ['化学', '生物'], expected: threeSubjects },
  { name: '上海: four electives', where: { province: '上海' }, subjects: ['物理', '化学', '生物', '政治'], expected: threeSubjects },
  { name: '上海: 技术', where: { province: '上海' }, subjects: ['技术', '化学', '生物'], expected: threeSubjects },
  { name: '浙江: 技术', where: { province: '浙江' }, subjects: ['技术', '化学', '生物'], expected: { ok: true } },
  { name: '海南: an unknown subject', where: { province: '海南' }, subjects: ['化学', '生物', '音乐'], expected: threeSubjects },
  { name: '河北: no first choice (unchanged)', where: { province: '河北' }, subjects: ['化学', '生物', '地理'], expected: { ok: false, message: '所选科目物理和历史必选，且二选一', field: 'subjects' } },
  { name: '河北 given reform 3+3', where: { province: '河北', reform: '3+3' }, subjects: ['化学', '生物', '地理'], expected: { ok: true } },
  { name: '上海 given reform 3+1+2', where: { province: '上海', reform: '3+1+2' }, subjects: ['化学', '生物', '地理'], expected: { ok: false, message: '所选科目物理和历史必选，且二选一', field: 'subjects' } },
  { name: 'an unknown province (3+1+2 rule)', where: { province: '火星' }, subjects: ['物理', '化学', '生物'], expected: { ok: true } },
];

describe('given a subject combination in a province', () => {
  it.each(whereCases)('should answer $name', ({ subjects, where, expected }) => {
    expect(validateSubjectCombination(subjects, where)).toEqual(expected);
  });
});

describe('given a subject combination', () => {
  it.each(cases)('should answer $name', ({ subjects, expected }) => {
    expect(validateSubjectCombination(subjects)).toEqual(expected);
  });
});

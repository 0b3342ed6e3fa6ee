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

describe('given a subject combination', () => {
  it.each(cases)('should answer $name', ({ subjects, expected }) => {
    expect(validateSubjectCombination(subjects)).toEqual(expected);
  });
});

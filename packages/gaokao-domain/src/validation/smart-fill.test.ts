import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { type SmartFillCheck, type SmartFillInput, validateSmartFill } from './smart-fill';

const valid: SmartFillInput = { isLogin: true, province: '河北', score: 612, subjects: ['物理', '化学', '生物'] };

type Case = { name: string; input: Partial<SmartFillInput>; expected: SmartFillCheck };
const cases: Case[] = [
  { name: 'a complete form', input: {}, expected: { ok: true, electives: ['化学', '生物'] } },
  { name: 'a visitor', input: { isLogin: false }, expected: { ok: false, action: 'login' } },
  {
    name: 'a visitor with an empty form (login comes first)',
    input: { isLogin: false, province: '', score: '', subjects: [] },
    expected: { ok: false, action: 'login' },
  },
  { name: 'no province', input: { province: '' }, expected: { ok: false, message: '请选择您的省份', field: 'province' } },
  { name: 'a null province', input: { province: null }, expected: { ok: false, message: '请选择您的省份', field: 'province' } },
  {
    name: 'no province and no score (province first)',
    input: { province: undefined, score: '' },
    expected: { ok: false, message: '请选择您的省份', field: 'province' },
  },
  { name: 'no score', input: { score: '' }, expected: { ok: false, message: '请输入您的分数', field: 'score' } },
  { name: 'a null score', input: { score: null }, expected: { ok: false, message: '请输入您的分数', field: 'score' } },
  { name: 'a non-numeric score', input: { score: 'abc' }, expected: { ok: false, message: '请输入您的分数', field: 'score' } },
  { name: 'a score given as text', input: { score: '612' }, expected: { ok: true, electives: ['化学', '生物'] } },
  { name: 'a score of 0', input: { score: 0 }, expected: { ok: true, electives: ['化学', '生物'] } },
  { name: 'a score of 750', input: { score: 750 }, expected: { ok: true, electives: ['化学', '生物'] } },
  { name: 'a score of 900 in 河北', input: { score: 900 }, expected: { ok: false, message: '成绩应在0到750分之间', field: 'score' } },
  {
    name: 'a score of 700 in 上海',
    input: { province: '上海', score: '700' },
    expected: { ok: false, message: '成绩应在0到660分之间', field: 'score' },
  },
  { name: 'a score of 900 in 海南', input: { province: '海南', score: 900 }, expected: { ok: true, electives: ['化学', '生物'] } },
  {
    name: 'no score and no subjects (score first)',
    input: { score: undefined, subjects: [] },
    expected: { ok: false, message: '请输入您的分数', field: 'score' },
  },
  { name: 'no subjects', input: { subjects: [] }, expected: { ok: false, message: '请选择三项科目', field: 'subjects' } },
  {
    name: 'only 物理 and 历史 (both dropped)',
    input: { subjects: ['物理', '历史'] },
    expected: { ok: false, message: '请选择三项科目', field: 'subjects' },
  },
  {
    name: 'one elective',
    input: { subjects: ['历史', '政治'] },
    expected: { ok: false, message: '请选择三项科目', field: 'subjects' },
  },
  {
    name: 'three electives',
    input: { subjects: ['生物', '化学', '政治'] },
    expected: { ok: false, message: '请选择三项科目', field: 'subjects' },
  },
  {
    name: 'the same elective twice',
    input: { subjects: ['物理', '化学', '化学'] },
    expected: { ok: false, message: '请选择三项科目', field: 'subjects' },
  },
  { name: 'two electives without 物理/历史', input: { subjects: ['政治', '地理'] }, expected: { ok: true, electives: ['政治', '地理'] } },
  { name: 'history with two electives', input: { subjects: ['政治', '历史', '地理'] }, expected: { ok: true, electives: ['政治', '地理'] } },
];

describe('given the home smart-fill form', () => {
  it.each(cases)('should answer $name', ({ input, expected }) => {
    expect(validateSmartFill({ ...valid, ...input })).toEqual(expected);
  });
  it('should use the spec messages from MSG', () => {
    expect([MSG.provinceRequired, MSG.scoreRequired, MSG.threeSubjectsRequired]).toEqual([
      '请选择您的省份',
      '请输入您的分数',
      '请选择三项科目',
    ]);
  });
});

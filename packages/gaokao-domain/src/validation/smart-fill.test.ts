import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { type SmartFillCheck, type SmartFillInput, smartFillRequestError, validateSmartFill } from './smart-fill';

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
  // 海南 is 3+3: its 900-point scale passes, and 物理 is one of the three electives there.
  { name: 'a score of 900 in 海南', input: { province: '海南', score: 900 }, expected: { ok: true, electives: ['物理', '化学', '生物'] } },
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

const shanghai = { province: '上海', score: 500 };
const threePlusThreeCases: Case[] = [
  { name: '上海 with 化学, 生物, 地理', input: { ...shanghai, subjects: ['化学', '生物', '地理'] }, expected: { ok: true, electives: ['化学', '生物', '地理'] } },
  { name: '上海 with 物理, 历史, 化学', input: { ...shanghai, subjects: ['物理', '历史', '化学'] }, expected: { ok: true, electives: ['物理', '历史', '化学'] } },
  { name: '上海市 (full name) with 政治, 历史, 地理', input: { ...shanghai, province: '上海市', subjects: ['政治', '历史', '地理'] }, expected: { ok: true, electives: ['政治', '历史', '地理'] } },
  { name: '上海 with two subjects', input: { ...shanghai, subjects: ['化学', '生物'] }, expected: { ok: false, message: '请选择三项科目', field: 'subjects' } },
  { name: '上海 with four subjects', input: { ...shanghai, subjects: ['物理', '化学', '生物', '地理'] }, expected: { ok: false, message: '请选择三项科目', field: 'subjects' } },
  { name: '上海 with a repeated subject', input: { ...shanghai, subjects: ['化学', '化学', '生物'] }, expected: { ok: false, message: '请选择三项科目', field: 'subjects' } },
  { name: '上海 with 技术 (浙江 only)', input: { ...shanghai, subjects: ['技术', '化学', '生物'] }, expected: { ok: false, message: '请选择三项科目', field: 'subjects' } },
  { name: '浙江 with 技术', input: { province: '浙江', score: 600, subjects: ['技术', '物理', '化学'] }, expected: { ok: true, electives: ['技术', '物理', '化学'] } },
  { name: '北京 with 历史, 政治, 地理', input: { province: '北京', subjects: ['历史', '政治', '地理'] }, expected: { ok: true, electives: ['历史', '政治', '地理'] } },
  { name: '山东 with no subjects', input: { province: '山东', subjects: [] }, expected: { ok: false, message: '请选择三项科目', field: 'subjects' } },
  {
    name: '河北 given reform 3+3 by the caller',
    input: { reform: '3+3', subjects: ['化学', '生物', '地理'] },
    expected: { ok: true, electives: ['化学', '生物', '地理'] },
  },
  {
    name: '山东 given reform 3+1+2 by the caller (the 3+1+2 rule)',
    input: { province: '山东', reform: '3+1+2', subjects: ['历史', '政治', '地理'] },
    expected: { ok: true, electives: ['政治', '地理'] },
  },
  { name: '河北 with three electives (3+1+2 unchanged)', input: { subjects: ['化学', '生物', '地理'] }, expected: { ok: false, message: '请选择三项科目', field: 'subjects' } },
];

describe('given the home smart-fill form in a 3+3 province', () => {
  it.each(threePlusThreeCases)('should answer $name', ({ input, expected }) => {
    expect(validateSmartFill({ ...valid, ...input })).toEqual(expected);
  });
});

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

type RequestCase = { name: string; input: Partial<Omit<SmartFillInput, 'isLogin'>> & { batch?: string }; error: string | undefined };
const requestCases: RequestCase[] = [
  { name: 'a good request', input: {}, error: undefined },
  { name: 'the form rule first: no province', input: { province: '' }, error: MSG.provinceRequired },
  { name: 'the form rule: a score over the full mark', input: { score: 900 }, error: '成绩应在0到750分之间' },
  { name: 'both 物理 and 历史 with two electives', input: { subjects: ['物理', '历史', '化学', '生物'] }, error: MSG.physicsXorHistory },
  { name: 'a subject outside the six', input: { subjects: ['物理', '化学', '技术'] }, error: MSG.threeSubjectsRequired },
  { name: 'a made-up subject', input: { subjects: ['物理', '化学', '音乐'] }, error: MSG.threeSubjectsRequired },
  { name: 'electives only (the group is sent apart)', input: { subjects: ['化学', '生物'] }, error: undefined },
  { name: '浙江 with 技术 (3+3: the set is the rule)', input: { province: '浙江', subjects: ['物理', '化学', '技术'] }, error: undefined },
  { name: '上海 with 技术 (not offered)', input: { province: '上海', subjects: ['物理', '化学', '技术'] }, error: MSG.threeSubjectsRequired },
  { name: '河北 本科批', input: { batch: '本科批' }, error: undefined },
  { name: '河北 with 上海’s 本科普通批', input: { batch: '本科普通批' }, error: MSG.batchRequired },
  { name: '河北 本科提前批 (not offered)', input: { batch: '本科提前批' }, error: MSG.batchRequired },
  { name: '河北 with no batch', input: { batch: '' }, error: MSG.batchRequired },
  { name: '上海 本科普通批', input: { province: '上海', subjects: ['物理', '化学', '地理'], batch: '本科普通批' }, error: undefined },
  { name: '上海 本科批 (上海 names its own)', input: { province: '上海', subjects: ['物理', '化学', '地理'], batch: '本科批' }, error: MSG.batchRequired },
  { name: '浙江 普通类二段', input: { province: '浙江', subjects: ['物理', '化学', '技术'], batch: '普通类二段' }, error: undefined },
  { name: 'the form rule before the batch', input: { province: '', batch: '本科普通批' }, error: MSG.provinceRequired },
];

describe('given a smart-fill request on the server', () => {
  const { isLogin: _login, ...request } = valid;
  it.each(requestCases)('should answer $name', ({ input, error }) => {
    expect(smartFillRequestError({ ...request, ...input })).toBe(error);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MemberRole } from '../permissions/role';
import type { Check } from './check';
import { provinceBatches } from '../provinces/batches';
import { EDIT_BATCHES, validateVolunteerEdit, type VolunteerEditForm } from './volunteer-edit';

const original: VolunteerEditForm = {
  name: '张三',
  sex: 1,
  batch: '本科批',
  score: 612,
  subjects: ['物理', '化学', '生物'],
  province: '河北',
};

describe('given the batch options of the edit dialog', () => {
  it('should offer 本科批 and 专科批', () => {
    expect(EDIT_BATCHES).toEqual(['本科批', '专科批']);
  });
});

type BatchCase = { name: string; change: Partial<VolunteerEditForm>; role?: MemberRole; from?: Partial<VolunteerEditForm>; expected: Check };
const batchRequired: Check = { ok: false, message: '批次不能为空', field: 'batch' };
const batchCases: BatchCase[] = [
  { name: '河北 本科批', change: {}, expected: { ok: true } },
  { name: '河北 with 上海’s 本科普通批', change: { batch: '本科普通批' }, expected: batchRequired },
  { name: '上海 本科普通批', change: { province: '上海', batch: '本科普通批', score: 500 }, expected: { ok: true } },
  { name: 'moving to 上海 with 本科批', change: { province: '上海', batch: '本科批', score: 500 }, expected: batchRequired },
  { name: '浙江 普通类二段', change: { province: '浙江', batch: '普通类二段', subjects: ['物理', '化学', '技术'] }, expected: { ok: true } },
  { name: '山东 专科批', change: { province: '山东', batch: '专科批', subjects: ['物理', '化学', '地理'] }, expected: batchRequired },
  { name: '天津 普通本科批B阶段', change: { province: '天津', batch: '普通本科批B阶段', subjects: ['物理', '化学', '地理'] }, expected: { ok: true } },
  {
    name: 'a 上海 plan saved as 本科批, kept',
    from: { province: '上海', score: 500 },
    change: { province: '上海', score: 500 },
    expected: { ok: true },
  },
  {
    name: 'a 上海 plan saved as 本科批, kept by a free member',
    from: { province: '上海', score: 500 },
    change: { province: '上海', score: 500, name: '李四' },
    role: 1,
    expected: { ok: true },
  },
  {
    name: 'a 上海 plan saved as 本科批, renamed 本科普通批 by a free member',
    from: { province: '上海', score: 500 },
    change: { province: '上海', score: 500, batch: '本科普通批' },
    role: 1,
    expected: { ok: true },
  },
  {
    name: 'a 上海 plan saved as 本科批, moved to 专科普通批 by a free member',
    from: { province: '上海', score: 500 },
    change: { province: '上海', score: 500, batch: '专科普通批' },
    role: 1,
    expected: { ok: false, message: '升级VIP可修改', field: 'batch' },
  },
  {
    name: 'a 上海 plan saved as 本科提前批 (never an option)',
    from: { province: '上海', score: 500, batch: '本科提前批' },
    change: { province: '上海', score: 500, batch: '本科提前批' },
    expected: batchRequired,
  },
];

describe('given the batches of the plan’s province', () => {
  it.each(batchCases)('should answer $name', ({ change, from, role, expected }) => {
    const before = { ...original, subjects: ['物理', '化学', '地理'], ...from };
    expect(validateVolunteerEdit({ ...before, ...change }, { role: role ?? 2, original: before })).toEqual(expected);
  });
});

type Case = { name: string; change: Partial<VolunteerEditForm>; expected: Check };
const requiredCases: Case[] = [
  { name: 'an unchanged form', change: {}, expected: { ok: true } },
  { name: 'no name', change: { name: '' }, expected: { ok: false, message: '姓名不能为空', field: 'name' } },
  { name: 'a blank name', change: { name: '  ' }, expected: { ok: false, message: '姓名不能为空', field: 'name' } },
  {
    name: 'nothing at all (name first)',
    change: { name: null, sex: null, batch: null, score: null, subjects: null, province: null },
    expected: { ok: false, message: '姓名不能为空', field: 'name' },
  },
  { name: 'no sex', change: { sex: null }, expected: { ok: false, message: '性别不能为空', field: 'sex' } },
  { name: 'sex 0', change: { sex: 0 }, expected: { ok: false, message: '性别不能为空', field: 'sex' } },
  { name: 'sex "2" as text', change: { sex: '2' }, expected: { ok: true } },
  {
    name: 'no sex and no batch (sex first)',
    change: { sex: '', batch: '' },
    expected: { ok: false, message: '性别不能为空', field: 'sex' },
  },
  { name: 'no batch', change: { batch: '' }, expected: { ok: false, message: '批次不能为空', field: 'batch' } },
  { name: 'an unknown batch', change: { batch: '提前批' }, expected: { ok: false, message: '批次不能为空', field: 'batch' } },
  { name: 'the 专科批', change: { batch: '专科批' }, expected: { ok: true } },
  {
    name: 'no batch and no score (batch first)',
    change: { batch: undefined, score: '' },
    expected: { ok: false, message: '批次不能为空', field: 'batch' },
  },
  { name: 'no score', change: { score: '' }, expected: { ok: false, message: '成绩不能为空', field: 'score' } },
  { name: 'a non-numeric score', change: { score: '六百' }, expected: { ok: false, message: '请输入正确的成绩', field: 'score' } },
  { name: 'a negative score', change: { score: -1 }, expected: { ok: false, message: '请输入正确的成绩', field: 'score' } },
  { name: 'a score given as text', change: { score: '612' }, expected: { ok: true } },
  {
    name: 'no score and no subjects (score first)',
    change: { score: null, subjects: [] },
    expected: { ok: false, message: '成绩不能为空', field: 'score' },
  },
  { name: 'no subjects', change: { subjects: [] }, expected: { ok: false, message: '所选科目不能为空', field: 'subjects' } },
  { name: 'an empty subject string', change: { subjects: '' }, expected: { ok: false, message: '所选科目不能为空', field: 'subjects' } },
  {
    name: 'no subjects and no province (subjects first)',
    change: { subjects: [], province: '' },
    expected: { ok: false, message: '所选科目不能为空', field: 'subjects' },
  },
  { name: 'no province', change: { province: '' }, expected: { ok: false, message: '省份不能为空', field: 'province' } },
  { name: 'a score of 750', change: { score: 750 }, expected: { ok: true } },
  { name: 'a score of 900 in 河北', change: { score: 900 }, expected: { ok: false, message: '成绩应在0到750分之间', field: 'score' } },
  { name: 'a score of 661 in 上海', change: { score: 661, province: '上海', batch: '本科普通批' }, expected: { ok: false, message: '成绩应在0到660分之间', field: 'score' } },
  { name: 'a score of 900 in 海南', change: { score: 900, province: '海南', batch: '本科普通批' }, expected: { ok: true } },
  {
    name: 'no province and subjects without 物理/历史 (province first)',
    change: { province: '', subjects: ['化学', '生物', '地理'] },
    expected: { ok: false, message: '省份不能为空', field: 'province' },
  },
];

const subjectCases: Case[] = [
  {
    name: 'neither 物理 nor 历史',
    change: { subjects: ['化学', '生物', '地理'] },
    expected: { ok: false, message: '所选科目物理和历史必选，且二选一', field: 'subjects' },
  },
  {
    name: 'both 物理 and 历史',
    change: { subjects: ['物理', '历史', '化学'] },
    expected: { ok: false, message: '所选科目物理和历史必选，且二选一', field: 'subjects' },
  },
  { name: '历史 with two electives', change: { subjects: ['历史', '政治', '地理'] }, expected: { ok: true } },
  { name: 'the wire string', change: { subjects: '物理,化学,生物' }, expected: { ok: true } },
  {
    name: 'four subjects',
    change: { subjects: ['物理', '化学', '生物', '地理'] },
    expected: { ok: false, message: '请选择三项科目', field: 'subjects' },
  },
  {
    name: 'only two subjects',
    change: { subjects: ['物理', '化学'] },
    expected: { ok: false, message: '请选择三项科目', field: 'subjects' },
  },
  {
    name: 'an unknown subject',
    change: { subjects: ['物理', '化学', '技术'] },
    expected: { ok: false, message: '请选择三项科目', field: 'subjects' },
  },
];

describe('given the edit-volunteer form of a VIP', () => {
  it.each([...requiredCases, ...subjectCases])('should answer $name', ({ change, expected }) => {
    expect(validateVolunteerEdit({ ...original, ...change }, { role: 2, original })).toEqual(expected);
  });
});

type LockCase = { name: string; role: MemberRole; change: Partial<VolunteerEditForm>; expected: Check };
const lockCases: LockCase[] = [
  { name: 'a free user changing the name', role: 1, change: { name: '李四', sex: 2 }, expected: { ok: true } },
  {
    name: 'a free user correcting a stored score of 900',
    role: 1,
    change: { score: 560 },
    expected: { ok: true },
  },
  {
    name: 'a free user changing the batch',
    role: 1,
    change: { batch: '专科批' },
    expected: { ok: false, message: '升级VIP可修改', field: 'batch' },
  },
  {
    name: 'a free user changing the score',
    role: 1,
    change: { score: 613 },
    expected: { ok: false, message: '升级VIP可修改', field: 'score' },
  },
  { name: 'a free user sending the same score as text', role: 1, change: { score: '612' }, expected: { ok: true } },
  {
    name: 'a free user changing the subjects',
    role: 1,
    change: { subjects: ['物理', '化学', '地理'] },
    expected: { ok: false, message: '升级VIP可修改', field: 'subjects' },
  },
  {
    name: 'a free user sending the same subjects in another order',
    role: 1,
    change: { subjects: '生物,物理,化学' },
    expected: { ok: true },
  },
  {
    name: 'a free user changing the province',
    role: 1,
    change: { province: '广东' },
    expected: { ok: false, message: '升级VIP可修改', field: 'province' },
  },
  {
    name: 'a free user changing score and province (batch, score, subjects, province order)',
    role: 1,
    change: { province: '广东', score: 600 },
    expected: { ok: false, message: '升级VIP可修改', field: 'score' },
  },
  {
    name: 'a free user clearing the score (a change of a locked field)',
    role: 1,
    change: { score: '' },
    expected: { ok: false, message: '升级VIP可修改', field: 'score' },
  },
  {
    name: 'a free user moving to 上海, whose batch names differ (the lock before 批次不能为空)',
    role: 1,
    change: { province: '上海' },
    expected: { ok: false, message: '升级VIP可修改', field: 'province' },
  },
  {
    name: 'a free user moving to 上海 with a blank name (the lock before 姓名不能为空)',
    role: 1,
    change: { province: '上海', name: '' },
    expected: { ok: false, message: '升级VIP可修改', field: 'province' },
  },
  {
    name: 'a free user clearing the name, nothing locked changed',
    role: 1,
    change: { name: '' },
    expected: { ok: false, message: '姓名不能为空', field: 'name' },
  },
  {
    name: 'a VIP moving to 上海 with 本科批 (the batch is checked)',
    role: 2,
    change: { province: '上海' },
    expected: { ok: false, message: '批次不能为空', field: 'batch' },
  },
  { name: 'a VIP changing everything', role: 2, change: { batch: '专科批', score: 500, province: '广东', subjects: ['历史', '政治', '地理'] }, expected: { ok: true } },
  { name: 'an agent changing the province', role: 3, change: { province: '广东' }, expected: { ok: true } },
];

describe('given the role of the editor', () => {
  it.each(lockCases)('should answer $name', ({ role, change, expected }) => {
    const before = change.score === 560 ? { ...original, score: 900 } : original;
    expect(validateVolunteerEdit({ ...original, ...change }, { role, original: before })).toEqual(expected);
  });
  it.each<LockCase>([
    { name: 'a free user sending the group label for the stored value', role: 1, change: { group: '物理科目组合' }, expected: { ok: true } },
    { name: 'a free user sending no group', role: 1, change: { group: undefined }, expected: { ok: true } },
    {
      name: 'a free user changing the group',
      role: 1,
      change: { group: '历史类' },
      expected: { ok: false, message: '升级VIP可修改', field: 'subjects' },
    },
    { name: 'a VIP changing the group', role: 2, change: { group: '历史类' }, expected: { ok: true } },
  ])('should compare groups by meaning: $name', ({ role, change, expected }) => {
    const before = { ...original, group: '物理类' };
    expect(validateVolunteerEdit({ ...before, ...change }, { role, original: before })).toEqual(expected);
  });
  it('should compare with an original whose subjects arrive as the wire string', () => {
    const wire: VolunteerEditForm = { ...original, subjects: '物理,化学,生物', province: ' 河北 ', batch: null };
    expect(validateVolunteerEdit({ ...original }, { role: 1, original: wire })).toEqual({
      ok: false,
      message: '升级VIP可修改',
      field: 'batch',
    });
  });
});

describe('given any valid form', () => {
  const primary = fc.constantFrom('物理', '历史');
  const electives = fc.uniqueArray(fc.constantFrom('生物', '化学', '政治', '地理'), { minLength: 2, maxLength: 2 });
  // A batch of the form's province (北京: 本科普通批 / 专科普通批).
  const form = fc.constantFrom('河北', '广东', '北京').chain((province) =>
    fc.record({
      name: fc.constantFrom('张三', '李四', 'Wang'),
      sex: fc.constantFrom(1, 2, '1', '2'),
      batch: fc.constantFrom(...provinceBatches(province)),
      score: fc.integer({ min: 0, max: 750 }),
      subjects: fc.tuple(primary, electives).map(([p, e]) => [p, ...e]),
      province: fc.constant(province),
    }),
  );
  it('should let a VIP or an agent save any change', () => {
    fc.assert(
      fc.property(form, form, fc.constantFrom<MemberRole>(2, 3), (edited, before, role) => {
        expect(validateVolunteerEdit(edited, { role, original: before })).toEqual({ ok: true });
      }),
    );
  });
  it('should let a free user save exactly when batch, score, subjects and province are unchanged', () => {
    fc.assert(
      fc.property(form, form, (edited, before) => {
        const result = validateVolunteerEdit(edited, { role: 1, original: before });
        const same =
          edited.batch === before.batch &&
          edited.score === before.score &&
          edited.province === before.province &&
          [...edited.subjects].sort().join() === [...before.subjects].sort().join();
        expect(result.ok).toBe(same);
        if (!result.ok) expect(result.message).toBe('升级VIP可修改');
      }),
    );
  });
});

const shanghai: VolunteerEditForm = { ...original, province: '上海', score: 500, subjects: ['化学', '生物', '地理'], group: '综合' };
type ModelCase = { name: string; change: Partial<VolunteerEditForm>; reform?: '3+3' | '3+1+2'; expected: Check };
const modelCases: ModelCase[] = [
  { name: '上海 with three electives and 综合', change: {}, expected: { ok: true } },
  { name: '上海 with 物理, 历史, 化学', change: { subjects: '物理,历史,化学' }, expected: { ok: true } },
  { name: '上海 with no group sent', change: { group: undefined }, expected: { ok: true } },
  { name: '上海 with 综合类', change: { group: '综合类' }, expected: { ok: true } },
  { name: '上海 with two electives', change: { subjects: ['化学', '生物'] }, expected: { ok: false, message: '请选择三项科目', field: 'subjects' } },
  { name: '上海 with four electives', change: { subjects: ['物理', '化学', '生物', '地理'] }, expected: { ok: false, message: '请选择三项科目', field: 'subjects' } },
  { name: '上海 with 技术', change: { subjects: ['技术', '化学', '生物'] }, expected: { ok: false, message: '请选择三项科目', field: 'subjects' } },
  { name: '浙江 with 技术', change: { province: '浙江', batch: '普通类一段', subjects: ['技术', '化学', '生物'] }, expected: { ok: true } },
  { name: '上海 with group 物理类', change: { subjects: ['物理', '化学', '生物'], group: '物理类' }, expected: { ok: false, message: '科类不正确，请重新选择', field: 'group' } },
  { name: '上海 with no subjects', change: { subjects: [] }, expected: { ok: false, message: '所选科目不能为空', field: 'subjects' } },
  {
    name: '上海 read as 3+1+2 by the caller',
    change: {},
    reform: '3+1+2',
    expected: { ok: false, message: '所选科目物理和历史必选，且二选一', field: 'subjects' },
  },
  {
    name: '河北 with three electives (3+1+2 unchanged)',
    change: { province: '河北', group: undefined },
    expected: { ok: false, message: '所选科目物理和历史必选，且二选一', field: 'subjects' },
  },
  { name: '河北 read as 3+3 by the caller', change: { province: '河北' }, reform: '3+3', expected: { ok: true } },
];

describe('given the edit-volunteer form in a 3+3 province', () => {
  it.each(modelCases)('should answer $name', ({ change, reform, expected }) => {
    expect(validateVolunteerEdit({ ...shanghai, ...change }, { role: 2, original: shanghai, reform })).toEqual(expected);
  });
  it('should lock a free user out of changing the electives', () => {
    const r = validateVolunteerEdit({ ...shanghai, subjects: ['物理', '化学', '生物'] }, { role: 1, original: shanghai });
    expect(r).toEqual({ ok: false, message: '升级VIP可修改', field: 'subjects' });
  });
});

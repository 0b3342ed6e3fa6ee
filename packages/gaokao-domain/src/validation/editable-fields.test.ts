import { describe, expect, it } from 'vitest';
import { ROLE, type MemberRole } from '../permissions/role';
import { changesVipOnlyFields, editableFields, planFinalNotice, type PlanProfile, type VolunteerEditField } from './editable-fields';

type Case = { name: string; role: MemberRole; fields: VolunteerEditField[] };
const cases: Case[] = [
  { name: 'a free user (1)', role: 1, fields: ['name', 'sex'] },
  { name: 'a VIP (2)', role: 2, fields: ['name', 'sex', 'batch', 'score', 'subjects', 'province'] },
  { name: 'an agent (3)', role: 3, fields: ['name', 'sex', 'batch', 'score', 'subjects', 'province'] },
];

describe('given a role in the edit-volunteer dialog', () => {
  it.each(cases)('should let $name change $fields', ({ role, fields }) => {
    expect(editableFields(role)).toEqual(fields);
  });
});

const before: PlanProfile = { province: '河北', score: 560, batch: '本科批', subject: '物理,生物,化学', group_d: '物理类' };
type ChangeCase = { name: string; after: Partial<PlanProfile>; changes: boolean };
const changeCases: ChangeCase[] = [
  { name: 'nothing', after: {}, changes: false },
  { name: 'the subjects in another order', after: { subject: '化学,物理,生物' }, changes: false },
  { name: 'the group by its short name', after: { group_d: '物理' }, changes: false },
  { name: 'the province', after: { province: '山东' }, changes: true },
  { name: 'the score', after: { score: 561 }, changes: true },
  { name: 'the batch', after: { batch: '专科批' }, changes: true },
  { name: 'the batch to its province’s name (本科批 → 普通类一段)', after: { batch: '普通类一段' }, changes: false },
  { name: 'the batch to another province name (本科批 → 专科普通批)', after: { batch: '专科普通批' }, changes: true },
  { name: 'one subject', after: { subject: '物理,生物,地理' }, changes: true },
  { name: 'the group', after: { group_d: '历史类' }, changes: true },
];

describe('given a smart fill on an existing plan', () => {
  it.each(changeCases)('a free member changing $name → $changes', ({ after, changes }) => {
    expect(changesVipOnlyFields(ROLE.free, before, { ...before, ...after })).toBe(changes);
  });
  it.each(changeCases)('a VIP or agent changing $name → false', ({ after }) => {
    expect(changesVipOnlyFields(ROLE.vip, before, { ...before, ...after })).toBe(false);
    expect(changesVipOnlyFields(ROLE.agent, before, { ...before, ...after })).toBe(false);
  });
});

describe('planFinalNotice', () => {
  it.each<{ name: string; role: MemberRole; notice: string | undefined }>([
    { name: 'a free member (1), whose profile is final once saved', role: 1, notice: '提示：免费会员提交后，省份、分数、批次和选科不能再修改（升级VIP可修改），请核对后再提交。' },
    { name: 'a VIP (2)', role: 2, notice: undefined },
    { name: 'an agent (3)', role: 3, notice: undefined },
  ])('should tell $name', ({ role, notice }) => {
    expect(planFinalNotice(role)).toBe(notice);
  });

  it('should warn exactly the roles that cannot edit the locked fields afterwards', () => {
    for (const role of [1, 2, 3] as MemberRole[]) {
      expect(planFinalNotice(role) !== undefined).toBe(!editableFields(role).includes('score'));
    }
  });
});

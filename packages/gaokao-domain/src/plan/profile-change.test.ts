import { describe, expect, it } from 'vitest';
import { clearListConfirm } from '../messages';
import { profileChangeClearsList, type PlanScope } from './profile-change';

const before: PlanScope = { province: '河北', batch: '本科批', group: '物理类' };
type Case = { name: string; after: Partial<PlanScope>; clears: boolean };
const cases: Case[] = [
  { name: 'the same scope', after: {}, clears: false },
  { name: 'the group as its label', after: { group: '物理科目组合' }, clears: false },
  { name: 'the group as the bare subject', after: { group: '物理' }, clears: false },
  { name: 'no group sent', after: { group: '' }, clears: false },
  { name: 'padded province', after: { province: ' 河北 ' }, clears: false },
  { name: 'another province', after: { province: '山东' }, clears: true },
  { name: 'another batch', after: { batch: '专科批' }, clears: true },
  { name: 'the province’s name of the same data (本科批 → 本科普通批)', after: { batch: '本科普通批' }, clears: false },
  { name: 'the province’s name of other data (本科批 → 普通类二段)', after: { batch: '普通类二段' }, clears: true },
  { name: 'no batch sent', after: { batch: '' }, clears: false },
  { name: 'another group', after: { group: '历史类' }, clears: true },
  { name: 'another group as its label', after: { group: '历史科目组合' }, clears: true },
];

describe('given a profile change', () => {
  it.each(cases)('should say whether $name empties the list: $clears', ({ after, clears }) => {
    expect(profileChangeClearsList(before, { ...before, ...after })).toBe(clears);
  });
  it('should name the number of rows in the confirmation', () => {
    expect(clearListConfirm(3)).toBe('更换省份、批次或科类后，志愿单中的3条志愿将被清空。确定继续吗？');
  });
});

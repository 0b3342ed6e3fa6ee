import { describe, expect, it } from 'vitest';
import { groupCombinationLabel, subjectGroupLabel } from './subject-group-label';

type Case = { name: string; selected: string[]; label: string };
const cases: Case[] = [
  { name: 'physics', selected: ['化学', '物理'], label: '物理科目组合' },
  { name: 'history', selected: ['历史', '政治', '地理'], label: '历史科目组合' },
  { name: 'neither', selected: ['化学'], label: '' },
  { name: 'nothing', selected: [], label: '' },
];

describe('given the chosen subjects', () => {
  it.each(cases)('should label $name as "$label"', ({ selected, label }) => {
    expect(subjectGroupLabel(selected)).toBe(label);
  });
});

type GroupCase = { group: string; sent: string };
const groupCases: GroupCase[] = [
  { group: '物理类', sent: '物理科目组合' },
  { group: '历史类', sent: '历史科目组合' },
  { group: '物理科目组合', sent: '物理科目组合' },
  { group: '综合', sent: '综合' },
  { group: '理科', sent: '理科' },
  { group: '', sent: '' },
];

describe('given a rank-lookup group name', () => {
  it.each(groupCases)('should send $group as "$sent"', ({ group, sent }) => {
    expect(groupCombinationLabel(group)).toBe(sent);
  });
});

import { describe, expect, it } from 'vitest';
import { subjectGroupLabel } from './subject-group-label';

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

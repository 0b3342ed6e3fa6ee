import { describe, expect, it } from 'vitest';
import { subjectDisabled } from './subject-disabled';
import { ALL_SUBJECTS } from './subjects';

type Case = { name: string; selected: string[]; option: string; disabled: boolean };
const cases: Case[] = [
  { name: '物理 with nothing chosen', selected: [], option: '物理', disabled: false },
  { name: '物理 while 历史 is chosen', selected: ['历史'], option: '物理', disabled: true },
  { name: '历史 while 物理 is chosen', selected: ['物理'], option: '历史', disabled: true },
  { name: '物理 while 物理 is chosen (can be unchecked)', selected: ['物理'], option: '物理', disabled: false },
  { name: 'an elective with two chosen', selected: ['物理', '化学'], option: '生物', disabled: false },
  { name: 'an elective with three chosen', selected: ['物理', '化学', '生物'], option: '地理', disabled: true },
  { name: 'a chosen elective with three chosen', selected: ['物理', '化学', '生物'], option: '化学', disabled: false },
  { name: '历史 with three electives chosen', selected: ['化学', '生物', '地理'], option: '历史', disabled: true },
];

describe('given the subject checkboxes of the edit dialog', () => {
  it.each(cases)('should answer $name with disabled=$disabled', ({ selected, option, disabled }) => {
    expect(subjectDisabled(selected, option)).toBe(disabled);
  });
  it('should leave only the three chosen enabled once three are chosen', () => {
    const selected = ['历史', '政治', '地理'];
    expect(ALL_SUBJECTS.filter((o) => !subjectDisabled(selected, o))).toEqual(selected);
  });
});

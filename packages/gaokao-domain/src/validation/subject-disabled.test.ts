import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
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

describe('given any sequence of clicks on enabled subject boxes', () => {
  it('should never reach both 物理 and 历史 or more than three subjects', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALL_SUBJECTS), { maxLength: 30 }), (clicks) => {
        let selected: string[] = [];
        for (const option of clicks) {
          if (selected.includes(option)) selected = selected.filter((s) => s !== option);
          else if (!subjectDisabled(selected, option)) selected = [...selected, option];
        }
        expect(selected.length).toBeLessThanOrEqual(3);
        expect(selected.includes('物理') && selected.includes('历史')).toBe(false);
      }),
    );
  });
});

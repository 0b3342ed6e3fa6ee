import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkboxDisabled } from './checkbox-disabled';
import { ELECTIVES, HOME_MAX_ELECTIVES } from './subjects';

type Case = { name: string; selected: string[]; option: string; max: number; disabled: boolean };
const cases: Case[] = [
  { name: 'nothing checked', selected: [], option: '生物', max: 2, disabled: false },
  { name: 'one of two checked, another option', selected: ['生物'], option: '化学', max: 2, disabled: false },
  { name: 'the cap reached, an unchecked option', selected: ['生物', '化学'], option: '政治', max: 2, disabled: true },
  { name: 'the cap reached, a checked option', selected: ['生物', '化学'], option: '化学', max: 2, disabled: false },
  { name: 'a cap of 3 with 2 checked', selected: ['物理', '化学'], option: '地理', max: 3, disabled: false },
  { name: 'a cap of 3 with 3 checked', selected: ['物理', '化学', '生物'], option: '地理', max: 3, disabled: true },
];

describe('given a checkbox group with a cap', () => {
  it.each(cases)('should answer $name with disabled=$disabled', ({ selected, option, max, disabled }) => {
    expect(checkboxDisabled(selected, option, max)).toBe(disabled);
  });
  it('should leave exactly the unchecked electives disabled once two are checked on the home form', () => {
    const selected = ['化学', '地理'];
    expect(ELECTIVES.filter((o) => checkboxDisabled(selected, o, HOME_MAX_ELECTIVES))).toEqual(['生物', '政治']);
  });
});

describe('given any selection of electives', () => {
  it('should leave exactly the selected ones enabled at the cap and everything enabled below it', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...ELECTIVES), { maxLength: 4 }), fc.integer({ min: 1, max: 4 }), (selected, max) => {
        const enabled = ELECTIVES.filter((o) => !checkboxDisabled(selected, o, max));
        expect(enabled).toEqual(selected.length >= max ? ELECTIVES.filter((o) => selected.includes(o)) : [...ELECTIVES]);
      }),
    );
  });
});

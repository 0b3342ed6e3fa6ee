import { describe, expect, it } from 'vitest';
import { fillEmptyGroup } from './fill-empty-group';
import { NATURE_OPTIONS } from './options';

type Case = { name: string; selected: string[] | null | undefined; result: string[] };
const cases: Case[] = [
  { name: 'an empty group', selected: [], result: ['985', '211', '双一流', '其他'] },
  { name: 'a missing group', selected: undefined, result: ['985', '211', '双一流', '其他'] },
  { name: 'a null group', selected: null, result: ['985', '211', '双一流', '其他'] },
  { name: 'a chosen group', selected: ['211'], result: ['211'] },
];

describe('given a loaded filter group', () => {
  it.each(cases)('should fill $name', ({ selected, result }) => {
    expect(fillEmptyGroup(selected, NATURE_OPTIONS)).toEqual(result);
  });
  it('should return a copy, not the options list itself', () => {
    const filled = fillEmptyGroup([], NATURE_OPTIONS);
    filled.pop();
    expect(NATURE_OPTIONS).toHaveLength(4);
  });
});

import { describe, expect, it } from 'vitest';
import type { Check } from './check';
import { MAJOR_REMOVE_CONFIRM, validateMajorFilterEdit } from './major-filter-edit';

type Case = { name: string; action: 'add' | 'removeSelected'; chosen: readonly unknown[] | null | undefined; expected: Check };
const cases: Case[] = [
  { name: 'adding one major', action: 'add', chosen: [{ major_name: '计算机科学与技术' }], expected: { ok: true } },
  { name: 'adding nothing', action: 'add', chosen: [], expected: { ok: false, message: '请选择专业', field: 'majors' } },
  { name: 'adding with no selection at all', action: 'add', chosen: undefined, expected: { ok: false, message: '请选择专业', field: 'majors' } },
  { name: 'removing two selected', action: 'removeSelected', chosen: ['a', 'b'], expected: { ok: true } },
  { name: 'removing none selected', action: 'removeSelected', chosen: [], expected: { ok: false, message: '请选择要移除的专业', field: 'majors' } },
  { name: 'removing with a null selection', action: 'removeSelected', chosen: null, expected: { ok: false, message: '请选择要移除的专业', field: 'majors' } },
];

describe('given a major-filter action', () => {
  it.each(cases)('should answer $name', ({ action, chosen, expected }) => {
    expect(validateMajorFilterEdit(action, chosen)).toEqual(expected);
  });
  it('should word the three confirmations as the spec does', () => {
    expect(MAJOR_REMOVE_CONFIRM).toEqual({
      current: '确认从过滤条件中移除当前专业吗?',
      selected: '确认要移除选中的专业吗?',
      all: '确认移除所有专业吗?',
    });
  });
});

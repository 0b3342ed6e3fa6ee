import { describe, expect, it } from 'vitest';
import { checkDisplaySort, DISPLAY_SORT_MAX, DISPLAY_SORT_MIN } from './display-sort';

const range = { ok: false, message: '排序须在-9999到9999之间', field: 'sort' };

describe('checkDisplaySort', () => {
  it.each([
    ['0', { ok: true }],
    [' 12 ', { ok: true }],
    ['-9999', { ok: true }],
    ['9999', { ok: true }],
    ['10000', range],
    ['-10000', range],
    ['', range],
    ['1.5', range],
    ['1e3', range],
    ['十', range],
  ])('%j gives %j', (text, expected) => {
    expect(checkDisplaySort(text)).toEqual(expected);
  });

  it('accepts exactly the whole numbers of the range', () => {
    expect([DISPLAY_SORT_MIN, DISPLAY_SORT_MAX]).toEqual([-9999, 9999]);
    for (let n = DISPLAY_SORT_MIN; n <= DISPLAY_SORT_MAX; n += 97) expect(checkDisplaySort(String(n)).ok).toBe(true);
  });
});

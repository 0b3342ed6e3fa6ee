import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoSort } from './auto-sort';
import { clearSelection } from './clear-selection';
import { dragReorder } from './drag-reorder';
import { moveBefore } from './move-before';
import { predictedScore } from './predicted-score';
import { renumber } from './renumber';
import type { ListRow } from './types';
import { WISHLIST_MAX, wishlistRoom } from './wishlist-max';

const list = (...ids: number[]): ListRow[] => ids.map((id, i) => ({ volunteer_result_id: id, sort_id: i + 1 }));
const ids = (rows: ListRow[]): Array<string | number> => rows.map((r) => r.volunteer_result_id);
const sortIds = (rows: ListRow[]): Array<number | null | undefined> => rows.map((r) => r.sort_id);

describe('wish list size', () => {
  it('should hold 96 rows at most', () => expect(WISHLIST_MAX).toBe(96));
  it.each([
    [0, 96],
    [90, 6],
    [96, 0],
    [120, 0],
    [-3, 96],
    [Number.NaN, 96],
  ])('should leave room beside %s rows: %s', (size, room) => expect(wishlistRoom(size)).toBe(room));
});

describe('predictedScore', () => {
  it.each([
    { value: 612, score: 612 },
    { value: '612.5', score: 612.5 },
    { value: ' 600 ', score: 600 },
    { value: 0, score: null },
    { value: '0', score: null },
    { value: '', score: null },
    { value: '--', score: null },
    { value: null, score: null },
    { value: undefined, score: null },
    { value: Number.NaN, score: null },
  ])('should read $value as $score', ({ value, score }) => expect(predictedScore(value)).toBe(score));
});

describe('renumber', () => {
  it('should give sort_id 1…n in order without touching the input', () => {
    const rows = [
      { volunteer_result_id: 'a', sort_id: 7 },
      { volunteer_result_id: 'b', sort_id: 3 },
    ];
    expect(renumber(rows)).toEqual([
      { volunteer_result_id: 'a', sort_id: 1 },
      { volunteer_result_id: 'b', sort_id: 2 },
    ]);
    expect(sortIds(rows)).toEqual([7, 3]);
  });
  it('should accept the largest group form (300 rows, 天津 50 × 6) and refuse 301', () => {
    expect(renumber(list(...Array.from({ length: 300 }, (_, i) => i)))).toHaveLength(300);
    expect(() => renumber(list(...Array.from({ length: 301 }, (_, i) => i)))).toThrow(RangeError);
  });
});

describe('autoSort', () => {
  it('should order by predicted line, highest first, stable, rows without a line last, and renumber', () => {
    const rows: ListRow[] = [
      { volunteer_result_id: 1, yugu_score: 580 },
      { volunteer_result_id: 2, yugu_score: null },
      { volunteer_result_id: 3, yugu_score: '640' },
      { volunteer_result_id: 4, yugu_score: 580 },
      { volunteer_result_id: 5, yugu_score: '' },
      { volunteer_result_id: 6, yugu_score: 612.5 },
      { volunteer_result_id: 7, yugu_score: 0 },
    ];
    const sorted = autoSort(rows);
    expect(ids(sorted)).toEqual([3, 6, 1, 4, 2, 5, 7]);
    expect(sortIds(sorted)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('moveBefore', () => {
  const five = list(1, 2, 3, 4, 5);
  it.each([
    { name: 'one row up: 4 before number 2', sel: [4], n: 2, out: [1, 4, 2, 3, 5] },
    { name: 'two rows, in list order, before number 2', sel: [5, 3], n: 2, out: [1, 3, 5, 2, 4] },
    { name: 'a row down: 1 before number 4', sel: [1], n: 4, out: [2, 3, 1, 4, 5] },
    { name: 'to the top with number 1', sel: [3, 5], n: 1, out: [3, 5, 1, 2, 4] },
    { name: 'number 0 means the top', sel: [5], n: 0, out: [5, 1, 2, 3, 4] },
    { name: 'beyond the list moves to the end', sel: [2], n: 99, out: [1, 3, 4, 5, 2] },
    { name: 'number n + 1 moves to the end', sel: [1, 2], n: 6, out: [3, 4, 5, 1, 2] },
    { name: 'the row at N is selected: before the next unselected row', sel: [2, 3], n: 3, out: [1, 2, 3, 4, 5] },
    { name: 'the row at N is selected, others move with it', sel: [1, 3, 5], n: 3, out: [2, 1, 3, 5, 4] },
    { name: 'every row after N is selected: to the end', sel: [4, 5], n: 4, out: [1, 2, 3, 4, 5] },
    { name: 'N typed as text', sel: [5], n: '2', out: [1, 5, 2, 3, 4] },
    { name: 'a fractional N is truncated', sel: [5], n: 2.7, out: [1, 5, 2, 3, 4] },
    { name: 'unknown ids are ignored', sel: [5, 42], n: 1, out: [5, 1, 2, 3, 4] },
  ])('$name', ({ sel, n, out }) => {
    const result = moveBefore(five, sel, n);
    if (!result.ok) throw new Error(result.message);
    expect(ids(result.rows)).toEqual(out);
    expect(sortIds(result.rows)).toEqual([1, 2, 3, 4, 5]);
  });

  it.each([
    { name: 'nothing selected', sel: [], n: 2, message: '请确保至少选中一个专业' },
    { name: 'only ids not on the list', sel: [42], n: 2, message: '请确保至少选中一个专业' },
    { name: 'nothing selected comes before an empty N', sel: [], n: '', message: '请确保至少选中一个专业' },
    { name: 'an empty N', sel: [2], n: '', message: '请输入移动到哪个序号之前' },
    { name: 'a blank N', sel: [2], n: '  ', message: '请输入移动到哪个序号之前' },
    { name: 'a missing N', sel: [2], n: null, message: '请输入移动到哪个序号之前' },
    { name: 'a non-numeric N', sel: [2], n: '第三', message: '请输入移动到哪个序号之前' },
  ])('should refuse $name: $message', ({ sel, n, message }) => {
    expect(moveBefore(five, sel, n)).toEqual({ ok: false, message });
  });
});

describe('dragReorder', () => {
  const five = list(1, 2, 3, 4, 5);
  it.each([
    { name: 'down', from: 0, to: 3, out: [2, 3, 4, 1, 5] },
    { name: 'up', from: 4, to: 1, out: [1, 5, 2, 3, 4] },
    { name: 'onto itself', from: 2, to: 2, out: [1, 2, 3, 4, 5] },
    { name: 'past the end: clamped to the last place', from: 1, to: 10, out: [1, 3, 4, 5, 2] },
    { name: 'before the start: clamped to the first place', from: 3, to: -2, out: [4, 1, 2, 3, 5] },
    { name: 'from outside the list: unchanged', from: 7, to: 0, out: [1, 2, 3, 4, 5] },
    { name: 'from a negative index: unchanged', from: -1, to: 0, out: [1, 2, 3, 4, 5] },
    { name: 'to nowhere (NaN): unchanged', from: 2, to: Number.NaN, out: [1, 2, 3, 4, 5] },
    { name: 'to Infinity: the last place', from: 0, to: Number.POSITIVE_INFINITY, out: [2, 3, 4, 5, 1] },
  ])('should move $name', ({ from, to, out }) => {
    const rows = dragReorder(five, from, to);
    expect(ids(rows)).toEqual(out);
    expect(sortIds(rows)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('clearSelection', () => {
  it('should select nothing and say 已取消对所有专业的选择', () => {
    expect(clearSelection()).toEqual({ selectedIds: [], message: '已取消对所有专业的选择' });
  });
});

describe('reordering invariants', () => {
  const arbList = fc
    .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 96 })
    .chain((idList) =>
      fc.tuple(
        fc.constant(idList),
        fc.array(fc.option(fc.integer({ min: 150, max: 750 }), { nil: null }), { minLength: idList.length, maxLength: idList.length }),
      ),
    )
    .map(([idList, lines]) => idList.map((id, i) => ({ volunteer_result_id: id, yugu_score: lines[i], sort_id: 0 })));

  const isPermutationRenumbered = (before: ListRow[], after: ListRow[]): void => {
    expect([...ids(after)].sort()).toEqual([...ids(before)].sort());
    expect(sortIds(after)).toEqual(after.map((_, i) => i + 1));
  };

  it('autoSort is a renumbered permutation with lines never rising', () => {
    fc.assert(
      fc.property(arbList, (rows) => {
        const sorted = autoSort(rows);
        isPermutationRenumbered(rows, sorted);
        const lines = sorted.map((r) => r.yugu_score ?? -1);
        expect(lines).toEqual([...lines].sort((a, b) => b - a));
      }),
    );
  });

  it('moveBefore is a renumbered permutation keeping the selected rows together in their order', () => {
    fc.assert(
      fc.property(arbList, fc.array(fc.nat()), fc.integer({ min: -2, max: 100 }), (rows, picks, n) => {
        const sel = picks.map((p) => rows[p % Math.max(1, rows.length)]?.volunteer_result_id).filter((x) => x !== undefined);
        const result = moveBefore(rows, sel, n);
        if (!result.ok) {
          expect(sel).toHaveLength(0);
          return;
        }
        isPermutationRenumbered(rows, result.rows);
        const chosen = new Set(sel);
        const positions = result.rows.flatMap((r, i) => (chosen.has(r.volunteer_result_id) ? [i] : []));
        expect((positions.at(-1) ?? 0) - (positions[0] ?? 0)).toBe(positions.length - 1);
        expect(result.rows.filter((r) => chosen.has(r.volunteer_result_id)).map((r) => r.volunteer_result_id)).toEqual(
          rows.filter((r) => chosen.has(r.volunteer_result_id)).map((r) => r.volunteer_result_id),
        );
      }),
    );
  });

  it('dragReorder is a renumbered permutation that puts the dragged row where it was dropped', () => {
    fc.assert(
      fc.property(arbList, fc.integer({ min: -3, max: 100 }), fc.integer({ min: -3, max: 100 }), (rows, from, to) => {
        const after = dragReorder(rows, from, to);
        isPermutationRenumbered(rows, after);
        if (from >= 0 && from < rows.length) {
          const landed = Math.min(rows.length - 1, Math.max(0, to));
          expect(after[landed]?.volunteer_result_id).toBe(rows[from]?.volunteer_result_id);
        }
      }),
    );
  });
});

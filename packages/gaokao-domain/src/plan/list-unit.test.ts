import { describe, expect, it } from 'vitest';
import { clearSelection } from './clear-selection';
import { listUnitOf, noFillableOf, sortWording, type ListUnit } from './list-unit';
import { moveBefore } from './move-before';

describe('listUnitOf', () => {
  it.each([
    { province: '广东', unit: '院校专业组' },
    { province: '江苏', unit: '院校专业组' },
    { province: '上海', unit: '院校专业组' },
    { province: '河北', unit: '专业' },
    { province: '浙江', unit: '专业' },
    { province: '', unit: '专业' },
    { province: null, unit: '专业' },
  ])('should name a $province list’s entries $unit', ({ province, unit }) => {
    expect(listUnitOf(province)).toBe(unit);
  });
});

// The sort dialog's texts, one row per text and unit: the 专业 ones are the spec's, word for word.
describe('sortWording', () => {
  it.each<{ unit: ListUnit; title: string; none: string; cancelled: string; done: string; moved: string }>([
    {
      unit: '专业',
      title: '专业排序',
      none: '请确保至少选中一个专业',
      cancelled: '已取消对所有专业的选择',
      done: '已完成对所有专业的排序',
      moved: '已将选中的 2 个专业移到第 3 个之前',
    },
    {
      unit: '院校专业组',
      title: '院校专业组排序',
      none: '请确保至少选中一个院校专业组',
      cancelled: '已取消对所有院校专业组的选择',
      done: '已完成对所有院校专业组的排序',
      moved: '已将选中的 2 个院校专业组移到第 3 个院校专业组之前',
    },
  ])('should speak of $unit', ({ unit, title, none, cancelled, done, moved }) => {
    const w = sortWording(unit);
    expect(w.title).toBe(title);
    expect(w.selectAtLeastOne).toBe(none);
    expect(w.selectionCancelled).toBe(cancelled);
    expect(w.sortDone).toBe(done);
    expect(w.moved(2, 3)).toBe(moved);
    // No text of a group list speaks of 专业 alone; no text of a major list speaks of groups.
    const all = [w.title, w.selectAtLeastOne, w.selectionCancelled, w.sortDone, w.moved(2, 3)];
    for (const text of all) {
      if (unit === '院校专业组') expect(text.replaceAll('院校专业组', '')).not.toContain('专业');
      else expect(text).not.toContain('专业组');
    }
  });

  it.each<{ unit: ListUnit; message: string }>([
    { unit: '专业', message: '请确保至少选中一个专业' },
    { unit: '院校专业组', message: '请确保至少选中一个院校专业组' },
  ])('should refuse 移动 with nothing checked in the words of a $unit list', ({ unit, message }) => {
    const rows = [{ volunteer_result_id: 1 }, { volunteer_result_id: 2 }];
    expect(moveBefore(rows, [], 1, unit)).toEqual({ ok: false, message });
    // The missing target message names no unit and stays the spec's.
    expect(moveBefore(rows, [1], '', unit)).toEqual({ ok: false, message: '请输入移动到哪个序号之前' });
  });

  it.each<{ unit: ListUnit; message: string }>([
    { unit: '专业', message: '已取消对所有专业的选择' },
    { unit: '院校专业组', message: '已取消对所有院校专业组的选择' },
  ])('should clear the selection of a $unit list saying $message', ({ unit, message }) => {
    expect(clearSelection(unit)).toEqual({ selectedIds: [], message });
  });
});

describe('noFillableOf', () => {
  it.each<{ unit: ListUnit; message: string }>([
    { unit: '专业', message: '暂无可填报的专业' },
    { unit: '院校专业组', message: '暂无可填报的院校专业组' },
  ])('should say $message of a $unit list', ({ unit, message }) => expect(noFillableOf(unit)).toBe(message));
});

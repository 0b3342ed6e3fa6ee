import { MSG } from '../messages';
import { groupFormLimits } from './group-form';

/**
 * What one entry of the wish list is, as the workspace's texts name it: 专业 (one row per college and major, 河北 …) or
 * 院校专业组 (a 志愿 is a college's group with its ordered majors, 广东 …). The spec's messages are the 专业 ones, word
 * for word; a group province's dialogs say the same of 院校专业组.
 */
export type ListUnit = '专业' | '院校专业组';

/** A province's list unit: 院校专业组 where its form is by group (`groupFormLimits`), 专业 elsewhere. */
export function listUnitOf(province: string | null | undefined): ListUnit {
  return groupFormLimits(province) !== null ? '院校专业组' : '专业';
}

/** Every text of the sort dialog (专业排序) for one list unit. */
export interface SortWording {
  /** The dialog's title and the button that opens it. */
  title: string;
  /** 移动 with nothing checked. */
  selectAtLeastOne: string;
  /** 取消选择. */
  selectionCancelled: string;
  /** 自动排序 done. */
  sortDone: string;
  /** 移动 done: `count` checked entries now sit before position `target`. */
  moved: (count: number, target: number) => string;
}

/**
 * The sort dialog's texts. 专业: the spec's own (专业排序, 请确保至少选中一个专业, 已取消对所有专业的选择, 已完成对所有专业的
 * 排序). 院校专业组: the same sentences of groups (院校专业组排序, 请确保至少选中一个院校专业组 …).
 */
export function sortWording(unit: ListUnit): SortWording {
  if (unit === '专业') {
    return {
      title: '专业排序',
      selectAtLeastOne: MSG.selectAtLeastOne,
      selectionCancelled: MSG.selectionCancelled,
      sortDone: MSG.sortDone,
      moved: (count, target) => `已将选中的 ${count} 个专业移到第 ${target} 个之前`,
    };
  }
  return {
    title: '院校专业组排序',
    selectAtLeastOne: '请确保至少选中一个院校专业组',
    selectionCancelled: '已取消对所有院校专业组的选择',
    sortDone: '已完成对所有院校专业组的排序',
    moved: (count, target) => `已将选中的 ${count} 个院校专业组移到第 ${target} 个院校专业组之前`,
  };
}

/** Nothing left for 一键填报 to add: the spec's 暂无可填报的专业, or 暂无可填报的院校专业组 where it fills groups. */
export function noFillableOf(unit: ListUnit): string {
  return unit === '专业' ? MSG.noFillableMajors : '暂无可填报的院校专业组';
}

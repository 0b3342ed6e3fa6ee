import { sortWording, type ListUnit } from './list-unit';

/** 取消选择: no row selected any more, and the message 已取消对所有专业的选择 (of a 院校专业组 list: 已取消对所有院校专业组的选择). */
export function clearSelection(unit: ListUnit = '专业'): { selectedIds: never[]; message: string } {
  return { selectedIds: [], message: sortWording(unit).selectionCancelled };
}

import { MSG } from '../messages';

/** 取消选择: no row selected any more, and the message 已取消对所有专业的选择. */
export function clearSelection(): { selectedIds: never[]; message: typeof MSG.selectionCancelled } {
  return { selectedIds: [], message: MSG.selectionCancelled };
}

import { MSG } from '../messages';
import { sortWording, type ListUnit } from './list-unit';
import { renumber } from './renumber';
import type { ListRow, PlanResult } from './types';

/**
 * 移动到第N个之前: the selected rows, in their current order, move as one block before the row now at position N
 * (1-based).
 *
 * - No selected row on the list: 请确保至少选中一个专业 (of a 院校专业组 list, `unit` 院校专业组: 请确保至少选中一个院校专业组). An empty or non-numeric N: 请输入移动到哪个序号之前.
 * - N of 1 or less moves the block to the top; N beyond the list moves it to the end (after the last row), which is
 *   what “before a number past the end” can only mean. A fractional N is truncated.
 * - When the row at N is itself selected, the block goes before the first unselected row from N on.
 */
export function moveBefore<T extends ListRow>(
  rows: readonly T[],
  selectedIds: ReadonlyArray<T['volunteer_result_id']>,
  position: number | string | null | undefined,
  unit: ListUnit = '专业',
): PlanResult<T> {
  const selected = new Set(selectedIds);
  const block = rows.filter((r) => selected.has(r.volunteer_result_id));
  if (block.length === 0) return { ok: false, message: sortWording(unit).selectAtLeastOne };
  const n = typeof position === 'string' ? (position.trim() === '' ? Number.NaN : Number(position)) : (position ?? Number.NaN);
  if (!Number.isFinite(n)) return { ok: false, message: MSG.moveTargetRequired };

  const start = Math.max(0, Math.trunc(n) - 1);
  const anchor = rows.slice(start).find((r) => !selected.has(r.volunteer_result_id));
  const rest = rows.filter((r) => !selected.has(r.volunteer_result_id));
  const at = anchor === undefined ? rest.length : rest.indexOf(anchor);
  return { ok: true, rows: renumber([...rest.slice(0, at), ...block, ...rest.slice(at)]) };
}

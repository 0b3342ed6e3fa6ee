import { renumber } from './renumber';
import type { Numbered } from './types';

/**
 * 拖动排序: the row at `fromIndex` moves so that it ends up at `toIndex` (0-based), the others keep their order, and
 * the list is renumbered. A `toIndex` outside the list is clamped to its ends; a `fromIndex` outside it, or a
 * `toIndex` that is not a number, changes nothing (only renumbers).
 */
export function dragReorder<T extends object>(rows: readonly T[], fromIndex: number, toIndex: number): Array<Numbered<T>> {
  const from = Math.trunc(fromIndex);
  if (!(from >= 0 && from < rows.length) || Number.isNaN(toIndex)) return renumber(rows);
  const to = Math.min(rows.length - 1, Math.max(0, Math.trunc(toIndex)));
  const next = [...rows];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return renumber(next);
}

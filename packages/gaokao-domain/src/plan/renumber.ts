import type { Numbered } from './types';
import { LIST_ROWS_MAX } from './group-form';

/**
 * New copies of the rows with `sort_id` 1…n in their current order — what /api/VolunteerResult/updateAll saves.
 *
 * @throws RangeError when there are more than LIST_ROWS_MAX rows (300: the largest group form, 天津 50 × 6; 96 in the
 * spec's flat list): a wish list never holds more, so a longer one is a bug upstream that renumbering must not hide.
 */
export function renumber<T extends object>(rows: readonly T[]): Array<Numbered<T>> {
  if (rows.length > LIST_ROWS_MAX) throw new RangeError(`a wish list holds at most ${LIST_ROWS_MAX} rows, got ${rows.length}`);
  return rows.map((row, i) => ({ ...row, sort_id: i + 1 }));
}

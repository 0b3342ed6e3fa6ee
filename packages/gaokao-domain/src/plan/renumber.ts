import type { Numbered } from './types';
import { WISHLIST_MAX } from './wishlist-max';

/**
 * New copies of the rows with `sort_id` 1…n in their current order — what /api/VolunteerResult/updateAll saves.
 *
 * @throws RangeError when there are more than 96 rows: a wish list never holds more, so a longer one is a bug
 * upstream that renumbering must not hide.
 */
export function renumber<T extends object>(rows: readonly T[]): Array<Numbered<T>> {
  if (rows.length > WISHLIST_MAX) throw new RangeError(`a wish list holds at most ${WISHLIST_MAX} rows, got ${rows.length}`);
  return rows.map((row, i) => ({ ...row, sort_id: i + 1 }));
}

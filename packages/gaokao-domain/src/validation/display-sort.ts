import { MSG } from '../messages';
import { checkFail, CHECK_OK, type Check } from './check';

/** The 排序 of a console-managed item shown to families (a friendship link, a video): higher first, in this range. */
export const DISPLAY_SORT_MIN = -9999;
export const DISPLAY_SORT_MAX = 9999;

/** Checks the 排序 a console form holds as text: a whole number from DISPLAY_SORT_MIN to DISPLAY_SORT_MAX. */
export function checkDisplaySort(text: string): Check {
  const t = text.trim();
  if (!/^-?\d{1,4}$/.test(t)) return checkFail(MSG.opsLinkSortRange, 'sort');
  const n = Number(t);
  return n >= DISPLAY_SORT_MIN && n <= DISPLAY_SORT_MAX ? CHECK_OK : checkFail(MSG.opsLinkSortRange, 'sort');
}

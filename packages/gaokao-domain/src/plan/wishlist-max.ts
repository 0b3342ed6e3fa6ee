/** The wish list (志愿单) holds at most 96 college-and-major rows. */
export const WISHLIST_MAX = 96;

/** How many more rows fit on a wish list of `listSize` rows (never negative). */
export function wishlistRoom(listSize: number): number {
  return Math.max(0, WISHLIST_MAX - Math.max(0, Math.trunc(listSize) || 0));
}

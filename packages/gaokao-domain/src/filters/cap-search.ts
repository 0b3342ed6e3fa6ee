import { MSG } from '../messages';

/** Most major-search matches shown at once. */
export const MAJOR_SEARCH_CAP = 200;

/** Keeps the first 200 major-search matches; past the cap, a warning tells the user to type a more precise name. */
export function capSearch<T>(results: readonly T[]): { items: T[]; total: number; warning?: string } {
  const items = results.slice(0, MAJOR_SEARCH_CAP);
  return results.length > MAJOR_SEARCH_CAP
    ? { items, total: results.length, warning: MSG.majorSearchCapped }
    : { items, total: results.length };
}

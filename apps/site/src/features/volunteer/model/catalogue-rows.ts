import { picksFromCatalogue, picksOf, type WishGroup } from 'gaokao-domain';
import type { ResultRow } from './types';

/**
 * The row of a group whose majors are picked from the college's 开设专业 (江苏: the group's one row is the whole
 * 专业组 and the province names none of its majors, gaokao-domain `picksFromCatalogue`); null for any other group.
 */
export function catalogueRowOf(g: WishGroup<ResultRow>): ResultRow | null {
  const row = g.majors[0];
  if (g.majors.length !== 1 || !row) return null;
  return picksFromCatalogue(row) ? row : null;
}

/** The stored picks of a catalogue row, in the family's order. */
export const storedPicks = (row: ResultRow): string[] => picksOf(row);

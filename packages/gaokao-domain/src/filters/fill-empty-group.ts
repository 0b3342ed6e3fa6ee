/** Fills a filter group that loads empty (or missing) with all its options, as the college filter does on open. */
export function fillEmptyGroup<T extends string>(selected: readonly string[] | null | undefined, allOptions: readonly T[]): string[] {
  return selected == null || selected.length === 0 ? [...allOptions] : [...selected];
}

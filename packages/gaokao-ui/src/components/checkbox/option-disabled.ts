/**
 * Whether one option of a capped multi-select must be disabled: once `max` values are chosen, every unchosen
 * option is locked so the user can only uncheck (the electives allow 2 on the home form, 3 in the edit dialog).
 * Kept local and pure because gaokao-domain has no such helper yet; it moves there when the domain exports one.
 */
export function checkboxOptionDisabled(selected: readonly string[], value: string, max: number | undefined): boolean {
  if (max == null) return false;
  return selected.length >= max && !selected.includes(value);
}

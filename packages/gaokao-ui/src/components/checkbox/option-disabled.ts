import { checkboxDisabled } from 'gaokao-domain';

/**
 * Whether one option of a capped multi-select must be disabled: once `max` values are chosen, every unchosen
 * option is locked so the user can only uncheck (2 electives on the home form, 3 subjects in the edit dialog).
 * The rule is the domain's `checkboxDisabled`; this wrapper only makes the cap optional.
 */
export function checkboxOptionDisabled(selected: readonly string[], value: string, max: number | undefined): boolean {
  return max == null ? false : checkboxDisabled(selected, value, max);
}

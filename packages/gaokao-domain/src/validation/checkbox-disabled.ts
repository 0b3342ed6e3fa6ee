/** True when a checkbox must be disabled because `max` others are already checked (checked ones stay enabled). */
export function checkboxDisabled(selected: readonly string[], option: string, max: number): boolean {
  return !selected.includes(option) && selected.length >= max;
}

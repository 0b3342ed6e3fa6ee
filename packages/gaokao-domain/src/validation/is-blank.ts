/** True when a form value is missing: undefined, null, or a string of only white space. */
export function isBlank(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

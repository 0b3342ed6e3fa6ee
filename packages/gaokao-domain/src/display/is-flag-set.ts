/** Reads a yes/no flag of the wire, which arrives as 是/否, 1/0, "1"/"0" or a boolean: true only for 是, 1, "1" and true. */
export function isFlagSet(value: unknown): boolean {
  if (typeof value === 'string') return ['是', '1'].includes(value.trim());
  return value === 1 || value === true;
}

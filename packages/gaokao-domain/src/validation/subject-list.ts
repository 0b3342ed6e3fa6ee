/**
 * Reads the subjects of a volunteer form: an array from the page, or the comma-separated `subject` wire field
 * (ASCII or full-width commas); trims, drops empties and duplicates, keeps the order.
 */
export function subjectList(value: readonly string[] | string | null | undefined): string[] {
  if (value == null) return [];
  const parts = typeof value === 'string' ? value.split(/[,，]/) : value;
  return [...new Set(parts.map((s) => s.trim()).filter((s) => s !== ''))];
}

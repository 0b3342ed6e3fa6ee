/**
 * A unit's identity within a plan's province, batch and group: college code and major (or 专业组) code, joined by a
 * character no code holds. Every list, selection and on-list lookup keys units by it.
 */
export function planUnitKey(row: { code: unknown; specialty_code: unknown }): string {
  return `${String(row.code ?? '')}\u0000${String(row.specialty_code ?? '')}`;
}

/** The codes a {@link planUnitKey} was made of (a key without the separator reads as a college code alone). */
export function planUnitOfKey(key: string): { code: string; specialty_code: string } {
  const i = key.indexOf('\u0000');
  return i < 0 ? { code: key, specialty_code: '' } : { code: key.slice(0, i), specialty_code: key.slice(i + 1) };
}

/**
 * A unit's identity within a plan's province, batch and group: college code and major (or 专业组) code, joined by a
 * character no code holds. Every list, selection and on-list lookup keys units by it.
 */
export function planUnitKey(row: { code: unknown; specialty_code: unknown }): string {
  return `${String(row.code ?? '')}\u0000${String(row.specialty_code ?? '')}`;
}

/** The years an answer's numbers rest on (the `basis` answer field): admission lines and the 一分一段 table. */
export interface AnswerBasis {
  /** The latest admission year whose published lines the predicted lines come from; null: none. */
  lines?: number | null;
  /** The year of the 一分一段 table the ranks are read from; null: none. */
  table?: number | null;
}

const year = (y: number | null | undefined): number | undefined => (typeof y === 'number' && Number.isInteger(y) && y > 1900 ? y : undefined);

/**
 * What an answer rests on, as the pages say it: 依据2025年投档线、2026年一分一段 ({lines: 2025, table: 2026}); one part
 * alone where the other is missing; '' without either (no year is named that has no data).
 */
export function basisNote(basis: AnswerBasis | null | undefined): string {
  const parts: string[] = [];
  const lines = year(basis?.lines);
  const table = year(basis?.table);
  if (lines) parts.push(`${lines}年投档线`);
  if (table) parts.push(`${table}年一分一段`);
  return parts.length ? `依据${parts.join('、')}` : '';
}

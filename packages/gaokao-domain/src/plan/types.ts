/** A wire value that may carry a predicted line: a number, a numeric string, or nothing. */
export type WireScore = number | string | null | undefined;

/** A result row offered to one-key fill (wire names): identity, predicted line, whether it is already on the list. */
export interface FillCandidate {
  code: string | number;
  specialty_code: string | number;
  /** The college's name: one college to the per-college cap whatever its codes (湖北, 天津 write one per 专业组). */
  collegeName?: string | null;
  yugu_score?: WireScore;
  /** 1 when the row is already on the wish list. */
  is_result?: number | string | boolean | null;
}

/** A wish-list row as the ordering rules need it (wire names). */
export interface ListRow {
  volunteer_result_id: string | number;
  yugu_score?: WireScore;
  sort_id?: number | null;
}

/** A list after any change: every row carries its new 1-based position. */
export type Numbered<T> = T & { sort_id: number };

/** The result of a change that may be refused with a message. */
export type PlanResult<T> = { ok: true; rows: Array<Numbered<T>> } | { ok: false; message: string };

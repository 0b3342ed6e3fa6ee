/** The outcome of a form rule: passed, or the first failing message (and the field it belongs to). */
export type Check = { ok: true } | { ok: false; message: string; field?: string };

/** The passing {@link Check}. */
export const CHECK_OK: Check = Object.freeze({ ok: true });

/** Builds a failing {@link Check} for a message and, when known, the field it belongs to. */
export function checkFail(message: string, field?: string): Check {
  return field === undefined ? { ok: false, message } : { ok: false, message, field };
}

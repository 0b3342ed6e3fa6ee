import { z } from 'zod';
import { SERVER_MSG } from './envelope';

/**
 * Field helpers for request schemas. Requests arrive as JSON or form-encoded bodies or query strings, so numbers
 * may be strings and arrays may be JSON strings: coerce at the edge.
 *
 * Every field is bounded to what the database can hold, so that no value a client can send reaches a query that
 * fails (an HTTP 500): numbers lie in PostgreSQL's int4 range (every id and integer column is int4), and text holds
 * no C0 control character (PostgreSQL text cannot hold NUL; the others belong in no form field) — tab, line feed
 * and carriage return only in multi-line text. Build every field of calls.ts from these helpers; calls.test.ts and
 * fields.test.ts walk every call's schema and check it.
 */

/** The largest int4 (2^31 - 1): the largest id there can be. */
export const INT4_MAX = 2_147_483_647;
/** The smallest int4 (-2^31). */
export const INT4_MIN = -2_147_483_648;

/** Any C0 control character (U+0000–U+001F). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const C0_CONTROL = /[\u0000-\u001f]/;
/** C0 control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const C0_CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** '' and null count as missing. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A number that may arrive as a string; '' counts as missing. Within the int4 range; decimals allowed. */
export function num(message?: string) {
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message ?? '请输入数字' })
      .refine(Number.isFinite, { message: message ?? '请输入数字' })
      .min(INT4_MIN, { error: SERVER_MSG.numberOutOfRange })
      .max(INT4_MAX, { error: SERVER_MSG.numberOutOfRange }),
  );
}

/** A whole number that may arrive as a string; '' counts as missing. Within the int4 range (an integer column). */
export function int(message?: string) {
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message ?? '请输入整数' })
      .int({ error: message ?? '请输入整数' })
      .min(INT4_MIN, { error: SERVER_MSG.numberOutOfRange })
      .max(INT4_MAX, { error: SERVER_MSG.numberOutOfRange }),
  );
}

/**
 * An integer id: 1 to 2^31 - 1 (an int4 serial). Anything else answers the id's message (a record that cannot
 * exist, e.g. 该文章不存在), or 参数错误.
 */
export function id(message?: string) {
  const m = message ?? '参数错误';
  return z.preprocess(blankToUndefined, z.coerce.number({ error: m }).int({ error: m }).positive({ error: m }).max(INT4_MAX, { error: m }));
}

/**
 * A string of at most `max` characters without C0 control characters (tab, line feed and carriage return allowed
 * when `multiline`). The building block of every text field.
 */
export function str(max: number, opts: { multiline?: boolean; message?: string } = {}) {
  const control = opts.multiline ? C0_CONTROL_EXCEPT_WHITESPACE : C0_CONTROL;
  return z
    .string(opts.message ? { error: opts.message } : undefined)
    .max(max)
    .refine((s) => !control.test(s), { message: SERVER_MSG.controlCharacters });
}

/** Page number, default 1. */
export const page = z.preprocess((v) => (v === '' || v == null ? 1 : v), z.coerce.number().int().min(1).max(100000));

/** Page size with a default and an upper cap. */
export function limit(def: number, max: number) {
  return z.preprocess((v) => (v === '' || v == null ? def : v), z.coerce.number().int().min(1).max(max));
}

/** Required non-empty trimmed string with the spec's message; one line. */
export function required(message: string, max = 200) {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    str(max, { message }).min(1, { error: message }),
  );
}

/** Optional string ('' allowed), numbers accepted as text; one line unless `multiline`. */
export function text(max = 200, opts: { multiline?: boolean } = {}) {
  return z.preprocess((v) => (v == null ? undefined : typeof v === 'number' ? String(v) : v), str(max, opts)).optional();
}

/** Parses JSON strings (form bodies carry arrays/objects as JSON text). */
function parseJsonText(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (s === '') return undefined;
  if (s.startsWith('[') || s.startsWith('{')) {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      return v;
    }
  }
  return v;
}

/** An array that may arrive as a JSON string. */
export function jsonArray<T extends z.ZodType>(item: T, max: number, message?: string) {
  return z.preprocess(parseJsonText, z.array(item, { error: message ?? '参数错误' }).max(max));
}

/** Subjects: an array, a JSON array string, or a comma-separated string ("物理,化学,生物"). */
export const subjects = (message: string) =>
  z.preprocess(
    (v) => {
      const p = parseJsonText(v);
      if (typeof p === 'string') return p.split(/[,，]/).map((s) => s.trim()).filter(Boolean);
      return p;
    },
    z.array(str(10).min(1), { error: message }).min(1, { error: message }).max(6),
  );

/** Mainland mobile number. */
export function mobile(requiredMessage: string, invalidMessage: string) {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    str(20, { message: requiredMessage }).min(1, { error: requiredMessage }).regex(/^1\d{10}$/, { error: invalidMessage }),
  );
}

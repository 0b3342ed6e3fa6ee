import { z } from 'zod';

/**
 * Field helpers for request schemas. Requests arrive as JSON or form-encoded bodies or query strings, so numbers
 * may be strings and arrays may be JSON strings: coerce at the edge.
 */

/** A number that may arrive as a string; '' counts as missing. */
export function num(message?: string) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: message ?? '请输入数字' }).refine(Number.isFinite, { message: message ?? '请输入数字' }),
  );
}

/** An integer id (positive). */
export function id(message?: string) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: message ?? '参数错误' }).int({ error: message ?? '参数错误' }).positive({ error: message ?? '参数错误' }),
  );
}

/** Page number, default 1. */
export const page = z.preprocess((v) => (v === '' || v == null ? 1 : v), z.coerce.number().int().min(1).max(100000));

/** Page size with a default and an upper cap. */
export function limit(def: number, max: number) {
  return z.preprocess((v) => (v === '' || v == null ? def : v), z.coerce.number().int().min(1).max(max));
}

/** Required non-empty trimmed string with the spec's message. */
export function required(message: string, max = 200) {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).min(1, { error: message }).max(max),
  );
}

/** Optional string ('' allowed), numbers accepted as text. */
export function text(max = 200) {
  return z
    .preprocess((v) => (v == null ? undefined : typeof v === 'number' ? String(v) : v), z.string().max(max))
    .optional();
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
    z.array(z.string().min(1).max(10), { error: message }).min(1, { error: message }).max(6),
  );

/** Mainland mobile number. */
export function mobile(requiredMessage: string, invalidMessage: string) {
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string({ error: requiredMessage }).min(1, { error: requiredMessage }).regex(/^1\d{10}$/, { error: invalidMessage }),
  );
}

import type { z } from 'zod';
import { calls, type CallName } from './calls';

/** The request fields of a call (its schema's keys). */
type FieldOf<C extends CallName> = (typeof calls)[C]['request'] extends z.ZodObject<infer S> ? Extract<keyof S, string> : never;

/**
 * The most characters a text field of a call's request takes (`text(100)`: 100), read from the call's schema, so a
 * form says 最多输入N个字 with the number the server checks and sends nothing longer. Undefined for a field that is
 * not a bounded text.
 */
export function textMaxLength<C extends CallName>(call: C, field: FieldOf<C>): number | undefined {
  let schema = ((calls[call].request as unknown as z.ZodObject).shape as Record<string, unknown>)[field] as Walk | undefined;
  for (let depth = 0; schema && depth < 8; depth++) {
    if (typeof schema.maxLength === 'number') return schema.maxLength;
    schema = schema.def?.innerType ?? schema.def?.out;
  }
  return undefined;
}

/** What the walk reads of a zod schema: a string's bound, an optional's inner type, a preprocess pipe's output. */
interface Walk {
  maxLength?: number | null;
  def?: { innerType?: Walk; out?: Walk };
}

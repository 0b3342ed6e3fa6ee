import type { z } from 'zod';

/**
 * Walks a request schema down to its leaf fields, for tests that feed every field of every call (calls.test.ts,
 * the server's input property test). Looks through optional/default/nullable wrappers, preprocess steps and
 * transforms; an array contributes its element at index 0, a union each of its options.
 */
export type LeafKind = 'number' | 'string' | 'enum' | 'other';

export interface Leaf {
  /** Keys from the request's top level; 0 for an array element. */
  path: readonly (string | number)[];
  kind: LeafKind;
  /** For numbers: whether the schema asks for a whole number. */
  int?: boolean;
  /** For enums: the allowed values. */
  values?: readonly (string | number)[];
}

/** The parts of zod 4's internal definition this walk reads (`schema._zod.def`). */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  entries?: Record<string, string | number>;
  values?: readonly (string | number)[];
}

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The schema that decides which values pass, past wrappers and transforms. */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (;;) {
    const d = defOf(s);
    if ((d.type === 'optional' || d.type === 'default' || d.type === 'nullable' || d.type === 'prefault' || d.type === 'readonly' || d.type === 'catch') && d.innerType) {
      s = d.innerType;
    } else if (d.type === 'pipe' && d.in && d.out) {
      // z.preprocess(f, T) is pipe(transform, T); T.transform(f) is pipe(T, transform).
      s = defOf(d.in).type === 'transform' ? d.out : d.in;
    } else {
      return s;
    }
  }
}

export function leaves(schema: z.ZodType, path: readonly (string | number)[] = []): Leaf[] {
  const s = unwrap(schema);
  const d = defOf(s);
  switch (d.type) {
    case 'object':
      return Object.entries(d.shape ?? {}).flatMap(([k, v]) => leaves(v, [...path, k]));
    case 'array':
      return d.element ? leaves(d.element, [...path, 0]) : [];
    case 'union':
      return (d.options ?? []).flatMap((o) => leaves(o, path));
    case 'number':
      return [{ path, kind: 'number', int: (s as unknown as { isInt?: boolean }).isInt === true }];
    case 'string':
      return [{ path, kind: 'string' }];
    case 'enum':
      return [{ path, kind: 'enum', values: Object.values(d.entries ?? {}) }];
    case 'literal':
      return [{ path, kind: 'enum', values: d.values ?? [] }];
    case 'null':
    case 'undefined':
      return [];
    default:
      return [{ path, kind: 'other' }];
  }
}

/** A copy of `body` with `value` at `path` (objects and arrays missing on the way are made). */
export function withValue(body: Record<string, unknown>, path: readonly (string | number)[], value: unknown): Record<string, unknown> {
  const set = (node: unknown, i: number): unknown => {
    if (i === path.length) return value;
    const key = path[i]!;
    if (typeof key === 'number') {
      const arr = Array.isArray(node) ? [...(node as unknown[])] : [];
      arr[key] = set(arr[key], i + 1);
      return arr;
    }
    const obj = node && typeof node === 'object' && !Array.isArray(node) ? { ...(node as Record<string, unknown>) } : {};
    obj[key] = set(obj[key], i + 1);
    return obj;
  };
  return set(body, 0) as Record<string, unknown>;
}

/** Values that make a sample request pass where 'a' and 1 do not. */
export const SAMPLE_VALUES: Record<string, unknown> = {
  mobile: '13800000000',
  phone: '13800000000',
  province: '河北',
  batch: '本科批',
  group_d: '物理类',
  subject: ['物理', '化学', '生物'],
  score: 600,
  sex: 1,
  password: 'correct horse battery',
  repassword: 'correct horse battery',
  verify: '123456',
  price: '30',
};

/** Whether a named value has the schema's shape (a subject list for an array field, a text for a text field). */
function fits(schema: z.ZodType, v: unknown): boolean {
  const type = defOf(unwrap(schema)).type;
  return type === 'array' ? Array.isArray(v) : type === 'number' ? typeof v === 'number' : type === 'string' ? typeof v === 'string' : true;
}

/**
 * A value the schema accepts in simple cases: numbers 1, strings 'a', the first enum value, one-element arrays,
 * objects with every key. `named` overrides a key wherever it occurs (a phone number, a province…); tests check
 * that the result parses.
 */
export function sample(schema: z.ZodType, named: Record<string, unknown> = SAMPLE_VALUES): unknown {
  const s = unwrap(schema);
  const d = defOf(s);
  switch (d.type) {
    case 'object':
      return Object.fromEntries(Object.entries(d.shape ?? {}).map(([k, v]) => [k, k in named && fits(v, named[k]) ? named[k] : sample(v, named)]));
    case 'array':
      return d.element ? [sample(d.element, named)] : [];
    case 'union': {
      const first = (d.options ?? []).find((o) => defOf(unwrap(o)).type !== 'null');
      return first ? sample(first, named) : null;
    }
    case 'number':
      return 1;
    case 'string':
      return 'a';
    case 'enum':
      return Object.values(d.entries ?? {})[0];
    case 'literal':
      return d.values?.[0];
    default:
      return undefined;
  }
}

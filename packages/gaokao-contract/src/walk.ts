import { z } from 'zod';

/**
 * Walks a request schema down to its leaf fields, for tests that feed every field of every call (calls.test.ts,
 * the server's input property test), through zod's public z.toJSONSchema (never its internal definitions). An array
 * contributes its element at index 0, a union each of its options.
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

/** The parts of a JSON Schema (draft 2020-12, as z.toJSONSchema writes it) this walk reads. */
interface Json {
  type?: string;
  properties?: Record<string, Json>;
  items?: Json;
  anyOf?: readonly Json[];
  oneOf?: readonly Json[];
  enum?: readonly (string | number)[];
  const?: string | number;
}

/** Schemas are immutable: their JSON Schema is written once (property tests sample a request thousands of times). */
const jsonMemo = new WeakMap<z.ZodType, Json>();

/**
 * The request as the client sends it: zod's own JSON Schema of the schema's input (`io: 'input'` looks through
 * optional, default and nullable wrappers, takes T of z.preprocess(f, T) and of T.transform(f)); what JSON Schema
 * cannot say (a transform's output, a custom check) reads as any value.
 */
function jsonOf(schema: z.ZodType): Json {
  let json = jsonMemo.get(schema);
  if (json === undefined) jsonMemo.set(schema, (json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json));
  return json;
}

/** The options of a union (nullable is a union with null), or undefined for any other schema. */
function optionsOf(j: Json): readonly Json[] | undefined {
  return j.anyOf ?? j.oneOf;
}

function walk(j: Json, path: readonly (string | number)[]): Leaf[] {
  const options = optionsOf(j);
  if (options) return options.flatMap((o) => walk(o, path));
  if (j.enum) return [{ path, kind: 'enum', values: j.enum }];
  if (j.const !== undefined) return [{ path, kind: 'enum', values: [j.const] }];
  switch (j.type) {
    case 'object':
      return Object.entries(j.properties ?? {}).flatMap(([k, v]) => walk(v, [...path, k]));
    case 'array':
      return j.items ? walk(j.items, [...path, 0]) : [];
    case 'number':
      return [{ path, kind: 'number', int: false }];
    case 'integer':
      return [{ path, kind: 'number', int: true }];
    case 'string':
      return [{ path, kind: 'string' }];
    case 'null':
      return [];
    default:
      return [{ path, kind: 'other' }];
  }
}

export function leaves(schema: z.ZodType, path: readonly (string | number)[] = []): Leaf[] {
  return walk(jsonOf(schema), path);
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
  date_from: '2026-06-01',
  date_to: '2026-06-30',
  code: '123456',
  q: '13800000000',
  vip_expire: '2027-06-30',
  valid_days: 365,
  card_no: 'VKABCDEFGHJKLMNP',
  content: '<p>正文</p>',
  imgurl: '/media/cover.png',
};

/** Whether a named value has the schema's shape (a subject list for an array field, a text for a text field). */
function fits(j: Json, v: unknown): boolean {
  const type = j.type ?? optionsOf(j)?.find((o) => o.type !== 'null')?.type;
  return type === 'array' ? Array.isArray(v) : type === 'number' || type === 'integer' ? typeof v === 'number' : type === 'string' ? typeof v === 'string' : true;
}

function sampleOf(j: Json, named: Record<string, unknown>): unknown {
  const options = optionsOf(j);
  if (options) {
    const first = options.find((o) => o.type !== 'null');
    return first ? sampleOf(first, named) : null;
  }
  if (j.enum) return j.enum[0];
  if (j.const !== undefined) return j.const;
  switch (j.type) {
    case 'object':
      return Object.fromEntries(Object.entries(j.properties ?? {}).map(([k, v]) => [k, k in named && fits(v, named[k]) ? named[k] : sampleOf(v, named)]));
    case 'array':
      return j.items ? [sampleOf(j.items, named)] : [];
    case 'number':
    case 'integer':
      return 1;
    case 'string':
      return 'a';
    default:
      return undefined;
  }
}

/**
 * A value the schema accepts in simple cases: numbers 1, strings 'a', the first enum value, one-element arrays,
 * objects with every key. `named` overrides a key wherever it occurs (a phone number, a province…); tests check
 * that the result parses.
 */
export function sample(schema: z.ZodType, named: Record<string, unknown> = SAMPLE_VALUES): unknown {
  return sampleOf(jsonOf(schema), named);
}

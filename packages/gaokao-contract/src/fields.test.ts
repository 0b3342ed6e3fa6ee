import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calls, type CallName } from './calls';
import { SERVER_MSG } from './envelope';
import { C0_CONTROL, INT4_MAX, INT4_MIN } from './fields';
import { leaves, sample, withValue, type Leaf } from './walk';


const names = Object.keys(calls) as CallName[];

/** Text fields where tab and line breaks are allowed (a remark, a saved filter's JSON, a news item's HTML). */
const MULTILINE = new Set(['resultUpdateExt.value', 'screenFindSave.value', 'opsNewsSave.content', 'opsNewsPreview.content']);

const fieldName = (n: CallName, l: Leaf) => `${n}.${l.path.join('.')}`;
const all = names.flatMap((n) => leaves(calls[n].request).map((leaf) => ({ name: n, leaf })));
const numbers = all.filter((f) => f.leaf.kind === 'number');
const strings = all.filter((f) => f.leaf.kind === 'string');
const base = (n: CallName) => sample(calls[n].request) as Record<string, unknown>;
const accepts = (n: CallName, path: Leaf['path'], v: unknown) => calls[n].request.safeParse(withValue(base(n), path, v)).success;
const firstMessage = (n: CallName, path: Leaf['path'], v: unknown) => calls[n].request.safeParse(withValue(base(n), path, v)).error?.issues.map((i) => i.message);

describe('the walk over every call', () => {
  it('finds number and text fields and nothing it does not know', () => {
    expect(numbers.length).toBeGreaterThan(40);
    expect(strings.length).toBeGreaterThan(100);
    expect(all.filter((f) => f.leaf.kind === 'other').map((f) => fieldName(f.name, f.leaf))).toEqual([]);
  });

  it.each(names)('a sample request of %s parses (so a refusal below comes from the one value changed)', (n) => {
    const r = calls[n].request.safeParse(base(n));
    expect(r.error?.issues ?? []).toEqual([]);
  });
});

describe('numbers stay within PostgreSQL int4', () => {
  it.each(numbers.map((f) => [fieldName(f.name, f.leaf), f] as const))('%s refuses 2^31, 2^53 and -2^31-1', (_label, { name, leaf }) => {
    for (const v of [2 ** 31, 2 ** 53, INT4_MIN - 1, String(2 ** 31), '1e300']) expect(accepts(name, leaf.path, v), String(v)).toBe(false);
  });

  it('every number field refuses any integer beyond int4, sent as a number or as text (property)', () => {
    const field = fc.constantFrom(...numbers);
    const beyond = fc.oneof(fc.integer({ min: INT4_MAX + 1, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: Number.MIN_SAFE_INTEGER, max: INT4_MIN - 1 }));
    fc.assert(
      fc.property(field, beyond, fc.boolean(), ({ name, leaf }, v, asText) => !accepts(name, leaf.path, asText ? String(v) : v)),
      { numRuns: 500 },
    );
  });

  const ids = numbers.filter((f) => /^(aspid|\w+_id)$/.test(String(f.leaf.path.at(-1))) && f.leaf.path.at(-1) !== 'sort_id');
  it('ids are found: aspid, volunteer_id, volunteer_result_id, vippay_id, infomation_id, videoseet_id…', () => {
    const found = new Set(ids.map((f) => String(f.leaf.path.at(-1))));
    for (const k of ['aspid', 'volunteer_id', 'volunteer_result_id', 'vippay_id', 'infomation_id', 'videoseet_id', 'mojor_id', 'collegiate_id', 'recruitdata_id', 'memberuser_id']) {
      expect(found.has(k), k).toBe(true);
    }
  });

  it.each(ids.map((f) => [fieldName(f.name, f.leaf), f] as const))('id %s takes 1 to 2147483647 only, with a Chinese message', (_label, { name, leaf }) => {
    expect(accepts(name, leaf.path, 1)).toBe(true);
    expect(accepts(name, leaf.path, INT4_MAX)).toBe(true);
    expect(accepts(name, leaf.path, String(INT4_MAX))).toBe(true);
    for (const v of [0, -1, 1.5, 2 ** 31, 2 ** 53, 'abc']) {
      expect(accepts(name, leaf.path, v), String(v)).toBe(false);
      expect(firstMessage(name, leaf.path, v)!.some((m) => /[\u4e00-\u9fa5]/.test(m)), String(v)).toBe(true);
    }
  });

  it('an article id of 2^31 answers 该文章不存在', () => {
    expect(calls.newsDetail.request.safeParse({ infomation_id: 2147483648 }).error?.issues[0]?.message).toBe('该文章不存在');
  });
});

describe('text holds no control characters', () => {
  /** A C0 control character; tab, LF and CR only when `withWhitespace`. */
  const control = (withWhitespace: boolean) =>
    fc
      .integer({ min: 0, max: 0x1f })
      .filter((c) => withWhitespace || ![9, 10, 13].includes(c))
      .map((c) => String.fromCharCode(c));
  const C0_CONTROL_G = new RegExp(C0_CONTROL.source, 'g');
  // Short text around it, so every field's length limit holds.
  const around = fc.string({ maxLength: 3 }).map((s) => s.replace(C0_CONTROL_G, 'x'));

  it.each(strings.map((f) => [fieldName(f.name, f.leaf), f] as const))('%s refuses NUL with 输入内容包含不允许的控制字符', (_label, { name, leaf }) => {
    for (const v of ['a\u0000', '\u0000', 'a\u0000b']) {
      expect(accepts(name, leaf.path, v), JSON.stringify(v)).toBe(false);
      expect(firstMessage(name, leaf.path, v)).toContain(SERVER_MSG.controlCharacters);
    }
  });

  it('every text field refuses a C0 control character anywhere in it, line breaks and tab only in multi-line text (property)', () => {
    const field = fc.constantFrom(...strings);
    fc.assert(
      fc.property(field, around, control(false), around, ({ name, leaf }, a, c, b) => !accepts(name, leaf.path, `x${a}${c}${b}x`)),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(field, fc.constantFrom('\t', '\n', '\r'), ({ name, leaf }, c) => accepts(name, leaf.path, `x${c}x`) === MULTILINE.has(fieldName(name, leaf))),
      { numRuns: 300 },
    );
  });

  it('the multi-line fields exist', () => {
    for (const f of MULTILINE) expect(strings.some((s) => fieldName(s.name, s.leaf) === f), f).toBe(true);
  });

  it('login with username "a\\u0000" fails on the username', () => {
    expect(calls.login.request.safeParse({ username: 'a\u0000', password: 'x' }).error?.issues[0]?.message).toBe(SERVER_MSG.controlCharacters);
  });
});

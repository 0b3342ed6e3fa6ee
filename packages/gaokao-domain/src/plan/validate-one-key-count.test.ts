import { describe, expect, it } from 'vitest';
import { validateOneKeyCount } from './validate-one-key-count';

describe('validateOneKeyCount', () => {
  it.each([
    { name: 'empty', count: '', left: 10, result: { ok: false, message: '请输入填报记录数' } },
    { name: 'blank', count: '  ', left: 10, result: { ok: false, message: '请输入填报记录数' } },
    { name: 'missing', count: null, left: 10, result: { ok: false, message: '请输入填报记录数' } },
    { name: 'undefined', count: undefined, left: 10, result: { ok: false, message: '请输入填报记录数' } },
    { name: 'zero', count: 0, left: 10, result: { ok: false, message: '请输入填报记录数' } },
    { name: "'0'", count: '0', left: 10, result: { ok: false, message: '请输入填报记录数' } },
    { name: 'not a number', count: 'abc', left: 10, result: { ok: false, message: '请输入填报记录数' } },
    { name: 'below one', count: 0.6, left: 10, result: { ok: false, message: '请输入填报记录数' } },
    { name: 'empty even with nothing to fill (the count comes first)', count: '', left: 0, result: { ok: false, message: '请输入填报记录数' } },
    { name: 'nothing to fill', count: 5, left: 0, result: { ok: false, message: '暂无可填报的专业' } },
    { name: 'a count within reach', count: 5, left: 10, result: { ok: true, count: 5 } },
    { name: 'a count typed as text', count: '7', left: 10, result: { ok: true, count: 7 } },
    { name: 'exactly what is left', count: 10, left: 10, result: { ok: true, count: 10 } },
    { name: 'more than is left: limited', count: 30, left: 10, result: { ok: true, count: 10 } },
    { name: 'a fractional count: truncated', count: '3.8', left: 10, result: { ok: true, count: 3 } },
    { name: 'a negative count: limited to 0, asks again', count: -4, left: 10, result: { ok: false, message: '请输入填报记录数' } },
  ])('$name', ({ count, left, result }) => {
    expect(validateOneKeyCount(count, left)).toEqual(result);
  });
});

import { describe, expect, it } from 'vitest';
import { readChoice, readScreenObject, readStringList, readSwitch, readText } from './screen-fields';

describe('given a saved screen value', () => {
  type Case = { name: string; value: unknown; object: Record<string, unknown> };
  const cases: Case[] = [
    { name: 'a JSON object text', value: '{"a":1}', object: { a: 1 } },
    { name: 'a parsed object', value: { b: 'x' }, object: { b: 'x' } },
    { name: 'broken JSON', value: '{"a":', object: {} },
    { name: 'an empty text', value: '', object: {} },
    { name: 'a JSON array', value: '[1,2]', object: {} },
    { name: 'JSON null', value: 'null', object: {} },
    { name: 'a JSON number', value: '5', object: {} },
    { name: 'undefined', value: undefined, object: {} },
  ];
  it.each(cases)('should read $name as an object', ({ value, object }) => {
    expect(readScreenObject(value)).toEqual(object);
  });
});

describe('given a saved list', () => {
  type Case = { name: string; value: unknown; list: string[] };
  const cases: Case[] = [
    { name: 'an array', value: ['北京', ' 上海 '], list: ['北京', '上海'] },
    { name: 'an array with non-strings', value: ['北京', 3, null], list: ['北京'] },
    { name: 'a comma text', value: '北京，上海,,广东', list: ['北京', '上海', '广东'] },
    { name: 'repeats', value: ['985', '985'], list: ['985'] },
    { name: 'a number', value: 5, list: [] },
    { name: 'null', value: null, list: [] },
  ];
  it.each(cases)('should read $name', ({ value, list }) => {
    expect(readStringList(value)).toEqual(list);
  });
});

describe('given a saved text input', () => {
  type Case = { name: string; value: unknown; text: string };
  const cases: Case[] = [
    { name: 'a string', value: '5000', text: '5000' },
    { name: 'a number', value: 5000, text: '5000' },
    { name: 'NaN', value: Number.NaN, text: '' },
    { name: 'an object', value: {}, text: '' },
    { name: 'null', value: null, text: '' },
  ];
  it.each(cases)('should read $name', ({ value, text }) => {
    expect(readText(value)).toBe(text);
  });
});

describe('given a saved switch', () => {
  type Case = { name: string; value: unknown; fallback: boolean; on: boolean };
  const cases: Case[] = [
    { name: 'true', value: true, fallback: false, on: true },
    { name: '1', value: 1, fallback: false, on: true },
    { name: '"1"', value: '1', fallback: false, on: true },
    { name: '"true"', value: 'true', fallback: false, on: true },
    { name: '是', value: '是', fallback: false, on: true },
    { name: 'false', value: false, fallback: true, on: false },
    { name: '0', value: 0, fallback: true, on: false },
    { name: '"0"', value: '0', fallback: true, on: false },
    { name: '"false"', value: 'false', fallback: true, on: false },
    { name: '否', value: '否', fallback: true, on: false },
    { name: 'missing, fallback on', value: undefined, fallback: true, on: true },
    { name: 'garbage, fallback off', value: 'maybe', fallback: false, on: false },
  ];
  it.each(cases)('should read $name', ({ value, fallback, on }) => {
    expect(readSwitch(value, fallback)).toBe(on);
  });
});

describe('given a saved three-way choice', () => {
  type Case = { name: string; value: unknown; choice: 0 | 1 | 2 };
  const cases: Case[] = [
    { name: '1', value: 1, choice: 1 },
    { name: '"2"', value: '2', choice: 2 },
    { name: '0', value: 0, choice: 0 },
    { name: '3', value: 3, choice: 0 },
    { name: 'text', value: 'x', choice: 0 },
    { name: 'missing', value: undefined, choice: 0 },
  ];
  it.each(cases)('should read $name', ({ value, choice }) => {
    expect(readChoice(value)).toBe(choice);
  });
});

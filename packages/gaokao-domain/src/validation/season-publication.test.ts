import { describe, expect, it } from 'vitest';
import { seasonLabelEffect, seasonPublicationOf, validateSeasonPublication, type SeasonPublicationInput } from './season-publication';

const title = { ok: false, message: '请填写出处标题', field: 'title' };
const publisher = { ok: false, message: '请填写发布机构', field: 'publisher' };
const url = { ok: false, message: '出处网址应以 http:// 或 https:// 开头', field: 'url' };
const full = { title: '河北省2030年普通高考成绩统计表（物理科目组合）', publisher: '河北省教育考试院', url: 'https://www.hebeea.edu.cn/html/2030/1.html' };

const cases: { name: string; input: SeasonPublicationInput; expected: object }[] = [
  { name: 'no publication at all', input: {}, expected: { ok: true } },
  { name: 'three blank fields', input: { title: ' ', publisher: '', url: '  ' }, expected: { ok: true } },
  { name: 'a full publication', input: full, expected: { ok: true } },
  { name: 'an http address with a query', input: { ...full, url: 'http://www.example.edu.cn/zs?id=1' }, expected: { ok: true } },
  { name: 'a title of exactly 200 characters', input: { ...full, title: '表'.repeat(200) }, expected: { ok: true } },
  { name: 'an address only: the title first', input: { url: full.url }, expected: title },
  { name: 'no publisher', input: { ...full, publisher: ' ' }, expected: publisher },
  { name: 'no address', input: { ...full, url: '' }, expected: url },
  { name: 'a javascript: address', input: { ...full, url: 'javascript:alert(1)' }, expected: url },
  { name: 'an ftp address', input: { ...full, url: 'ftp://example.com/a.csv' }, expected: url },
  { name: 'a protocol-relative address', input: { ...full, url: '//example.com/' }, expected: url },
  { name: 'an address with a space', input: { ...full, url: 'https://a.example/x y' }, expected: url },
  { name: 'a title of 201 characters', input: { ...full, title: '表'.repeat(201) }, expected: { ok: false, message: '出处标题最多200个字', field: 'title' } },
  { name: 'a publisher of 101 characters', input: { ...full, publisher: '院'.repeat(101) }, expected: { ok: false, message: '发布机构最多100个字', field: 'publisher' } },
  { name: 'an address of 501 characters', input: { ...full, url: `https://a.example/${'x'.repeat(483)}` }, expected: { ok: false, message: '出处网址最多500个字符', field: 'url' } },
  { name: 'a line break inside the title', input: { ...full, title: '河北\n2030' }, expected: { ok: false, message: '出处信息不能包含换行或控制字符', field: 'title' } },
  { name: 'a NUL in the address', input: { ...full, url: 'https://a.example/\u0000' }, expected: { ok: false, message: '出处信息不能包含换行或控制字符', field: 'url' } },
];

describe('given the 出处 of a console data file', () => {
  it.each(cases)('should answer $name', ({ input, expected }) => {
    expect(validateSeasonPublication(input)).toEqual(expected);
  });
  it('should read three blank fields as no publication and trim a named one', () => {
    expect(seasonPublicationOf({ title: ' ', publisher: '', url: undefined })).toBeNull();
    expect(seasonPublicationOf({ title: ' 表 ', publisher: '院 ', url: ' https://a.example/ ' })).toEqual({ title: '表', publisher: '院', url: 'https://a.example/' });
  });
});

describe('given a console data file being published', () => {
  const named = { title: '表', publisher: '院', url: 'https://a.example/' };
  it.each([
    { kind: 'rank-tables', publication: named, effect: 'real' },
    { kind: 'rank-tables', publication: null, effect: 'demo' },
    { kind: 'admissions', publication: named, effect: 'unchanged' },
    { kind: 'admissions', publication: null, effect: 'unchanged' },
    { kind: 'plans', publication: named, effect: 'unchanged' },
    { kind: 'colleges', publication: null, effect: 'unchanged' },
    { kind: '', publication: null, effect: 'unchanged' },
  ] as const)('should leave the labels of a $kind file with publication $publication: $effect', ({ kind, publication, effect }) => {
    expect(seasonLabelEffect(kind, publication)).toBe(effect);
  });
});

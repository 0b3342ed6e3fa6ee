import { describe, expect, it } from 'vitest';
import { REGION_OPTIONS } from './options';
import { shortProvince } from './short-province';

type Case = { name: string; input: string | null | undefined; short: string };
const cases: Case[] = [
  { name: 'a province', input: '河北省', short: '河北' },
  { name: 'a municipality', input: '北京市', short: '北京' },
  { name: '黑龙江省', input: '黑龙江省', short: '黑龙江' },
  { name: '广西壮族自治区', input: '广西壮族自治区', short: '广西' },
  { name: '内蒙古自治区', input: '内蒙古自治区', short: '内蒙古' },
  { name: '新疆维吾尔自治区', input: '新疆维吾尔自治区', short: '新疆' },
  { name: '宁夏回族自治区', input: '宁夏回族自治区', short: '宁夏' },
  { name: '西藏自治区', input: '西藏自治区', short: '西藏' },
  { name: '香港特别行政区', input: '香港特别行政区', short: '香港' },
  { name: 'a short name', input: '广东', short: '广东' },
  { name: 'padding', input: ' 上海市 ', short: '上海' },
  { name: 'empty', input: '', short: '' },
  { name: 'null', input: null, short: '' },
];

describe('given a province name', () => {
  it.each(cases)('should shorten $name to "$short"', ({ input, short }) => {
    expect(shortProvince(input)).toBe(short);
  });
  it('should leave every region option unchanged', () => {
    expect(REGION_OPTIONS.map(shortProvince)).toEqual([...REGION_OPTIONS]);
  });
});

import { describe, expect, it } from 'vitest';
import { collegeNatureHas, matchesCollegeNatures, matchesCollegeProvinces } from './college-filter-values';
import type { ScreenRow } from './screen-row';

const pku: ScreenRow = { collegeProvince: '北京', collegeNature: '公办', is985: '是', is211: '是', two_yiliu: '是' };
const only211: ScreenRow = { collegeProvince: '河北省', collegeNature: '公办', is985: '否', is211: 1, two_yiliu: '0' };
const privateLocal: ScreenRow = { collegeProvince: '内蒙古自治区', collegeNature: '民办', is985: '否', is211: '否', two_yiliu: '否' };
const bare: ScreenRow = {};

describe('collegeNatureHas: one value of a nature filter', () => {
  it.each([
    [pku, '985', true],
    [pku, '211', true],
    [pku, '双一流', true],
    [pku, '其他', false],
    [pku, '公办', true],
    [pku, '民办', false],
    [only211, '985', false],
    [only211, '211', true],
    [only211, '双一流', false],
    [only211, '其他', false],
    [privateLocal, '其他', true],
    [privateLocal, '民办', true],
    [privateLocal, ' 民办 ', true],
    [privateLocal, '公办', false],
    [bare, '其他', true],
    [bare, '公办', false],
    [bare, '985', false],
  ] as const)('%o has %s: %s', (row, value, expected) => {
    expect(collegeNatureHas(row, value)).toBe(expected);
  });
});

describe('matchesCollegeNatures: any chosen value', () => {
  it.each([
    [pku, [], true],
    [bare, [], true],
    [only211, ['985', '211'], true],
    [only211, ['985', '双一流'], false],
    [privateLocal, ['985', '公办'], false],
    [privateLocal, ['985', '民办'], true],
  ] as const)('%o with %o: %s', (row, natures, expected) => {
    expect(matchesCollegeNatures(row, natures)).toBe(expected);
  });
});

describe('matchesCollegeProvinces: by the short name on both sides', () => {
  it.each([
    [pku, [], true],
    [pku, ['北京'], true],
    [pku, ['北京市'], true],
    [pku, ['河北'], false],
    [only211, ['河北'], true],
    [only211, ['北京', '河北省'], true],
    [privateLocal, ['内蒙古'], true],
    [privateLocal, ['内蒙'], false],
    [bare, ['北京'], false],
    [bare, [], true],
  ] as const)('%o in %o: %s', (row, provinces, expected) => {
    expect(matchesCollegeProvinces(row, provinces)).toBe(expected);
  });
});

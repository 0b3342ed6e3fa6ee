import { describe, expect, it } from 'vitest';
import { attributesWithoutData, attributesWithoutDataNote } from './unavailable-facts';

describe('attributesWithoutData', () => {
  it.each<{ name: string; present: readonly string[] | null | undefined; expected: string[] }>([
    { name: 'unknown (not read yet): none left out', present: undefined, expected: [] },
    { name: 'null: none left out', present: null, expected: [] },
    { name: 'the Ministry list with the military schools', present: ['公办', '民办', '中外合作办学', '解放军院校'], expected: ['独立学院', '内地与港澳台地区合作办学'] },
    { name: 'every option present', present: ['公办', '民办', '独立学院', '解放军院校', '内地与港澳台地区合作办学', '中外合作办学'], expected: [] },
    { name: 'an empty set', present: [], expected: ['公办', '民办', '独立学院', '解放军院校', '内地与港澳台地区合作办学', '中外合作办学'] },
  ])('should leave out $name', ({ present, expected }) => {
    expect(attributesWithoutData(present)).toEqual(expected);
  });

  it('should say which are left out, as 暂无数据', () => {
    expect(attributesWithoutDataNote(['独立学院', '内地与港澳台地区合作办学'])).toBe('暂无数据：独立学院、内地与港澳台地区合作办学，院校名单未单列，此项不筛选');
  });
});

import { describe, expect, it } from 'vitest';
import {
  COLLEGE_ATTRIBUTE_OPTIONS,
  COLLEGE_STRENGTH_OPTIONS,
  COLLEGE_TYPE_OPTIONS,
  KEYWORD_OPTIONS,
  NATURE_OPTIONS,
  REGION_OPTIONS,
  SCHOOLING_LENGTH_OPTIONS,
} from './options';

describe('given the option lists of the spec', () => {
  it('should offer the four linked natures', () => {
    expect(NATURE_OPTIONS).toEqual(['985', '211', '双一流', '其他']);
  });
  it('should offer the fourteen college types of part 1', () => {
    expect(COLLEGE_TYPE_OPTIONS).toHaveLength(14);
    expect(COLLEGE_TYPE_OPTIONS[0]).toBe('综合');
    expect(COLLEGE_TYPE_OPTIONS.at(-1)).toBe('工农医');
  });
  it('should offer the six attributes and three strengths', () => {
    expect(COLLEGE_ATTRIBUTE_OPTIONS).toEqual(['公办', '民办', '独立学院', '解放军院校', '内地与港澳台地区合作办学', '中外合作办学']);
    expect(COLLEGE_STRENGTH_OPTIONS).toEqual(['有博士点', '有硕士点', '其他']);
  });
  it('should end the keyword options with 自定义', () => {
    expect(KEYWORD_OPTIONS).toEqual(['中外合作', '专项', '预科', '八协', '少数民族', '自定义']);
  });
  it('should list 31 distinct regions', () => {
    expect(new Set(REGION_OPTIONS).size).toBe(31);
  });
  it('should offer schooling lengths 1 to 9', () => {
    expect(SCHOOLING_LENGTH_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

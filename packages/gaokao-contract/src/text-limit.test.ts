import { describe, expect, it } from 'vitest';
import { textMaxLength } from './text-limit';

describe('the most characters a text field takes', () => {
  it('reads the bound the server checks from each call\'s schema', () => {
    expect(textMaxLength('collectionPlanList', 'collegeName')).toBe(100);
    expect(textMaxLength('collectionPlanList', 'specialty_title')).toBe(100);
    expect(textMaxLength('newsList', 'title')).toBe(100);
    expect(textMaxLength('zhuangyePai', 'majorName')).toBe(100);
    expect(textMaxLength('collegeCodeList', 'collegeName')).toBe(100);
    expect(textMaxLength('oneQuarterList', 'province')).toBe(20);
  });

  it('gives none for a field that is not a bounded text', () => {
    expect(textMaxLength('oneQuarterList', 'page')).toBeUndefined();
  });
});

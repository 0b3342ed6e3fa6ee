import { describe, expect, it } from 'vitest';
import { defaultCollegeScreen, parseCollegeScreen } from './college-screen';
import { parseMajorScreen } from './major-screen';
import { defaultOtherScreen, parseOtherScreen } from './other-screen';
import { serializeScreen } from './serialize-screen';

describe('given a screen to save', () => {
  it('should round-trip the other screen', () => {
    const screen = { ...defaultOtherScreen(), schooling_length: 5, specialty_title: ['专项'], hasZhiJiao: false };
    expect(parseOtherScreen(serializeScreen(screen))).toEqual(screen);
  });
  it('should round-trip the college screen', () => {
    const screen = { ...defaultCollegeScreen(), regions: ['河北'], natures: ['985', '211'] };
    expect(parseCollegeScreen(serializeScreen(screen))).toEqual(screen);
  });
  it('should round-trip the major screen', () => {
    const majors = [{ major_name: '法学', major_code: '030101K' }];
    expect(parseMajorScreen(serializeScreen(majors))).toEqual(majors);
  });
  it('should write plain JSON text', () => {
    expect(serializeScreen(['法学'])).toBe('["法学"]');
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type CollegeScreen, defaultCollegeScreen, parseCollegeScreen } from './college-screen';
import { COLLEGE_TYPE_OPTIONS, NATURE_OPTIONS, REGION_OPTIONS } from './options';

describe('given a new college filter', () => {
  it('should check every option of the five groups', () => {
    const screen = defaultCollegeScreen();
    expect(screen.regions).toHaveLength(31);
    expect(screen.types).toHaveLength(14);
    expect(screen.natures).toEqual(['985', '211', '双一流', '其他']);
    expect(screen.attributes).toHaveLength(6);
    expect(screen.strengths).toEqual(['有博士点', '有硕士点', '其他']);
  });
});

type Case = { name: string; saved: unknown; change: Partial<CollegeScreen> };
const cases: Case[] = [
  { name: 'broken JSON', saved: '{', change: {} },
  { name: 'null', saved: null, change: {} },
  { name: 'all groups empty', saved: '{"regions":[],"types":[],"natures":[],"attributes":[],"strengths":[]}', change: {} },
  { name: 'chosen regions and natures', saved: { regions: ['北京', '上海'], natures: ['985', '211'] }, change: { regions: ['北京', '上海'], natures: ['985', '211'] } },
  { name: 'a strength group as text', saved: { strengths: '有博士点' }, change: { strengths: ['有博士点'] } },
];

describe('given a saved college_screen', () => {
  it.each(cases)('should load $name', ({ saved, change }) => {
    expect(parseCollegeScreen(saved)).toEqual({ ...defaultCollegeScreen(), ...change });
  });
  it('should fill each empty group with its own options', () => {
    const screen = parseCollegeScreen('{"types":["理工"]}');
    expect(screen.types).toEqual(['理工']);
    expect(screen.regions).toEqual([...REGION_OPTIONS]);
    expect(screen.natures).toEqual([...NATURE_OPTIONS]);
    expect(COLLEGE_TYPE_OPTIONS).toContain('理工');
  });
});

describe('given any saved value', () => {
  it('should load five non-empty groups that survive a save and load unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.object(), fc.anything()), (saved) => {
        const screen = parseCollegeScreen(saved);
        for (const group of Object.values(screen)) expect(group.length).toBeGreaterThan(0);
        expect(parseCollegeScreen(JSON.stringify(screen))).toEqual(screen);
      }),
    );
  });
});

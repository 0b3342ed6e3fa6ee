import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { historyYearsShown, realDataLabel, yearsLabel } from './data-years';

const years = { current_year: 2024, qu_year: 2023, qian_year: 2022 };

describe('historyYearsShown', () => {
  it.each<{ name: string; rows: Record<string, unknown>[]; expected: number[] }>([
    { name: 'no rows', rows: [], expected: [] },
    { name: 'rows without history (new majors)', rows: [{ current_year_min_score: null, qu_year_min_score: '' }], expected: [] },
    { name: '江苏: 2023 and 2024 held, 2022 empty', rows: [{ current_year_min_score: 600, qu_year_min_beat: 12000, qian_year_min_score: null }], expected: [2023, 2024] },
    { name: 'all three years across rows', rows: [{ current_year_red_score: 600 }, { qian_year_jihua: '5' }, { qu_year_min_score: 590 }], expected: [2022, 2023, 2024] },
    { name: 'a text that is no number', rows: [{ current_year_min_score: '—' }], expected: [] },
  ])('should find $name', ({ rows, expected }) => {
    expect(historyYearsShown(rows, years)).toEqual(expected);
  });

  it('should name no year the reply does not give', () => {
    expect(historyYearsShown([{ current_year_min_score: 600, qu_year_min_score: 590 }], { current_year: 2024 })).toEqual([2024]);
    expect(historyYearsShown([{ current_year_min_score: 600 }], null)).toEqual([]);
  });
});

describe('yearsLabel', () => {
  it.each<{ name: string; years: number[]; expected: string }>([
    { name: 'none', years: [], expected: '' },
    { name: 'one year', years: [2024], expected: '2024年' },
    { name: 'two consecutive', years: [2024, 2023], expected: '2023–2024年' },
    { name: 'three consecutive with a repeat', years: [2022, 2024, 2023, 2024], expected: '2022–2024年' },
    { name: 'a gap', years: [2022, 2024], expected: '2022、2024年' },
  ])('should write $name', ({ years, expected }) => {
    expect(yearsLabel(years)).toBe(expected);
  });

  it('should name the first and last year of any set', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 2000, max: 2030 }), { minLength: 1, maxLength: 6 }), (list) => {
        const label = yearsLabel(list);
        expect(label.startsWith(String(Math.min(...list)))).toBe(true);
        expect(label.endsWith(`${Math.max(...list)}年`)).toBe(true);
      }),
    );
  });
});

describe('realDataLabel', () => {
  it('should name the years and what they are', () => {
    expect(realDataLabel([2023, 2024], '录取数据')).toBe('真实数据：2023–2024年录取数据');
  });
  it('should say 真实数据 alone without years', () => {
    expect(realDataLabel([], '录取数据')).toBe('真实数据');
  });
});

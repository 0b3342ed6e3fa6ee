import { describe, expect, it } from 'vitest';
import { isNewMajor, type RedScoreFields } from './is-new-major';

type Case = { name: string; row: RedScoreFields; isNew: boolean };
const cases: Case[] = [
  { name: 'no history fields', row: {}, isNew: true },
  { name: 'all empty strings', row: { current_year_red_score: '', qu_year_red_score: '', qian_year_red_score: '' }, isNew: true },
  { name: 'all null', row: { current_year_red_score: null, qu_year_red_score: null, qian_year_red_score: null }, isNew: true },
  { name: 'all zero', row: { current_year_red_score: 0, qu_year_red_score: '0', qian_year_red_score: 0 }, isNew: true },
  { name: 'dashes', row: { current_year_red_score: '-', qu_year_red_score: '--' }, isNew: true },
  { name: 'a current-year score', row: { current_year_red_score: 612 }, isNew: false },
  { name: 'only last year', row: { qu_year_red_score: '598' }, isNew: false },
  { name: 'only the year before last', row: { qian_year_red_score: 577 }, isNew: false },
];

describe('given the red scores of a result row', () => {
  it.each(cases)('should call $name new=$isNew', ({ row, isNew }) => {
    expect(isNewMajor(row)).toBe(isNew);
  });
});

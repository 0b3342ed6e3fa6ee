import { describe, expect, it } from 'vitest';
import { ALL_SUBJECTS, EDIT_MAX_SUBJECTS, ELECTIVES, HOME_MAX_ELECTIVES, isPrimarySubject } from './subjects';

describe('given the subject constants of the spec', () => {
  it('should offer the four electives in the spec order', () => {
    expect(ELECTIVES).toEqual(['生物', '化学', '政治', '地理']);
  });
  it('should cap the home form at 2 and the edit dialog at 3', () => {
    expect([HOME_MAX_ELECTIVES, EDIT_MAX_SUBJECTS]).toEqual([2, 3]);
  });
  it('should list six subjects with 物理 and 历史 first', () => {
    expect(ALL_SUBJECTS).toEqual(['物理', '历史', '生物', '化学', '政治', '地理']);
  });
});

type Case = { name: string; subject: string; primary: boolean };
const cases: Case[] = [
  { name: '物理', subject: '物理', primary: true },
  { name: '历史', subject: '历史', primary: true },
  { name: '化学', subject: '化学', primary: false },
  { name: 'an unknown subject', subject: '技术', primary: false },
];

describe('given a subject', () => {
  it.each(cases)('should tell whether $name is a first-choice subject', ({ subject, primary }) => {
    expect(isPrimarySubject(subject)).toBe(primary);
  });
});

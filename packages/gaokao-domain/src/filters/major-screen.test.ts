import { describe, expect, it } from 'vitest';
import type { MajorOption } from './major-option';
import { parseMajorScreen } from './major-screen';

type Case = { name: string; saved: unknown; majors: MajorOption[] };
const cases: Case[] = [
  {
    name: 'a saved list',
    saved: '[{"major_name":"法学","major_code":"030101K","majors":"法学类","subject":"法学"}]',
    majors: [{ major_name: '法学', major_code: '030101K', majors: '法学类', subject: '法学' }],
  },
  { name: 'plain names', saved: ['法学', ' 软件工程 ', ''], majors: [{ major_name: '法学' }, { major_name: '软件工程' }] },
  { name: 'repeats', saved: [{ major_name: '法学' }, '法学'], majors: [{ major_name: '法学' }] },
  { name: 'entries without a name', saved: [{ major_code: '1' }, { major_name: ' ' }, null, 5], majors: [] },
  { name: 'a wrong-typed code', saved: [{ major_name: '哲学', major_code: 10101 }], majors: [{ major_name: '哲学' }] },
  { name: 'broken JSON', saved: '[{"major_name":', majors: [] },
  { name: 'an object instead of a list', saved: '{"major_name":"法学"}', majors: [] },
  { name: 'nothing', saved: undefined, majors: [] },
];

describe('given a saved major_screen', () => {
  it.each(cases)('should read $name', ({ saved, majors }) => {
    expect(parseMajorScreen(saved)).toEqual(majors);
  });
});

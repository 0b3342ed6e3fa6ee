import { describe, expect, it } from 'vitest';
import type { MajorOption } from './major-option';
import { matchesMajorScreen } from './matches-major-screen';

const chosen: MajorOption[] = [{ major_name: '软件工程' }, { major_name: '法学' }];

type Case = { name: string; title: string | null | undefined; majors: MajorOption[]; match: boolean };
const cases: Case[] = [
  { name: 'no majors chosen', title: '临床医学', majors: [], match: true },
  { name: 'a chosen major', title: '软件工程', majors: chosen, match: true },
  { name: 'a chosen major with a remark', title: '法学(涉外法治方向)', majors: chosen, match: true },
  { name: 'a full-width remark', title: '软件工程（中外合作办学）', majors: chosen, match: true },
  { name: 'a category listing a chosen major', title: '计算机类(计算机科学与技术、软件工程)', majors: chosen, match: true },
  { name: 'nested remarks', title: '法学(与美国科罗拉多大学(丹佛)中外合作办学项目)', majors: chosen, match: true },
  { name: 'a chosen major inside nested brackets', title: '计算机类(含(软件工程)方向)', majors: chosen, match: true },
  { name: 'an unclosed bracket', title: '法学(校本部', majors: chosen, match: true },
  { name: 'an unclosed bracket before another major', title: '哲学(法学', majors: chosen, match: false },
  { name: 'a major not chosen', title: '临床医学', majors: chosen, match: false },
  { name: 'a longer name containing a chosen one', title: '知识产权法学', majors: chosen, match: false },
  { name: 'an empty title', title: '', majors: chosen, match: false },
  { name: 'a missing title', title: undefined, majors: chosen, match: false },
];

describe('given a result row and the major filter', () => {
  it.each(cases)('should answer $name: $match', ({ title, majors, match }) => {
    expect(matchesMajorScreen({ specialty_title: title }, majors)).toBe(match);
  });
});

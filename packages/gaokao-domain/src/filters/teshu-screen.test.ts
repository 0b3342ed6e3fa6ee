import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesTeshuScreen, parseTeshuScreen, TESHU_OPTIONS, teshuTags, type TeshuRow } from './teshu-screen';

const tese: TeshuRow = { tese_major_lei: ['国家特色专业'], tw0_jianshe_lei: [] };
const tw0: TeshuRow = { tese_major_lei: [], tw0_jianshe_lei: ['计算机科学与技术'] };
const both: TeshuRow = { tese_major_lei: ['国家特色专业'], tw0_jianshe_lei: ['数学'] };
const neither: TeshuRow = { tese_major_lei: [], tw0_jianshe_lei: [] };

type MatchCase = { name: string; row: TeshuRow; chosen: string[]; passes: boolean };
const matchCases: MatchCase[] = [
  { name: 'nothing chosen, a plain row', row: neither, chosen: [], passes: true },
  { name: '特色 chosen, a 特色 row', row: tese, chosen: ['国家特色专业'], passes: true },
  { name: '特色 chosen, a 双一流 row', row: tw0, chosen: ['国家特色专业'], passes: false },
  { name: '双一流 chosen, a 双一流 row', row: tw0, chosen: ['双一流建设学科'], passes: true },
  { name: '双一流 chosen, a 特色 row', row: tese, chosen: ['双一流建设学科'], passes: false },
  { name: 'both chosen, either row', row: tese, chosen: [...TESHU_OPTIONS], passes: true },
  { name: 'both chosen, a plain row', row: neither, chosen: [...TESHU_OPTIONS], passes: false },
  { name: 'an unknown choice', row: both, chosen: ['其他'], passes: false },
  { name: 'tags missing from the row', row: {}, chosen: ['国家特色专业'], passes: false },
];

type ParseCase = { name: string; saved: unknown; chosen: string[] };
const parseCases: ParseCase[] = [
  { name: 'names as JSON', saved: '["国家特色专业","双一流建设学科"]', chosen: ['国家特色专业', '双一流建设学科'] },
  { name: 'teshuList entries as JSON', saved: '[{"id":1,"name":"国家特色专业"}]', chosen: ['国家特色专业'] },
  { name: 'an array', saved: ['双一流建设学科'], chosen: ['双一流建设学科'] },
  { name: 'empty names dropped', saved: '["", {"id": 2}]', chosen: [] },
  { name: 'empty text', saved: '', chosen: [] },
  { name: 'bad JSON', saved: '[国家', chosen: [] },
  { name: 'not a list', saved: '{"name":"国家特色专业"}', chosen: [] },
  { name: 'undefined', saved: undefined, chosen: [] },
];

type TagCase = { name: string; college: Parameters<typeof teshuTags>[0]; title: string; tags: Required<TeshuRow> };
const tagCases: TagCase[] = [
  { name: 'a 特色 major', college: { tese_major: ['软件工程'], two_yiliu: '否' }, title: '软件工程', tags: { tese_major_lei: ['国家特色专业'], tw0_jianshe_lei: [] } },
  { name: 'a 特色 major with a remark', college: { tese_major: ['临床医学'] }, title: '临床医学（5年）', tags: { tese_major_lei: ['国家特色专业'], tw0_jianshe_lei: [] } },
  { name: 'another major', college: { tese_major: ['软件工程'] }, title: '法学', tags: { tese_major_lei: [], tw0_jianshe_lei: [] } },
  { name: 'a 双一流 college', college: { tw0_jianshe: ['数学', '物理学'], two_yiliu: '是' }, title: '法学', tags: { tese_major_lei: [], tw0_jianshe_lei: ['数学', '物理学'] } },
  { name: 'disciplines of a college not 双一流', college: { tw0_jianshe: ['数学'], two_yiliu: '否' }, title: '法学', tags: { tese_major_lei: [], tw0_jianshe_lei: [] } },
  { name: 'no lists', college: {}, title: '法学', tags: { tese_major_lei: [], tw0_jianshe_lei: [] } },
];

describe('the special-major (特色/双一流) screen', () => {
  it.each(matchCases)('$name → $passes', ({ row, chosen, passes }) => {
    expect(matchesTeshuScreen(row, chosen)).toBe(passes);
  });
  it.each(parseCases)('should read $name', ({ saved, chosen }) => {
    expect(parseTeshuScreen(saved)).toEqual(chosen);
  });
  it.each(tagCases)('should tag $name', ({ college, title, tags }) => {
    expect(teshuTags(college, title)).toEqual(tags);
  });
  it('should pass a row with both tags for any choice of the options, and a plain row for none but the empty one', () => {
    fc.assert(
      fc.property(fc.subarray([...TESHU_OPTIONS]), (chosen) => {
        expect(matchesTeshuScreen(both, chosen)).toBe(true);
        expect(matchesTeshuScreen(neither, chosen)).toBe(chosen.length === 0);
      }),
    );
  });
  it('should read back any chosen options it is given as JSON', () => {
    fc.assert(
      fc.property(fc.subarray([...TESHU_OPTIONS]), fc.boolean(), (chosen, asObjects) => {
        const saved = JSON.stringify(asObjects ? chosen.map((name, id) => ({ id, name })) : chosen);
        expect(parseTeshuScreen(saved)).toEqual(chosen);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { addCataloguePick, checkPicksText, pickLabel, picksFromCatalogue, picksOf, picksText, type CataloguePickRow } from './catalogue-picks';

const jsGroup: CataloguePickRow = { group_code: '03', specialty_code: '03', specialty_title: '03专业组', group_majors: [] };

// Where a group's majors come from: the catalogue only for a whole-group unit whose majors the province does not publish.
describe('picksFromCatalogue', () => {
  it.each<{ name: string; row: CataloguePickRow; out: boolean }>([
    { name: 'a 江苏 专业组 with no majors published', row: jsGroup, out: true },
    { name: 'a 江苏 专业组 whose group_majors is absent', row: { group_code: '03', specialty_code: '03', specialty_title: '03专业组' }, out: true },
    { name: 'a 专业组 whose plan names its majors', row: { ...jsGroup, group_majors: ['计算机科学与技术'] }, out: false },
    { name: 'a 广东 major of a group (its own unit)', row: { group_code: '201', specialty_code: '20101', specialty_title: '法学' }, out: false },
    { name: 'a 河北 major without a group', row: { group_code: '', specialty_code: '01', specialty_title: '法学' }, out: false },
    { name: 'a group code given as a number', row: { group_code: 3, specialty_code: 3, specialty_title: '3专业组' }, out: true },
  ])('$name: $out', ({ row, out }) => expect(picksFromCatalogue(row)).toBe(out));
});

describe('picksOf / picksText', () => {
  it.each<{ name: string; stored: unknown; out: string[] }>([
    { name: 'none stored', stored: undefined, out: [] },
    { name: 'an empty text', stored: '', out: [] },
    { name: 'a list of titles', stored: '["法学","金融学"]', out: ['法学', '金融学'] },
    { name: 'not JSON', stored: '法学、金融学', out: [] },
    { name: 'JSON but not titles', stored: '[1,2]', out: [] },
    { name: 'not text', stored: ['法学'], out: [] },
  ])('$name → $out', ({ stored, out }) => expect(picksOf({ ...jsGroup, group_picks: stored })).toEqual(out));

  it('should read back what it writes, in order', () => {
    expect(picksOf({ ...jsGroup, group_picks: picksText(['临床医学', '法学']) })).toEqual(['临床医学', '法学']);
  });
});

const catalogue = ['法学', '金融学', '临床医学', '软件工程', '数学', '物理学', '化学'];

describe('addCataloguePick', () => {
  it.each<{ name: string; picks: string[]; title: string; k: number; out: string[] | string }>([
    { name: 'a first pick', picks: [], title: '法学', k: 6, out: ['法学'] },
    { name: 'a pick goes last', picks: ['法学'], title: '数学', k: 6, out: ['法学', '数学'] },
    { name: 'a title with spaces around it', picks: [], title: ' 数学 ', k: 6, out: ['数学'] },
    { name: 'a title the catalogue lacks', picks: [], title: '天文学', k: 6, out: '该院校的开设专业中没有这个专业' },
    { name: 'an empty title', picks: [], title: '', k: 6, out: '该院校的开设专业中没有这个专业' },
    { name: 'a title already picked', picks: ['法学'], title: '法学', k: 6, out: '该专业已在这个院校专业组中' },
    { name: 'the sixth of 6', picks: catalogue.slice(0, 5), title: '物理学', k: 6, out: catalogue.slice(0, 6) },
    { name: 'a seventh of 6', picks: catalogue.slice(0, 6), title: '化学', k: 6, out: '每个院校专业组最多填报6个专业，请先移除一个再添加。' },
    { name: 'a fifth of 4 (上海)', picks: catalogue.slice(0, 4), title: '物理学', k: 4, out: '每个院校专业组最多填报4个专业，请先移除一个再添加。' },
  ])('$name', ({ picks, title, k, out }) => {
    const r = addCataloguePick(picks, title, catalogue, k);
    expect(r).toEqual(typeof out === 'string' ? { ok: false, message: out } : { ok: true, picks: out });
  });
});

describe('checkPicksText', () => {
  it.each<{ name: string; text: string; k: number; cat?: string[]; out: string[] | string }>([
    { name: 'an empty text clears', text: '', k: 6, out: [] },
    { name: 'an empty list', text: '[]', k: 6, out: [] },
    { name: 'two titles', text: '["法学","数学"]', k: 6, out: ['法学', '数学'] },
    { name: 'titles are trimmed', text: '[" 法学"]', k: 6, out: ['法学'] },
    { name: 'not JSON', text: '法学', k: 6, out: '参数错误' },
    { name: 'not a list', text: '{"a":1}', k: 6, out: '参数错误' },
    { name: 'a number in the list', text: '["法学",3]', k: 6, out: '参数错误' },
    { name: 'an empty title', text: '["法学",""]', k: 6, out: '参数错误' },
    { name: 'a title of 61 characters', text: JSON.stringify(['字'.repeat(61)]), k: 6, out: '参数错误' },
    { name: 'a title twice', text: '["法学","法学"]', k: 6, out: '该专业已在这个院校专业组中' },
    { name: 'seven of 6', text: JSON.stringify(catalogue), k: 6, out: '每个院校专业组最多填报6个专业，请先移除一个再添加。' },
    { name: 'a title the catalogue lacks', text: '["天文学"]', k: 6, cat: catalogue, out: '该院校的开设专业中没有这个专业' },
    { name: 'titles the catalogue lists', text: '["化学","法学"]', k: 6, cat: catalogue, out: ['化学', '法学'] },
  ])('$name', ({ text, k, cat, out }) => {
    expect(checkPicksText(text, k, cat)).toEqual(typeof out === 'string' ? { ok: false, message: out } : { ok: true, picks: out });
  });
});

describe('pickLabel', () => {
  it('should mark a pick 以招生计划为准', () => expect(pickLabel('法学')).toBe('法学（以招生计划为准）'));
});

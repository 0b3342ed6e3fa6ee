import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPORT_HEADERS, GROUP_EXPORT_HEADERS, obeyOfRows, wishListSheet, type ExportRow, type SheetCell } from './export-sheet';
import { flattenGroups, groupsOfList } from './group-form';
import { sheetToItems } from './import-sheet';

const gd = (sort_id: number, code: string, group: string, major: string, title: string, yugu: number | null, extra: Partial<ExportRow> = {}): ExportRow => ({
  sort_id,
  code,
  group_code: group,
  specialty_code: major,
  specialty_title: title,
  collegeName: code === '10558' ? '中山大学' : code === '10561' ? '华南理工大学' : `院校${code}`,
  yugu_score: yugu,
  tuition_fee: 6850,
  ...extra,
});

/** The sheet's columns by header, row by row (header left out). */
const table = (sheet: SheetCell[][], ...headers: string[]) => sheet.slice(1).map((row) => headers.map((h) => row[(sheet[0] ?? []).indexOf(h)]));

describe('wishListSheet', () => {
  it('should begin with the official form’s columns, in order, then the family’s', () => {
    expect(EXPORT_HEADERS.slice(0, 11)).toEqual(['志愿序号', '院校代码', '院校名称', '院校专业组代码', '专业序号', '专业代码', '专业名称', '服从调剂', '冲/稳/保', '预估线', '录取概率']);
    expect(wishListSheet([], { province: '河北', score: 600 })).toEqual([[...EXPORT_HEADERS]]);
    // A 院校专业组 province: the 志愿 is the group, so its band, line and 录取概率 come first, then the major's line.
    expect(GROUP_EXPORT_HEADERS.slice(8, 12)).toEqual(['冲/稳/保（院校专业组）', '组预估线', '录取概率（院校专业组）', '专业预估线']);
    expect(GROUP_EXPORT_HEADERS.slice(12)).toEqual(EXPORT_HEADERS.slice(11));
    expect(wishListSheet([], { province: '广东', score: 600 })).toEqual([[...GROUP_EXPORT_HEADERS]]);
  });

  // 广东 物理类 600: 中山大学 201 holds rows 1 and 3 (a list not yet in group order), 华南理工 203 row 2, 不服从调剂.
  const guangdong = [
    gd(1, '10558', '201', '01', '临床医学', 640, { luqu_gailv: 0.123, fucong: '1' }),
    gd(2, '10561', '203', '07', '计算机类', 595, { luqu_gailv: 0.5, fucong: '0', tuition_fee: -1 }),
    gd(3, '10558', '201', '02', '口腔医学', 630, { tuition_fee: 0, fucong: '1' }),
  ];
  it.each([
    {
      name: '广东 (院校专业组): 志愿序号 by group, 专业序号 in it, 服从调剂 是/否',
      rows: guangdong,
      province: '广东',
      out: [
        [1, '10558', '201', 1, '01', '临床医学', '是', '冲', 630, '12%', 640, '6850元/年'],
        [1, '10558', '201', 2, '02', '口腔医学', '是', '冲', 630, '12%', 630, '免费'],
        [2, '10561', '203', 1, '07', '计算机类', '否', '稳', 595, '50%', 595, '待定'],
      ],
    },
    {
      // The wish list's card and the report read 中山大学 201 as 保 (its line 580 is 20 below 600), though both majors
      // chosen are 冲 on their own: each of its rows says 保, the group's line and its 录取概率 (the highest, 95 %).
      name: '广东: the group’s band, line and 录取概率 on each of its rows, as the screen shows the 志愿',
      rows: [
        gd(1, '10558', '201', '01', '临床医学', 640, { group_yugu_score: 580, luqu_gailv: 0.95 }),
        gd(2, '10558', '201', '02', '口腔医学', 630, { group_yugu_score: 580, luqu_gailv: 0.6 }),
      ],
      province: '广东',
      out: [
        [1, '10558', '201', 1, '01', '临床医学', '是', '保', 580, '95%', 640, '6850元/年'],
        [1, '10558', '201', 2, '02', '口腔医学', '是', '保', 580, '95%', 630, '6850元/年'],
      ],
    },
    {
      name: '河北 (院校+专业): one 志愿 per row in list order; 专业序号 and 服从调剂 empty',
      rows: guangdong,
      province: '河北',
      out: [
        [1, '10558', '201', '', '01', '临床医学', '', '冲', 640, '12%', '6850元/年'],
        [2, '10561', '203', '', '07', '计算机类', '', '稳', 595, '50%', '待定'],
        [3, '10558', '201', '', '02', '口腔医学', '', '冲', 630, '', '免费'],
      ],
    },
    {
      name: 'a row without a prediction: no band, no line; an unknown fee is 待定, never −1',
      rows: [gd(1, '1', '', '9', '新专业', null, { tuition_fee: -1 }), gd(2, '2', '', '8', '旧专业', 550, { tuition_fee: '-1', yugu_line99: 0 })],
      province: '河北',
      out: [
        [1, '1', '', '', '9', '新专业', '', '', '', '', '待定'],
        [2, '2', '', '', '8', '旧专业', '', '保', 550, '', '待定'],
      ],
    },
  ])('$name', ({ rows, province, out }) => {
    const sheet = wishListSheet(rows, { province, score: 600 });
    const bands = province === '广东' ? ['冲/稳/保（院校专业组）', '组预估线', '录取概率（院校专业组）', '专业预估线'] : ['冲/稳/保', '预估线', '录取概率'];
    expect(table(sheet, '志愿序号', '院校代码', '院校专业组代码', '专业序号', '专业代码', '专业名称', '服从调剂', ...bands, '学费')).toEqual(out);
    expect(sheet.flat()).not.toContain(-1);
  });

  it('should add 组内专业 for a list holding whole-group units (江苏 NN专业组)', () => {
    const sheet = wishListSheet([{ sort_id: 1, code: '4134010359', group_code: '03', specialty_code: '03', specialty_title: '03专业组', collegeName: '合肥工业大学', group_majors: ['车辆工程', '机械类'] }], { province: '江苏', score: 600 });
    expect(sheet[0]?.at(-1)).toBe('组内专业');
    expect(table(sheet, '志愿序号', '院校专业组代码', '专业序号', '专业名称', '服从调剂', '组内专业')).toEqual([[1, '03', 1, '03专业组', '是', '车辆工程、机械类']]);
  });

  it.each([
    { name: 'majors picked from the catalogue, each marked 以招生计划为准', extra: { group_majors: [], group_picks: '["车辆工程","机械类"]' }, out: '车辆工程（以招生计划为准）、机械类（以招生计划为准）' },
    { name: 'no picks', extra: { group_majors: [] }, out: '' },
    { name: 'published majors win over stored picks', extra: { group_majors: ['材料类'], group_picks: '["车辆工程"]' }, out: '材料类' },
  ])('should write 组内专业 of a 江苏 专业组 with $name', ({ extra, out }) => {
    const sheet = wishListSheet([{ sort_id: 1, code: '4134010359', group_code: '03', specialty_code: '03', specialty_title: '03专业组', collegeName: '合肥工业大学', ...extra }], { province: '江苏', score: 600 });
    expect(table(sheet, '专业名称', '组内专业')).toEqual([['03专业组', out]]);
  });

  it('should take a group as 不服从调剂 when any of its rows says so', () => {
    const obey = obeyOfRows([gd(1, '1', '1', 'a', 'a', 600, { fucong: '1' }), gd(2, '1', '1', 'b', 'b', 600, { fucong: '否' }), gd(3, '2', '1', 'c', 'c', 600)]);
    expect([...obey.values()]).toEqual([false, true]);
  });
});

describe('sheetToItems reads the export back', () => {
  it('should restore the list in group order with 服从调剂 (广东)', () => {
    const items = sheetToItems(wishListSheet(guangdongRows(), { province: '广东', score: 600 }), 7);
    expect(items).toEqual([
      { aspid: 7, code: '10558', specialty_code: '01', collegeName: '中山大学', specialty_title: '临床医学', fucong: '1', row: 1 },
      { aspid: 7, code: '10558', specialty_code: '02', collegeName: '中山大学', specialty_title: '口腔医学', fucong: '1', row: 2 },
      { aspid: 7, code: '10561', specialty_code: '07', collegeName: '华南理工大学', specialty_title: '计算机类', fucong: '0', row: 3 },
    ]);
  });

  it.each([
    { name: 'picks from the catalogue come back as group_picks', extra: { group_majors: [], group_picks: '["车辆工程","机械类"]' }, picks: '["车辆工程","机械类"]' },
    { name: 'published majors are not picks', extra: { group_majors: ['材料类'] }, picks: undefined },
    { name: 'no picks, no group_picks', extra: { group_majors: [] }, picks: undefined },
  ])('should read a 江苏 专业组 back: $name', ({ extra, picks }) => {
    const rows: ExportRow[] = [{ sort_id: 1, code: '4134010359', group_code: '03', specialty_code: '03', specialty_title: '03专业组', collegeName: '合肥工业大学', ...extra }];
    const items = sheetToItems(wishListSheet(rows, { province: '江苏', score: 600 }), 7);
    expect(items).toEqual([{ aspid: 7, code: '4134010359', specialty_code: '03', collegeName: '合肥工业大学', specialty_title: '03专业组', fucong: '1', row: 1, ...(picks ? { group_picks: picks } : {}) }]);
  });

  it('should take no picks from a 组内专业 cell where any part is unmarked', () => {
    const sheet = [
      ['志愿序号', '院校代码', '院校名称', '专业代码', '专业名称', '组内专业'],
      [1, 'A', '甲', '03', '03专业组', '车辆工程（以招生计划为准）、机械类'],
      [2, 'B', '乙', '04', '04专业组', '（以招生计划为准）'],
    ];
    expect(sheetToItems(sheet, 1)?.map((i) => i.group_picks)).toEqual([undefined, undefined]);
  });

  it('should read 志愿序号 then 专业序号 whatever the file order, and the older 序号 header', () => {
    const sheet = [
      ['志愿序号', '院校代码', '院校名称', '专业序号', '专业代码', '专业名称', '服从调剂'],
      [2, 'B', '乙', 1, 'b1', 'x', '否'],
      [1, 'A', '甲', 2, 'a2', 'y', '是'],
      [1, 'A', '甲', 1, 'a1', 'z', '是'],
    ];
    expect(sheetToItems(sheet, 1)?.map((i) => `${i.specialty_code}${i.fucong}`)).toEqual(['a11', 'a21', 'b10']);
    // Each keeps its place in the file (the Nth row below the header), which a refusal names.
    expect(sheetToItems(sheet, 1)?.map((i) => i.row)).toEqual([3, 2, 1]);
    expect(sheetToItems([['序号', '院校代码', '专业代码'], [2, 'B', 'b'], [1, 'A', 'a']], 1)?.map((i) => i.code)).toEqual(['A', 'B']);
  });

  it('should give back exactly the list’s units in its group order, for any 广东 list', () => {
    const row = fc.record({ code: fc.constantFrom('10558', '10561', '10590'), group: fc.constantFrom('201', '202'), major: fc.constantFrom('01', '02', '03', '04'), yugu: fc.option(fc.integer({ min: 450, max: 700 })), fucong: fc.constantFrom('0', '1') });
    fc.assert(
      fc.property(fc.uniqueArray(row, { selector: (r) => `${r.code}|${r.group}|${r.major}`, maxLength: 30 }), (spec) => {
        const rows = spec.map((r, i) => gd(i + 1, r.code, r.group, r.major, `专业${r.major}`, r.yugu, { fucong: r.fucong }));
        const items = sheetToItems(wishListSheet(rows, { province: '广东', score: 600 }), 1) ?? [];
        const obey = obeyOfRows(rows);
        const expected = flattenGroups(groupsOfList(rows, obey));
        expect(items.map((i) => `${i.code}|${i.specialty_code}`)).toEqual(expected.map((r) => `${String(r.code)}|${String(r.specialty_code)}`));
        expect(items.map((i) => i.fucong)).toEqual(groupsOfList(rows, obey).flatMap((g) => g.majors.map(() => (g.obey ? '1' : '0'))));
      }),
    );
  });
});

function guangdongRows(): ExportRow[] {
  return [
    gd(1, '10558', '201', '01', '临床医学', 640, { fucong: '1' }),
    gd(2, '10561', '203', '07', '计算机类', 605, { fucong: '0' }),
    gd(3, '10558', '201', '02', '口腔医学', 630),
  ];
}

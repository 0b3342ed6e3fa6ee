import { describe, expect, it } from 'vitest';
import { batches, progressPercent, sheetToItems } from './import-rows';
import { looksLikeSpreadsheet } from './sniff';

const HEADER = ['序号', '院校代码', '院校名称', '专业代码', '专业名称', '预估分数线'];

describe('sheetToItems', () => {
  it('should read the export headers and keep 序号 order', () => {
    const items = sheetToItems(
      [HEADER, [2, 'A02', '乙大学', '07', '数学', 600], [1, 'A01', '甲大学', '01', '法学', 610]],
      9,
    );
    expect(items).toEqual([
      { aspid: 9, code: 'A01', specialty_code: '01', collegeName: '甲大学', specialty_title: '法学', row: 2 },
      { aspid: 9, code: 'A02', specialty_code: '07', collegeName: '乙大学', specialty_title: '数学', row: 1 },
    ]);
  });

  it('should read back a list exported with 专业组 or 专业（组） headers', () => {
    const group = sheetToItems([['序号', '院校代码', '院校名称', '专业组代码', '专业组'], [1, '4134010359-2', '合肥工业大学(宣城校区)', '03', '03专业组']], 4);
    expect(group).toEqual([{ aspid: 4, code: '4134010359-2', specialty_code: '03', collegeName: '合肥工业大学(宣城校区)', specialty_title: '03专业组', row: 1 }]);
    const mixed = sheetToItems([['院校名称', '专业（组）代码', '专业（组）名称'], ['甲大学', '06', '06专业组']], 4);
    // Without a college code the pair is looked up by names.
    expect(mixed).toEqual([{ aspid: 4, collegeName: '甲大学', specialty_title: '06专业组', row: 1 }]);
  });

  it('should find the header below a title row and skip rows with neither codes nor names', () => {
    const items = sheetToItems([['我的志愿单'], HEADER, [1, '', '', '', '', ''], [2, 'B1', '丙学院', 'X9', '医学', null]], 3);
    expect(items).toEqual([{ aspid: 3, code: 'B1', specialty_code: 'X9', collegeName: '丙学院', specialty_title: '医学', row: 2 }]);
  });

  it('should not trust codes a spreadsheet program turned into numbers when names are present', () => {
    const items = sheetToItems([HEADER, [1, 10001, '甲大学', 1, '法学']], 1);
    expect(items).toEqual([{ aspid: 1, collegeName: '甲大学', specialty_title: '法学', row: 1 }]);
  });

  it('should keep numeric codes when there are no names to fall back on', () => {
    expect(sheetToItems([['院校代码', '专业代码'], [10001, 12]], 1)).toEqual([{ aspid: 1, code: '10001', specialty_code: '12', row: 1 }]);
  });

  it('should keep file order without a 序号 column', () => {
    const items = sheetToItems([['院校名称', '专业名称'], ['乙', 'b'], ['甲', 'a']], 1);
    expect(items?.map((i) => i.collegeName)).toEqual(['乙', '甲']);
  });

  it('should return null for a sheet without the columns', () => {
    expect(sheetToItems([['姓名', '电话'], ['张三', '1']], 1)).toBeNull();
    expect(sheetToItems([], 1)).toBeNull();
  });
});

describe('batches and progress', () => {
  it.each([
    [0, []],
    [1, [1]],
    [100, [100]],
    [101, [100, 1]],
    [250, [100, 100, 50]],
  ])('should split %i rows into batches of 100', (n, sizes) => {
    expect(batches(Array.from({ length: n }, (_, i) => i)).map((b) => b.length)).toEqual(sizes);
  });

  it.each([
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
    [0, 0, 100],
  ])('should report %i of %i batches as %i%%', (done, total, percent) => {
    expect(progressPercent(done, total)).toBe(percent);
  });
});

describe('looksLikeSpreadsheet', () => {
  it.each([
    ['xlsx (zip)', [0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0], true],
    ['xls (compound document)', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], true],
    ['text', [...new TextEncoder().encode('序号,院校')].slice(0, 8), false],
    ['empty', [], false],
  ])('should say %s is %s', (_name, bytes, expected) => {
    expect(looksLikeSpreadsheet(new Uint8Array(bytes as number[]))).toBe(expected);
  });
});

import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeShipped, encodeShipped, SHIPPED_FILE, type ShippedData } from '../src/season/real/shipped';

const data = {
  format: 1,
  sources: [{ file: 'real/x.csv', rows: 2, sha256: 'ab' }],
  colleges: [{ collegeName: '甲大学', college_code: '4111010001' }, { collegeName: '乙大学', college_code: null }],
  majors: [],
  ranks: [
    { province: '广东', year: 2025, group_d: '物理类', score: 600, count: 10, cumulative: 30 },
    { province: '广东', year: 2025, group_d: '物理类', score: 599, count: 12, cumulative: 42, source_id: 'gd-2025' },
  ],
  units: [],
} as unknown as ShippedData;

describe('the default data set file', () => {
  it('round-trips through one array per column (format 2), a field absent from a row coming back null', () => {
    const back = decodeShipped(encodeShipped(data, 5));
    expect(back.colleges).toEqual(data.colleges);
    expect(back.ranks).toEqual([{ ...data.ranks[0], source_id: null }, data.ranks[1]]);
    const raw = JSON.parse(zlib.brotliDecompressSync(encodeShipped(data, 5)).toString('utf8')) as { format: number; ranks: { cols: string[]; data: unknown[][] } };
    expect(raw.format).toBe(2);
    expect(raw.ranks.data[raw.ranks.cols.indexOf('score')]).toEqual([600, 599]);
  });

  it('still reads format 1 (one array per row), which earlier revisions wrote', () => {
    const v1 = { format: 1, sources: data.sources, colleges: { cols: ['collegeName'], rows: [['甲大学']] }, majors: { cols: [], rows: [] }, ranks: { cols: ['score', 'count'], rows: [[600, 10], [599, 12]] }, units: { cols: [], rows: [] } };
    const back = decodeShipped(zlib.brotliCompressSync(Buffer.from(JSON.stringify(v1))));
    expect(back.colleges).toEqual([{ collegeName: '甲大学' }]);
    expect(back.ranks).toEqual([{ score: 600, count: 10 }, { score: 599, count: 12 }]);
  });

  it('refuses a format it does not know', () => {
    expect(() => decodeShipped(zlib.brotliCompressSync(Buffer.from(JSON.stringify({ format: 3 }))))).toThrow('默认数据集格式 3 不受支持');
  });

  it('is committed in format 2 and under 2 MB', () => {
    const buf = fs.readFileSync(SHIPPED_FILE);
    expect(buf.length).toBeLessThan(2 * 1024 * 1024);
    expect((JSON.parse(zlib.brotliDecompressSync(buf).toString('utf8')) as { format: number }).format).toBe(2);
  });
});

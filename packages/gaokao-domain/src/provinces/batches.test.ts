import { describe, expect, it } from 'vitest';
import {
  canonicalBatch,
  DEFAULT_BATCHES,
  RECRUIT_DATA_BATCHES,
  isProvinceBatch,
  isUndergraduateBatch,
  keepsBatch,
  batchShown,
  matchProvinceBatch,
  PROVINCE_BATCHES,
  provinceBatches,
  provinceBatchTable,
} from './batches';
import { GAOKAO_PROVINCE_NAMES } from './provinces';

describe('provinceBatches', () => {
  const cases: { province: string | null | undefined; batchType?: string; want: string[] }[] = [
    { province: undefined, want: ['本科批', '专科批'] },
    { province: '', want: ['本科批', '专科批'] },
    { province: undefined, batchType: '高职单招', want: ['专科批'] },
    { province: '河北', want: ['本科批', '专科批'] },
    { province: '河北省', batchType: '普通类', want: ['本科批', '专科批'] },
    { province: '江苏', want: ['本科批', '专科批'] },
    { province: '广东', batchType: '高职单招', want: ['专科批'] },
    { province: '北京', want: ['本科普通批', '专科普通批'] },
    { province: '北京市', batchType: '高职单招', want: ['专科普通批'] },
    { province: '上海', want: ['本科普通批', '专科普通批'] },
    { province: '天津', want: ['普通本科批A阶段', '普通本科批B阶段', '高职（专科）批'] },
    { province: '天津', batchType: '高职单招', want: ['高职（专科）批'] },
    { province: '浙江', want: ['普通类一段', '普通类二段'] },
    { province: '浙江省', batchType: '高职单招', want: ['普通类二段'] },
    { province: '山东', want: ['普通类一段', '普通类二段'] },
    { province: '海南', want: ['本科普通批', '高职（专科）批'] },
    { province: '新疆', want: ['本科批', '专科批'] },
    { province: '香港', want: ['本科批', '专科批'] },
    { province: '火星', want: ['本科批', '专科批'] },
    { province: '__proto__', want: ['本科批', '专科批'] },
  ];
  for (const c of cases) {
    it(`${String(c.province)} ${c.batchType ?? ''} → ${c.want.join('/')}`, () => expect(provinceBatches(c.province, c.batchType)).toEqual(c.want));
  }

  it('gives every province of the list at least one 本科 and one 专科 batch', () => {
    for (const p of GAOKAO_PROVINCE_NAMES) {
      const table = provinceBatchTable(p);
      expect(table.some((x) => x.canonical === '本科批'), p).toBe(true);
      expect(table.some((x) => x.canonical === '专科批'), p).toBe(true);
    }
  });

  it('names only provinces of the list', () => {
    for (const p of PROVINCE_BATCHES.keys()) expect(GAOKAO_PROVINCE_NAMES).toContain(p);
  });

  it('gives one batch name the same canonical batch in every province that uses it', () => {
    const seen = new Map<string, string>();
    for (const x of [...PROVINCE_BATCHES.values()].flat()) {
      expect(seen.get(x.name) ?? x.canonical).toBe(x.canonical);
      seen.set(x.name, x.canonical);
    }
  });

  it('keeps the spec’s default pair', () => expect(DEFAULT_BATCHES).toEqual(['本科批', '专科批']));
});

describe('canonicalBatch', () => {
  const cases: { batch: string | null | undefined; want: string }[] = [
    { batch: '本科批', want: '本科批' },
    { batch: '专科批', want: '专科批' },
    { batch: ' 本科普通批 ', want: '本科批' },
    { batch: '专科普通批', want: '专科批' },
    { batch: '普通类一段', want: '本科批' },
    { batch: '普通类二段', want: '专科批' },
    { batch: '普通本科批A阶段', want: '本科批' },
    { batch: '普通本科批B阶段', want: '本科批' },
    { batch: '高职（专科）批', want: '专科批' },
    { batch: '本科普通批次平行志愿', want: '本科批' },
    { batch: '普通本科批平行志愿', want: '本科批' },
    { batch: '本科批次A阶段', want: '本科批' },
    { batch: '本科批B段', want: '本科批' },
    { batch: '本科一批', want: '本科一批' },
    { batch: '本科提前批B段', want: '本科提前批B段' },
    { batch: '本科提前批', want: '本科提前批' },
    { batch: '特殊类型招生批', want: '特殊类型招生批' },
    { batch: '__proto__', want: '__proto__' },
    { batch: null, want: '' },
  ];
  for (const c of cases) it(`${String(c.batch)} → ${c.want}`, () => expect(canonicalBatch(c.batch)).toBe(c.want));

  it('reads 本科 data for the 本科 batches only', () => {
    expect(isUndergraduateBatch('普通类一段')).toBe(true);
    expect(isUndergraduateBatch('本科批')).toBe(true);
    expect(isUndergraduateBatch('普通类二段')).toBe(false);
    expect(isUndergraduateBatch('本科提前批')).toBe(false);
  });
});

describe('isProvinceBatch', () => {
  const cases: { province: string | null | undefined; batch: string | null | undefined; want: boolean }[] = [
    { province: '河北', batch: '本科批', want: true },
    { province: '河北', batch: ' 专科批 ', want: true },
    { province: '河北', batch: '本科普通批', want: false },
    { province: '河北', batch: '本科提前批', want: false },
    { province: '上海', batch: '本科普通批', want: true },
    { province: '上海', batch: '本科批', want: false },
    { province: '浙江', batch: '普通类二段', want: true },
    { province: '浙江', batch: '专科批', want: false },
    { province: '山东省', batch: '普通类一段', want: true },
    { province: '', batch: '本科批', want: true },
    { province: '河北', batch: '', want: false },
    { province: '河北', batch: null, want: false },
  ];
  for (const c of cases) it(`${String(c.province)} ${String(c.batch)} → ${c.want}`, () => expect(isProvinceBatch(c.province, c.batch)).toBe(c.want));
});

describe('matchProvinceBatch', () => {
  const cases: { province: string | null | undefined; batch: string | null | undefined; want: string | undefined }[] = [
    { province: '河北', batch: '专科批', want: '专科批' },
    { province: '浙江', batch: '本科批', want: '普通类一段' },
    { province: '浙江', batch: '专科批', want: '普通类二段' },
    { province: '上海', batch: '普通类一段', want: '本科普通批' },
    { province: '河北', batch: '本科普通批', want: '本科批' },
    { province: '天津', batch: '本科批', want: '普通本科批A阶段' },
    { province: '天津', batch: '普通本科批B阶段', want: '普通本科批B阶段' },
    { province: '河北', batch: '本科提前批', want: undefined },
    { province: '河北', batch: '', want: undefined },
  ];
  for (const c of cases) it(`${String(c.province)} ${String(c.batch)} → ${String(c.want)}`, () => expect(matchProvinceBatch(c.province, c.batch)).toBe(c.want));

  it('matches within the options it is given (高职单招)', () => {
    expect(matchProvinceBatch('浙江', '普通类一段', provinceBatches('浙江', '高职单招'))).toBeUndefined();
    expect(matchProvinceBatch('浙江', '专科批', provinceBatches('浙江', '高职单招'))).toBe('普通类二段');
  });
});

describe('keepsBatch', () => {
  const cases: { before: string | null; after: string | null; want: boolean }[] = [
    { before: '本科批', after: '本科批', want: true },
    { before: '本科批', after: ' 本科批', want: true },
    { before: '本科批', after: '普通类一段', want: true },
    { before: '专科批', after: '专科普通批', want: true },
    { before: '本科批', after: '专科普通批', want: false },
    { before: '本科批', after: '专科批', want: false },
    { before: '普通类一段', after: '本科批', want: false },
    { before: '普通本科批A阶段', after: '普通本科批B阶段', want: false },
    { before: '本科提前批', after: '本科批', want: false },
    { before: null, after: '', want: true },
  ];
  for (const c of cases) it(`${String(c.before)} → ${String(c.after)}: ${c.want}`, () => expect(keepsBatch(c.before, c.after)).toBe(c.want));
});

describe('batchShown', () => {
  const shanghai = provinceBatches('上海');
  const saved = { province: '上海', batch: '本科批' };
  const cases: { name: string; province: string; choice: string; options: readonly string[]; saved?: typeof saved; want: string }[] = [
    { name: 'an offered choice', province: '上海', choice: '专科普通批', options: shanghai, want: '专科普通批' },
    { name: 'the spec’s name → the province’s of the same data', province: '上海', choice: '专科批', options: shanghai, want: '专科普通批' },
    { name: 'nothing chosen → the first option', province: '上海', choice: '', options: shanghai, want: '本科普通批' },
    { name: 'no options yet', province: '上海', choice: '', options: [], want: '' },
    { name: 'a saved 本科批 kept in its province', province: '上海', choice: '本科批', options: shanghai, saved, want: '本科批' },
    { name: 'a saved 本科批 in another province → that province’s', province: '浙江', choice: '本科批', options: provinceBatches('浙江'), saved, want: '普通类一段' },
    { name: 'another choice than the saved one', province: '上海', choice: '专科批', options: shanghai, saved, want: '专科普通批' },
    { name: 'a saved batch the province offers', province: '河北', choice: '本科批', options: provinceBatches('河北'), saved: { province: '河北', batch: '本科批' }, want: '本科批' },
  ];
  it.each(cases)('should show $want for $name', ({ province, choice, options, saved: s, want }) => {
    expect(batchShown(province, choice, options, s)).toBe(want);
  });
});

describe('RECRUIT_DATA_BATCHES', () => {
  it('offers 提前批 before the spec pair', () => {
    expect(RECRUIT_DATA_BATCHES).toEqual(['本科提前批', '本科批', '专科批']);
  });
});

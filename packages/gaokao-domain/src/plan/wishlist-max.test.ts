import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { oneKeyFill } from './one-key-fill';
import { oneKeyFillMix } from './one-key-fill-mix';
import { PROVINCE_FORM_MODELS } from '../provinces/form-model';
import { PROVINCE_WISHLIST_SIZES, UNDERGRADUATE_WISHLIST_SIZES, WISHLIST_MAX, wishlistMaxOf, wishlistRoom, wishlistUnitOf } from './wishlist-max';

describe('wishlistMaxOf', () => {
  const cases: { province: string | null; batch: string | null; want: number }[] = [
    { province: '河北', batch: '本科批', want: 96 },
    { province: '辽宁', batch: '本科批', want: 112 },
    { province: '辽宁省', batch: '本科批', want: 112 },
    { province: '辽宁', batch: '专科批', want: 96 },
    { province: '重庆', batch: '本科批', want: 96 },
    { province: '贵州', batch: '本科批', want: 96 },
    { province: '广东', batch: '本科批', want: 96 },
    { province: '江苏', batch: '本科批', want: 40 },
    { province: '江苏省', batch: '本科批', want: 40 },
    { province: '湖北', batch: '本科批', want: 45 },
    { province: '湖南', batch: '本科批', want: 45 },
    { province: '北京', batch: '本科普通批', want: 30 },
    { province: '上海', batch: '本科批', want: 24 },
    { province: '上海', batch: '专科批', want: 96 },
    { province: '上海', batch: '本科普通批', want: 24 },
    { province: '上海', batch: '专科普通批', want: 96 },
    { province: '北京', batch: '专科普通批', want: 96 },
    { province: '浙江', batch: '普通类一段', want: 80 },
    { province: '浙江省', batch: '普通类二段', want: 80 },
    { province: '山东', batch: '普通类一段', want: 96 },
    { province: '江苏', batch: '本科提前批', want: 96 },
    { province: '__proto__', batch: '本科批', want: 96 },
    { province: null, batch: null, want: 96 },
  ];
  for (const c of cases) it(`${c.province} ${c.batch} → ${c.want}`, () => expect(wishlistMaxOf(c.province, c.batch)).toBe(c.want));

  it('holds a 院校专业组 form’s groups, which are fewer than the spec’s 96 rows, and 浙江’s 80', () => {
    for (const n of [...UNDERGRADUATE_WISHLIST_SIZES.values(), ...PROVINCE_WISHLIST_SIZES.values()]) expect(n).toBeLessThanOrEqual(WISHLIST_MAX);
  });

  it('holds the 本科 form’s 志愿 in every province where one is a college and a major', () => {
    for (const [province, model] of PROVINCE_FORM_MODELS) {
      if (model.unit !== '院校+专业' || model.wishes === null) continue;
      expect(wishlistMaxOf(province, '本科批'), province).toBe(model.wishes);
      expect(wishlistUnitOf(province, '本科批'), province).toBe('专业');
    }
  });
});

describe('wishlistUnitOf', () => {
  const cases: { province: string | null; batch: string | null; want: '专业' | '专业组' }[] = [
    { province: '江苏', batch: '本科批', want: '专业组' },
    { province: '上海', batch: '本科普通批', want: '专业组' },
    { province: '上海', batch: '专科普通批', want: '专业' },
    { province: '浙江', batch: '普通类一段', want: '专业' },
    { province: '河北', batch: '本科批', want: '专业' },
    { province: null, batch: null, want: '专业' },
  ];
  for (const c of cases) it(`${c.province} ${c.batch} → ${c.want}`, () => expect(wishlistUnitOf(c.province, c.batch)).toBe(c.want));
});

describe('wishlistRoom', () => {
  it('is the room left under the list’s size, never negative, never above the size', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 200 }), fc.integer({ min: 0, max: 300 }), (size, max) => {
        const room = wishlistRoom(size, max);
        expect(room).toBeGreaterThanOrEqual(0);
        expect(room).toBeLessThanOrEqual(max);
        expect(room).toBe(Math.max(0, max - Math.max(0, size)));
      }),
    );
  });

  it('defaults to 96', () => expect(wishlistRoom(90)).toBe(6));

  it('fills a 辽宁 list up to its 112 志愿, past the spec’s 96', () => {
    const rows = Array.from({ length: 150 }, (_, i) => ({ code: `C${i}`, specialty_code: '01', yugu_score: 650 - i }));
    const max = wishlistMaxOf('辽宁', '本科批');
    expect(oneKeyFill(rows, 120, 0, max)).toHaveLength(112);
    expect(oneKeyFill(rows, 120, 100, max)).toHaveLength(12);
    const band = (r: { yugu_score: number }) => (r.yugu_score > 600 ? '冲' : r.yugu_score > 560 ? '稳' : '保') as '冲' | '稳' | '保';
    const mixed = oneKeyFillMix(rows, { 冲: 40, 稳: 40, 保: 40 }, band, 0, max);
    expect(mixed.picks).toHaveLength(112);
    // The safer bands first when the room is short: 保 and 稳 whole, 冲 what is left.
    expect(mixed.split).toEqual({ 冲: 32, 稳: 40, 保: 40 });
    expect(oneKeyFillMix(rows, { 冲: 40, 稳: 40, 保: 40 }, band, 0).picks).toHaveLength(96);
  });

  it('limits 一键填报 to a 江苏 list of 40', () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({ code: `C${i}`, specialty_code: '01', yugu_score: 600 - i }));
    expect(oneKeyFill(rows, 30, 20, wishlistMaxOf('江苏', '本科批'))).toHaveLength(20);
    expect(oneKeyFill(rows, 30, 20)).toHaveLength(30);
    const band = (r: { yugu_score: number }) => (r.yugu_score > 580 ? '冲' : r.yugu_score > 570 ? '稳' : '保') as '冲' | '稳' | '保';
    expect(oneKeyFillMix(rows, { 冲: 10, 稳: 10, 保: 10 }, band, 20, wishlistMaxOf('江苏', '本科批')).picks).toHaveLength(20);
    expect(oneKeyFillMix(rows, { 冲: 10, 稳: 10, 保: 10 }, band, 20).picks).toHaveLength(30);
  });
});

import { shortProvince } from '../filters/short-province';
import { isUndergraduateBatch } from '../provinces/batches';
import { provinceFormModel } from '../provinces/form-model';

/**
 * The spec's wish list (志愿单) holds at most 96 rows: the size of every list whose province's form says nothing else,
 * and the size the spec's message names (志愿单最多填报96个专业).
 */
export const WISHLIST_MAX = 96;

/**
 * 本科批 forms that hold fewer units than 96, by province (short name): the 院校专业组 provinces whose units here are
 * whole groups — 江苏 40, 湖北 45, 湖南 45, 北京 30, 上海 24 groups (the provinces' published 2024 forms). Every other
 * province and batch keeps the spec's 96. A Map: "__proto__" names no province.
 */
export const UNDERGRADUATE_WISHLIST_SIZES: ReadonlyMap<string, number> = new Map([
  ['江苏', 40],
  ['湖北', 45],
  ['湖南', 45],
  ['北京', 30],
  ['上海', 24],
]);

/**
 * Forms that hold fewer than 96 choices in every batch of a province, by province (short name): 浙江's 普通类 一段 and
 * 二段 each take 80 专业平行志愿 (one choice is one college and one major, the unit of the data here).
 */
export const PROVINCE_WISHLIST_SIZES: ReadonlyMap<string, number> = new Map([['浙江', 80]]);

/**
 * The 本科 form's 志愿 where one 志愿 is one college and one major (院校+专业, the unit of a row here), from the
 * province's form model: 辽宁 112, 河北, 山东, 重庆, 贵州 96, 浙江 80 (provinces/form-notes.ts names each source).
 */
function majorFormSize(short: string): number | undefined {
  const model = provinceFormModel(short);
  return model?.unit === '院校+专业' && model.wishes !== null ? model.wishes : undefined;
}

/**
 * How many rows the wish list of a plan in this province and batch holds: the 本科 form's size, whatever the
 * province calls it (本科批, 本科普通批 …; `canonicalBatch`) — its 院校专业组 where a row is a whole group, its
 * 志愿 where one is a college and a major (辽宁 112) —, then the province's size for every batch, else the spec's 96.
 */
export function wishlistMaxOf(province: string | null | undefined, batch: string | null | undefined): number {
  const short = shortProvince(province);
  const undergraduate = isUndergraduateBatch(batch) ? (UNDERGRADUATE_WISHLIST_SIZES.get(short) ?? majorFormSize(short)) : undefined;
  return undergraduate ?? PROVINCE_WISHLIST_SIZES.get(short) ?? WISHLIST_MAX;
}

/** What one row of the list is, as its messages count it: a 院校专业组 on the smaller 本科 forms above, else a 专业. */
export function wishlistUnitOf(province: string | null | undefined, batch: string | null | undefined): '专业' | '专业组' {
  return isUndergraduateBatch(batch) && UNDERGRADUATE_WISHLIST_SIZES.has(shortProvince(province)) ? '专业组' : '专业';
}

/** How many more rows fit on a wish list of `listSize` rows that holds `max` (never negative). */
export function wishlistRoom(listSize: number, max: number = WISHLIST_MAX): number {
  return Math.max(0, (Math.trunc(max) || 0) - Math.max(0, Math.trunc(listSize) || 0));
}

import { COLLEGE_ATTRIBUTE_OPTIONS } from './options';

/**
 * College facts no data source of the project holds, and what the filters on them say instead of filtering: the
 * Ministry's list of institutions carries no type (综合, 理工 …; a type guessed from the name typed 吉林大学 农林), and
 * no source counts 硕士点/博士点 (有博士点 matched no college). The college filter shows these notes and saves the
 * groups as 不限.
 */
export const UNAVAILABLE_COLLEGE_FACTS = {
  types: '暂无数据：教育部院校名单不含院校类型，本站不按名称猜测，此项不筛选',
  strengths: '暂无数据：硕士点、博士点没有公开数据来源，此项不筛选',
} as const;

/**
 * The 办学性质 options no college of the data set has (the Ministry's list names 公办, 民办 and 中外合作办学 only: a
 * 独立学院 is listed as 民办), in the options' order: a filter on them would find nothing, so the filters leave them
 * out and say so. `present` unknown (the dictionary not read yet): none is left out.
 */
export function attributesWithoutData(present: readonly string[] | null | undefined): string[] {
  if (!present) return [];
  return COLLEGE_ATTRIBUTE_OPTIONS.filter((o) => !present.includes(o));
}

/** What a filter says of the 办学性质 options left out: 暂无数据：独立学院、内地与港澳台地区合作办学，院校名单未单列，此项不筛选. */
export function attributesWithoutDataNote(missing: readonly string[]): string {
  return `暂无数据：${missing.join('、')}，院校名单未单列，此项不筛选`;
}

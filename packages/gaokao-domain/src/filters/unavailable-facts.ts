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

/** Messages: part 2 — libraries and queries. Read through `MSG` (messages.ts). */
export const collegeNotFound = '院校不存在';
export const majorNotFound = '专业不存在';
export const articleNotFound = '该文章不存在';
export const rankScoreRequired = '请输入分数';
/** 一分一段 lookup (OneQuarter/seat) for a province, group or year without a table. */
export const noRankTable = '暂无该省份的一分一段数据';
export const answerThisQuestion = '请回答此题';
/**
 * 开设院校 (the major library): what its 计划人数 column is (additive; the spec's table gives no origin). Each figure is
 * one province's published plan, named in its cell; a college without one shows --.
 */
export const offeringPlanNote = '计划人数：各省公布的招生计划，每格注明省份、年份与科类；暂无公布计划的院校显示 --。';
/** The label of the publications behind the 开设院校 计划人数. */
export const offeringPlanSources = '计划人数出处';

/** Messages: part 2 — libraries and queries. Read through `MSG` (messages.ts). */
export const collegeNotFound = '院校不存在';
export const majorNotFound = '专业不存在';
export const articleNotFound = '该文章不存在';
export const rankScoreRequired = '请输入分数';
/** 一分一段 lookup (OneQuarter/seat) for a province, group or year without a table. */
export const noRankTable = '暂无该省份的一分一段数据';
export const answerThisQuestion = '请回答此题';

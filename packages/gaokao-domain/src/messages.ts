/**
 * Every user-facing message of the product, exactly as the specification words them: `MSG` (the constants of
 * message-catalogue/, read as `MSG.loading`) and the messages with parameters below. Rules return these constants; the
 * UI and the server show them unchanged.
 */
export * as MSG from './message-catalogue/index';
import type * as MSG from './message-catalogue/index';

/** A message key of {@link MSG}. */
export type MessageKey = keyof typeof MSG;

/** 第N题必做 — the message for an unanswered assessment question (1-based). */
export function questionRequired(n: number): string {
  return `第${n}题必做`;
}

/** 成绩应在0到N分之间 — a total score above the province's full mark (750; 上海 660; 海南 900). */
export function scoreOutOfRange(fullMark: number): string {
  return `成绩应在0到${fullMark}分之间`;
}

/** A number typed into a field outside the field's bounds: 请输入不小于0的数, 请输入不大于750的数, 请输入1到9999之间的数. */
export function numberOutOfRange(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `请输入${min}到${max}之间的数`;
  if (min !== undefined) return `请输入不小于${min}的数`;
  return `请输入不大于${max ?? ''}的数`;
}

/** A text longer than its field takes (姓名 30, 方案名称 60, a search 100): 最多输入30个字. */
export function textTooLong(max: number): string {
  return `最多输入${max}个字`;
}

/**
 * Why /Collectionplan is empty for a province: no public source publishes 征集 plans; the page's rounds are 演示数据,
 * generated only for provinces without published admissions, and a province with published ones shows none.
 */
export function noSupplementaryPlan(province: string): string {
  return `${province}暂无征集计划：各省公开发布的数据中没有征集志愿计划。本页的征集计划为演示数据，只在没有公开录取数据的省份生成；${province}的录取数据来自公开发布，故此处不显示征集计划。`;
}

/** The confirmation before a profile change that empties the wish list (another province, batch or group). */
export function clearListConfirm(rows: number): string {
  return `更换省份、批次或科类后，志愿单中的${rows}条志愿将被清空。确定继续吗？`;
}

/**
 * 招生计划 (/RecruitData), a row's majors where no plan is published: the rows are that year's 投档 results (additive;
 * the spec's page assumes a plan).
 */
export function recruitLinesNote(year: number | null | undefined): string {
  return `${year ? `${year}年` : ''}投档结果，不是招生计划：计划人数与学费未公布，请以各省公布的招生计划为准。`;
}

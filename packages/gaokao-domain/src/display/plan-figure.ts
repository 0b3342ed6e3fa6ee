import { yearsLabel } from './data-years';

/** What a row of the enrolment plan (/RecruitData) is: a published 招生计划, or a year's 投档/录取 results carried over. */
export type RecruitDataKind = 'plan' | 'lines';

/** One published plan's name as a figure's label: 广东2025年历史类招生计划. */
export function planFigureLabel(plan: { province: string; year: number; group_d: string }): string {
  return `${plan.province}${plan.year}年${plan.group_d}招生计划`;
}

/**
 * The 真实数据 note of the enrolment plan's real rows, saying what they are: 真实数据：2025年招生计划 for published plans,
 * 真实数据：2024年投档结果（不是招生计划，计划人数与学费未公布） for results carried over where no plan is published (the
 * page's 计划人数 and 学费 are then empty), both named when a page holds both. A row without a kind counts as a plan.
 */
export function recruitDataLabel(rows: readonly { data_year?: number | null; data_kind?: RecruitDataKind | null }[]): string {
  const years = (kind: RecruitDataKind) => yearsLabel(rows.filter((r) => (r.data_kind ?? 'plan') === kind).flatMap((r) => (r.data_year ? [r.data_year] : [])));
  const [plan, lines] = [years('plan'), years('lines')];
  if (plan && lines) return `真实数据：${plan}招生计划、${lines}投档结果（投档结果不是招生计划，计划人数与学费未公布）`;
  if (plan) return `真实数据：${plan}招生计划`;
  if (lines) return `真实数据：${lines}投档结果（不是招生计划，计划人数与学费未公布）`;
  return '真实数据';
}

import { describe, expect, it } from 'vitest';
import { planFigureLabel, recruitDataLabel, type RecruitDataKind } from './plan-figure';

describe('planFigureLabel', () => {
  it('names the province, year and 科类 of a plan', () => {
    expect(planFigureLabel({ province: '广东', year: 2025, group_d: '历史类' })).toBe('广东2025年历史类招生计划');
  });
});

describe('recruitDataLabel: what the enrolment plan\'s real rows are', () => {
  const rows = (kind: RecruitDataKind | undefined, ...years: number[]) => years.map((data_year) => ({ data_year, data_kind: kind }));
  it.each([
    ['a published plan', rows('plan', 2025, 2025), '真实数据：2025年招生计划'],
    ['results carried over (广东 物理类 2024)', rows('lines', 2024), '真实数据：2024年投档结果（不是招生计划，计划人数与学费未公布）'],
    ['both on one page', [...rows('plan', 2025), ...rows('lines', 2024)], '真实数据：2025年招生计划、2024年投档结果（投档结果不是招生计划，计划人数与学费未公布）'],
    ['rows without a kind (an older server) count as plans', rows(undefined, 2025), '真实数据：2025年招生计划'],
    ['no rows', [], '真实数据'],
  ] as const)('%s', (_name, input, want) => {
    expect(recruitDataLabel(input)).toBe(want);
  });
});

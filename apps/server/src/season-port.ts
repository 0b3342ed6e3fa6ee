/**
 * What the wish-list code (plans/) needs from the season data (SeasonStore in season/store.ts implements it; the
 * tests use a small fake): look a unit up in the plan's province/batch/group, and turn it into the full VolunteerResult
 * wire row. Kept as an interface so the wish-list code does not depend on how the season data is stored.
 */
export interface UnitKey {
  province: string;
  batch: string;
  group_d: string;
  code: string;
  specialty_code: string;
}

export interface UnitTitleKey {
  province: string;
  batch: string;
  group_d: string;
  collegeName: string;
  specialty_title: string;
}

/** The plan fields a result row depends on (score for the risk band, etc.). */
export interface PlanForRow {
  volunteer_id: number;
  province: string;
  batch: string;
  score: number;
  group_d: string;
  subject: string;
}

/**
 * A unit as the wish-list code sees it: what names it on a list, its predicted line, and the season part of its wire
 * row (college, major, history and prediction fields), which toResultRow completes for a plan.
 */
export interface SeasonUnit {
  readonly code: string;
  readonly specialty_code: string;
  readonly collegeName: string;
  readonly specialty_title: string;
  readonly yugu_score: number | null;
  readonly wire: Readonly<Record<string, unknown>>;
}

export interface SeasonPort {
  /** Whether the loaded season is the generated demo set or imported real data. */
  readonly dataset?: 'demo' | 'real';
  /** Whether the units of a plan's province, batch and group are real or 演示数据 (the tab-1 screen's `dataset`). */
  datasetOf?(plan: { province: string; batch: string; group_d: string }): 'demo' | 'real';
  findUnit(key: UnitKey): SeasonUnit | undefined;
  findUnitByTitle(key: UnitTitleKey): SeasonUnit | undefined;
  /** The full VolunteerResult wire row of a unit for a plan: season fields, prediction, band and list state. */
  toResultRow(unit: SeasonUnit, plan: PlanForRow): Record<string, unknown>;
  /**
   * The titles of a college's 开设专业 (the college library's list): what a family picks from for a 专业组 whose majors
   * the province does not publish (江苏; updateExt `group_picks`).
   */
  catalogueOf?(collegiateId: number): string[];
  /** Reference content by kind (mbti_question, mbti_result, holland_question, holland_result …). */
  list?(kind: string): Record<string, unknown>[];
  /** The subject groups (物理类/历史类, 综合 …) a province offers; empty when the province is unknown. */
  groupsOf?(province: string): string[];
  /** Rank of a score in the latest 一分一段 table of a province/group, and how many share it; null when unknown. */
  rankOf?(province: string, group_d: string, score: number): { rank: number; same: number; year: number } | null;
}

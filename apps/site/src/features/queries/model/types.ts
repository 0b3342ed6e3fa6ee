import type { GradeFields } from 'gaokao-domain';

/** Rows of the query replies (spec part 2 §3), as the server sends them. */

/** What a reply's rows are: the 演示数据 notice shows for `demo`. */
export type Dataset = 'demo' | 'real';

export interface Paged<T> {
  total: number;
  data: T[];
  dataset?: Dataset;
}

/** One score line of a 一分一段 table: physics (`wuli`) and history (`lishi`) counts and cumulative counts. */
export interface RankRow {
  province: string;
  year: number;
  scroe: number;
  wuliNum: number | null;
  wuliSum: number | null;
  lishiNum: number | null;
  lishiSum: number | null;
}

/**
 * The rank of a score: `seat` the cumulative count at the score (its rank), `count` the examinees on that score (0 on a
 * score nobody obtained, null above or below the table). `match` says how the score stands in the table
 * (gaokao-domain `RankMatch`): `below` its last line `line_score` (the rank only known to be worse than `seat`), `top`
 * above its first line (the rank within `seat`).
 */
export interface RankSeat {
  scroe: number;
  seat: number;
  best?: number;
  count?: number | null;
  match?: 'exact' | 'top' | 'gap' | 'below';
  line_score?: number;
  year: number;
  group_d?: string;
  even_score?: { year: number; score: number }[];
  dataset?: Dataset;
}

export interface BatchLine {
  province: string;
  year: number;
  group_d: string;
  strong_basi: number | null;
  undergraduate_line: number | null;
  specialist_line: number | null;
  /** real: published by the province's authority (`source_id` names the publication); demo: generated (演示数据). */
  dataset?: Dataset;
  source_id?: string | null;
}

export interface SupplementaryRow {
  collegeName: string;
  collegeNameRemark?: string;
  specialty_title: string;
  major_field?: string;
  group_d: string;
  the_second?: string;
  one_zhengji: number | null;
  two_zhengji: number | null;
  year: number;
  bacth: string;
}

export interface RecruitRow {
  recruitdata_id: number;
  code: string;
  /** The 院校专业组 code where the province enrols by group: one college has a row per group (中山大学 ×11). */
  group_code?: string | null;
  collegeName: string;
  collegiate_id?: number;
  province: string;
  collegeProvince: string;
  collegeCity: string;
  batch: string;
  group_d: string;
  nature?: string;
  planned_number?: number | null;
  current_year?: number;
  /** The year of the data the row was read from (its 真实数据 label names it). */
  data_year?: number;
  score?: number | null;
}

export interface RecruitDetail {
  recruitdata_id: number;
  code: string;
  collegeName: string;
  detail: {
    collegeProperty?: string;
    collegeAdmin?: string;
    collegeProvince?: string;
    collegeCity?: string;
    collegeArea?: string;
    college_info?: string;
    collegeLevel?: string;
    ruan_pai?: number | null;
    collegeType?: string;
    zhaosheng?: string;
    zhandi?: string;
    address_detail?: string;
    phone?: string;
  } | null;
  history: { year: number; collegeName: string; planned_number: number | null; batch: string; group_d: string; score: number | null; seat: number | null }[];
}

export interface PlanMajor {
  specialty_title: string;
  specialty_code?: string;
  batch: string;
  group_d: string;
  the_second?: string;
  major_field?: string;
  major_remark?: string;
  planned_number?: number | null;
  schooling_length?: string | number | null;
  tuition_fee?: number | null;
}

export interface CollegeCode {
  collegeName: string;
  collegeCode: string;
  collegeProvince?: string;
  collegeLevel?: string;
  collegeAdmin?: string;
}

export interface MilitarySchool {
  collegeName: string;
  collegeAdmin: string;
  type: string;
  collegeProvince?: string;
}

export interface WorldRow {
  collegeName: string;
  country: string;
  sort_id: number;
  country_sort: number;
}

export interface SubjectAssessmentRow {
  collegeName: string;
  result: Record<string, string>;
}

export interface TimeRow {
  time: string;
  contents: string;
}

export interface CollegeRank {
  collegiate_id: number;
  collegeName: string;
  collegeProvince: string;
  collegeCity?: string;
  collegeLevel: string;
  ruan_pai: number | null;
  xiaoyou_paiming?: number | null;
  /** The composite score of the ranking (demo values). */
  zonghe_score?: number | null;
}

/** A college with its nine grade lists (A+ … C-, the domain's GRADE_FIELDS). */
export type MajorRankRow = { collegeName: string; collegiate_id?: number } & GradeFields;

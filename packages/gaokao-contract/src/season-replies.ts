import type { GradeFields, RealScope, SeasonRow, SeasonYears } from 'gaokao-domain';

/**
 * Reply payloads of the season calls (screens, libraries, queries; spec part 2 §3), as the server sends them. The
 * wish-list row itself is the domain's `SeasonRow` (gaokao-ui renders the same type).
 */

/** One page of a season screen or of the wish list (part 2 §3 "List response"). */
export interface ScreenPage {
  list: SeasonRow[];
  object?: Partial<SeasonYears> | null;
  count?: number;
  tianbaocount?: number;
  min_score?: number;
  max_score?: number;
  /** Tab 1 (issue 14): rows of each band over the whole screen, whatever the page or 冲稳保 filter. */
  chong_count?: number;
  wen_count?: number;
  bao_count?: number;
  /** What the lines are (issue 13): generated 演示数据 or real published data. */
  dataset?: Dataset;
  /**
   * What the college ratings the answer carries are (学科评估, 软科/校友会排名, 保研率, 双一流建设学科, 特色专业): `demo`
   * where the set's generator filled them, even beside real lines; the site labels them 演示数据.
   */
  ratings_dataset?: Dataset;
}

/** The plan's 一分一段 pairs for the workspace's charts (rows whose field names vary by source). */
export interface QuarterReply {
  seat?: unknown;
  score_num?: unknown;
}

/** One publication as /api/DataSource/of and /index answer it (README, 数据来源). */
export interface Publication {
  source_id: string;
  province: string;
  year: number;
  group_d: string;
  /** `plan` (招生计划, additive): named only by the answers that show a plan's figures, never asked of /DataSource/of. */
  kind: 'rank-table' | 'lines' | 'control-line' | 'plan';
  title: string;
  publisher: string;
  url: string;
  date: string;
}

/** A province's data by kind: each year and group real (with its publications) or 演示数据. */
export interface SourcePart {
  year: number;
  group_d: string;
  dataset: 'real' | 'demo';
  source_ids: string[];
}

export interface ProvinceSources {
  province: string;
  rank_tables: SourcePart[];
  lines: SourcePart[];
  batch_lines: SourcePart[];
  publications: Publication[];
}

/** What the dictionary call answers: the batch names and groups of the query pages, and what the season data is. */
export interface Dictionary {
  batch_arr?: string[];
  onequarter_group?: string[];
  omit_group_id?: string[];
  dataset?: Dataset;
  /** In a demo set, the province, batch and group of the rows that are real. */
  real_scopes?: RealScope[];
  /** The 办学性质 the set's colleges have (the filters leave out the others: nothing to find). */
  college_natures?: string[];
}

/** A college library row (part 2 §3 College library item), as /api/Colleges/index answers it. */
export interface CollegeRow {
  collegiate_id: number;
  collegeName: string;
  collage_logo?: string;
  collegeProvince?: string;
  collegeCity?: string;
  collegeAdmin?: string;
  collegeLevel?: string;
  collegeType?: string;
  collegeNature?: string;
  two_yiliu?: string;
  is985?: string;
  is211?: string;
  yanjiuY?: string;
  isBao?: number | string;
  isGuo?: number | string;
  ruan_pai?: number | string | null;
  xiaoyou_paiming?: number | string | null;
  tw0_jianshe?: string[] | string | null;
  tese_major?: string[] | string | null;
  one_baoyan_lv?: number | string | null;
  two_baoyan_lv?: number | string | null;
  three_baoyan_lv?: number | string | null;
  zhaosheng?: string;
}

/** One page of a library view. `limited` and `tip` say a non-VIP viewer sees part of the list (server-enforced). */
export interface CollegePage {
  total: number;
  total_all?: number;
  current?: number;
  data: CollegeRow[];
  limited?: boolean;
  tip?: string;
  dataset?: string;
  /** What the college ratings shown are, as ScreenPage's `ratings_dataset`. */
  ratings_dataset?: Dataset;
}

/** One admission line of the college in the student's province (one major of one year, batch and group). */
export interface HistoryLine {
  year: number;
  batch: string;
  group_d: string;
  specialty_title: string;
  min_score: number | null;
  min_rank: number | null;
}

/** The college detail (part 2 §3 College detail adds …). Every field may be missing or empty. */
export interface CollegeDetail extends CollegeRow {
  college_code?: string;
  college_info?: string;
  jianxiao_time?: string;
  shuoshiNum?: number | string | null;
  boshiNum?: number | string | null;
  sex_score?: string;
  zhandi?: string;
  shizi_li?: string;
  youshi?: string;
  shuo_bo?: string;
  boshi_one?: string;
  boshi_er?: string;
  boshi_two?: string;
  shuoshi_one?: string;
  shuoshi_er?: string;
  shuoshi_jiaocha?: string;
  zhuan_shuo?: string;
  silun?: { title: string; content: string }[] | null;
  major?: { specialty_title: string; mojor_id: number }[] | null;
  gw_url?: string;
  zhaosheng_url?: string;
  phone?: string;
  email?: string;
  address_detail?: string;
  vr?: string;
  shi_vr?: string;
  qiangji?: string;
  soft_ranking?: number | string | null;
  dangnian?: HistoryLine[] | null;
  qunian?: HistoryLine[] | null;
  qiannian?: HistoryLine[] | null;
  /** The province the admission history is of. */
  history_province?: string;
  /** `demo` when anything the detail shows is generated (a ranking, a grade, a line, a major offered), else `real`. */
  dataset?: string;
  /** What the admission lines (dangnian, qunian, qiannian) alone are: `real` lines under a `demo` detail stay real. */
  history_dataset?: string;
  /** What the college ratings shown are, as ScreenPage's `ratings_dataset`. */
  ratings_dataset?: Dataset;
  [grade: string]: unknown;
}

/** A catalogue major (part 2 §3 Major), as the option lists and the search answer it. */
export interface MajorRow {
  mojor_id: number;
  major_name: string;
  major_code: string;
  cengci?: string;
  majors?: string;
  subject?: string;
}

/** The major detail: the catalogue fields and the texts (any may be empty). */
export interface MajorDetail extends MajorRow {
  xiuye_year?: string;
  xuewei?: string;
  yinxiang?: string;
  major_info?: string;
  kecheng?: string;
  xuejiezy?: string;
  sexScoe?: string;
  zhuanxian?: string;
  xuekejc?: string;
  xuanke?: string;
  yijixueke?: string;
  shuobo?: string;
  fangxiang?: string;
  jiuyefen?: string;
  jiuhangye?: string;
  gangwei?: string;
  detail?: string;
  dataset?: string;
}

/** A college offering a major (part 2 §3 Major-offering college row). */
export interface OfferingCollege {
  collegeName: string;
  collegiate_id?: number;
  planned_number: number | null;
  collegeNature?: string;
  collegeAdmin?: string;
  collegeType?: string;
  collegeProvince?: string;
  recruitdata_id: number;
  /**
   * Additive: what `planned_number` is — one published 招生计划 of a province, year and 科类 (the latest where several
   * name the major at the college), with its publications. Absent, and `planned_number` null, where no published plan
   * names the major at the college (a generated plan's figure is not shown, nor a sum over provinces).
   */
  plan_province?: string;
  plan_year?: number;
  plan_group_d?: string;
  plan_sources?: Publication[];
}

/** What a reply's rows are: the 演示数据 notice shows for `demo`. */
export type Dataset = 'demo' | 'real';

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
  /**
   * Additive: a real row's ordinary lines as published, by name (普通类本科一批控制线 521, 普通类本科二批控制线 428), each
   * with its score(s) in the publication's order. A column the province published with several scores (新疆, 西藏: per
   * candidate category, which the source does not name) is null above, and its scores are here.
   */
  batches?: { batch: string; scores: number[] }[];
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
  /**
   * Additive: what the row is — `plan` a published 招生计划 (its planned numbers, tuition), `lines` a year's 投档/录取
   * results carried over where no plan is published (no planned number, no tuition).
   */
  data_kind?: 'plan' | 'lines';
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
  /** What the college ratings shown are, as ScreenPage's `ratings_dataset`. */
  ratings_dataset?: Dataset;
}

/** One major of a college's enrolment (part 2 §3 Plan major row), as /api/RecruitData/majorList answers it. */
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

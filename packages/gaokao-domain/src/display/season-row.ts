// The wire shape of a season row, shared by the contract (the screens' and the wish list's replies) and gaokao-ui (the
// result table renders it): declared once, here, as both packages depend on the domain.

/**
 * A VolunteerResult list row exactly as the API sends it (spec part 1 §3 and part 2 §3). The wire names are
 * the contract shared by the site and the server, so they are kept as they are (`mojor_id`, `tw0_jianshe_lei`…).
 * Numbers often arrive as strings from the legacy service; fields say so where both occur.
 */
export interface SeasonRow {
  // identity
  volunteer_result_id?: number | null;
  sort_id?: number | null;
  volunteer_id?: number | null;
  /** College code. */
  code: string;
  specialty_code: string;
  /** The 院校专业组 code: the unit itself where the groups are the units (`specialty_code` = `group_code`, title `NN专业组`). */
  group_code?: string | null;
  /** The majors of a 专业组 row where the plan names them (empty where it does not). */
  group_majors?: readonly string[] | null;
  /** The predicted line of the row's 院校专业组 (a major of a group: the lowest of its majors' lines; issue 32). */
  group_yugu_score?: number | string | null;
  /** 服从调剂 of the row's 院校专业组 on a wish list: '0' 不服从, '1' 服从 (absent: 服从). */
  fucong?: string | null;
  /**
   * A 专业组 whose majors are unpublished (江苏): the majors the family picked from the college's 开设专业, JSON text of the
   * titles in order (`picksOf`; issue 32).
   */
  group_picks?: string | null;
  collegiate_id?: number | string | null;
  mojor_id?: number | string | null;

  // college
  collegeName: string;
  collegeNameRemark?: string | null;
  collegeNature?: string | null;
  collegeType?: string | null;
  collegeProvince?: string | null;
  collegeCity?: string | null;
  /** 本科 or 专科. */
  collegeLevel?: string | null;
  /** 是 / 否. */
  is985?: string | null;
  /** 是 / 否. */
  is211?: string | null;
  /** 是 / 否: 双一流. */
  two_yiliu?: string | null;
  /** 1 = 国重 (national key). */
  isGuo?: number | string | null;
  /** 1 = 保研 (recommendation-exempt). */
  isBao?: number | string | null;
  /** 1 = highlighted by the user. */
  isGao?: number | string | null;
  shuoshiNum?: number | string | null;
  boshiNum?: number | string | null;
  /** Street-view link. */
  vr?: string | null;
  /** College soft ranking (软科排名). */
  ruan_pai?: number | string | null;
  soft_ranking?: number | string | null;

  // major
  specialty_title: string;
  major_field?: string | null;
  major_remark?: string | null;
  /** Level; values containing 职 show as 职业教育. */
  cengci?: string | null;
  schooling_length?: number | string | null;
  /** −1 = 待定, 0 = 免费. */
  tuition_fee?: number | string | null;
  planned_number?: number | string | null;
  /** Subject requirement. */
  the_second?: string | null;

  // state
  /** 1 = on the wish list. */
  is_result?: number | string | null;
  /** UI selection flag kept by the legacy list. */
  checkd?: boolean | null;
  position?: number | null;

  // prediction
  yugu_score?: number | string | null;
  yugu_seat?: number | string | null;
  /** The unit's 99 % line: 保 needs the score to reach it too; null without a backtest. */
  yugu_line99?: number | string | null;
  /** 录取概率 (0–1) at the plan's score; null without a backtest (demo data). */
  luqu_gailv?: number | string | null;
  /** Why 录取概率 is absent (gaokao-domain probabilityNote); null when it is shown. */
  gailv_note?: string | null;

  // history: current year, last year (qu), the year before (qian)
  current_year_red_score?: number | string | null;
  /** The year's highest score where the source publishes it (shown — otherwise). */
  current_year_max_score?: number | string | null;
  current_year_min_score?: number | string | null;
  current_year_min_beat?: number | string | null;
  current_year_jihua?: number | string | null;
  current_year_zhengji1?: number | string | null;
  current_year_zhengji2?: number | string | null;
  qu_year_red_score?: number | string | null;
  qu_year_max_score?: number | string | null;
  qu_year_min_score?: number | string | null;
  qu_year_min_beat?: number | string | null;
  qu_year_jihua?: number | string | null;
  qu_year_zhengji1?: number | string | null;
  qu_year_zhengji2?: number | string | null;
  qian_year_red_score?: number | string | null;
  qian_year_max_score?: number | string | null;
  qian_year_min_score?: number | string | null;
  qian_year_min_beat?: number | string | null;
  qian_year_jihua?: number | string | null;
  qian_year_zhengji1?: number | string | null;
  qian_year_zhengji2?: number | string | null;
  /** What the data says of that year's line (additive; e.g. CODE_ONLY_NOTE), absent when nothing. */
  current_year_note?: string | null;
  qu_year_note?: string | null;
  qian_year_note?: string | null;
  mingnian_one_zhengji?: number | string | null;
  mingnian_two_zhengji?: number | string | null;
  mingnian_seat?: number | string | null;
  qunian_seat?: number | string | null;
  qiannian_seat?: number | string | null;

  // rating lists (A+ … C-)
  ajia_major?: string | null;
  as_major?: string | null;
  a_jian_major?: string | null;
  b_jia_major?: string | null;
  b_majors?: string | null;
  b_jian_major?: string | null;
  c_jia_major?: string | null;
  c_major?: string | null;
  c_jian_major?: string | null;
  /** National characteristic-major category (hidden when isZeng is 1). */
  tese_major_lei?: string | null;
  /** Double-first-class discipline (hidden when isZeng is 1). */
  tw0_jianshe_lei?: string | null;
  /** First-level discipline. */
  majors?: string | null;
  batch?: string | null;
  group_d?: string | null;
}

/** The `object` of a list reply: which calendar years the history columns stand for. */
export interface SeasonYears {
  ming_year?: number | string | null;
  current_year: number | string;
  qu_year: number | string;
  qian_year: number | string;
  /** The years of the three that hold published numbers (江苏: 2023–2024 of 2022–2024); sent by the server. */
  data_years?: readonly number[] | null;
}

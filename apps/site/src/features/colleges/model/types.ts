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
  [grade: string]: unknown;
}

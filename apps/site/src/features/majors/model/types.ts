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
}

/** One major of a college's enrolment (part 2 §3 Plan major row). */
export interface CollegeMajorRow {
  specialty_title: string;
  specialty_code?: string;
  batch?: string;
  group_d?: string;
  the_second?: string;
  major_field?: string;
  major_remark?: string;
  planned_number?: number | null;
  schooling_length?: number | string | null;
  tuition_fee?: number | null;
}

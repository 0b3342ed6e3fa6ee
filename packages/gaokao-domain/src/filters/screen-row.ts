import type { RedScoreFields } from '../display/is-new-major';

type Wire = number | string | null | undefined;

/**
 * The VolunteerResult wire fields the screens read. Every field is optional so the same predicates serve the site's
 * rows and the server's query rows.
 */
export type ScreenRow = RedScoreFields & {
  collegeName?: string | null;
  collegeNameRemark?: string | null;
  collegeProvince?: string | null;
  collegeType?: string | null;
  /** The college attribute: 公办, 民办, 独立学院 … */
  collegeNature?: string | null;
  is985?: unknown;
  is211?: unknown;
  two_yiliu?: unknown;
  shuoshiNum?: Wire;
  boshiNum?: Wire;
  specialty_title?: string | null;
  major_remark?: string | null;
  cengci?: string | null;
  schooling_length?: Wire;
  /** -1 means to be determined. */
  tuition_fee?: Wire;
  planned_number?: Wire;
  yugu_score?: Wire;
  isShifan?: unknown;
  current_year_zhengji1?: Wire;
  current_year_zhengji2?: Wire;
  qu_year_zhengji1?: Wire;
  qu_year_zhengji2?: Wire;
  qian_year_zhengji1?: Wire;
  qian_year_zhengji2?: Wire;
};

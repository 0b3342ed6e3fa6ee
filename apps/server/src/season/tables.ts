import type { ColumnType, Generated } from 'kysely';

/**
 * Season data (everything that is the same for every user): provinces, colleges, majors, 一分一段 tables,
 * batch lines, college-major units (plans and admission results) and reference content.
 * Attributes that only feed display live in `info` (jsonb) so new fields need no migration.
 */
type Json<T> = ColumnType<T, string, string>;

export interface SeasonMetaTable {
  key: string;
  value: string;
}

export interface SeasonProvinceTable {
  name: string;
  initial: string;
  sort_no: number;
  /** '3+1+2' | '3+3' | 'old' | 'none' (Hong Kong, Macau, Taiwan: colleges only) */
  reform: string;
}

export interface SeasonCollegeTable {
  collegiate_id: Generated<number>;
  collegeName: string;
  college_code: string | null;
  collegeProvince: string;
  collegeCity: string;
  collegeLevel: string;
  collegeNature: string;
  collegeType: string;
  collegeAdmin: string;
  info: Json<Record<string, unknown>>;
}

export interface SeasonMajorTable {
  mojor_id: Generated<number>;
  cengci: string;
  major_code: string;
  major_name: string;
  subject: string;
  majors: string;
  info: Json<Record<string, unknown>>;
}

export interface SeasonRankTable {
  province: string;
  year: number;
  group_d: string;
  score: number;
  count: number;
  cumulative: number;
  /** The publication of the table (a `source_id` of real-national/sources.csv); absent for demo and older sources. */
  source_id?: string | null;
}

export interface SeasonBatchLineTable {
  province: string;
  year: number;
  group_d: string;
  strong_basi: number | null;
  undergraduate_line: number | null;
  specialist_line: number | null;
}

/** One major of one college in one province, year, batch and group: the plan and/or the admission result. */
export interface SeasonUnitTable {
  unit_id: Generated<number>;
  province: string;
  year: number;
  batch: string;
  group_d: string;
  code: string;
  group_code: string;
  specialty_code: string;
  collegeName: string;
  specialty_title: string;
  the_second: string;
  major_remark: string;
  planned_number: number | null;
  schooling_length: number | null;
  tuition_fee: number | null;
  max_score: number | null;
  min_score: number | null;
  avg_score: number | null;
  min_rank: number | null;
  admitted: number | null;
  zhengji1: number | null;
  zhengji2: number | null;
  /** The publication of the line (a `source_id` of real-national/sources.csv); absent for demo and older sources. */
  source_id?: string | null;
  /** `official` (the authority's 位次), `from-rank-table` (the table's cumulative count at min_score), or absent. */
  min_rank_basis?: string | null;
}

/** Reference content keyed by kind: rankings, world top 1000, military schools, codes, timetables, question banks … */
export interface SeasonContentTable {
  kind: string;
  key: string;
  sort_no: number;
  body: Json<Record<string, unknown>>;
}

export interface SeasonTables {
  season_meta: SeasonMetaTable;
  season_province: SeasonProvinceTable;
  season_college: SeasonCollegeTable;
  season_major: SeasonMajorTable;
  season_rank: SeasonRankTable;
  season_batch_line: SeasonBatchLineTable;
  season_unit: SeasonUnitTable;
  season_content: SeasonContentTable;
}

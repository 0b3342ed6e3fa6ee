/** The plain rows of a season data set, as the generator and the importer produce them (before DB ids). */
export interface ProvinceRow {
  name: string;
  initial: string;
  sort_no: number;
  reform: string;
}
export interface CollegeRow {
  collegeName: string;
  college_code: string | null;
  collegeProvince: string;
  collegeCity: string;
  collegeLevel: string;
  collegeNature: string;
  collegeType: string;
  collegeAdmin: string;
  info: Record<string, unknown>;
}
export interface MajorRow {
  cengci: string;
  major_code: string;
  major_name: string;
  subject: string;
  majors: string;
  info: Record<string, unknown>;
}
export interface RankRow {
  province: string;
  year: number;
  group_d: string;
  score: number;
  count: number;
  cumulative: number;
}
export interface BatchLineRow {
  province: string;
  year: number;
  group_d: string;
  strong_basi: number | null;
  undergraduate_line: number | null;
  specialist_line: number | null;
}
export interface UnitRow {
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
}
export interface ContentRow {
  kind: string;
  key: string;
  sort_no: number;
  body: Record<string, unknown>;
}
export interface SeasonDataset {
  dataset: 'demo' | 'real';
  provinces: ProvinceRow[];
  colleges: CollegeRow[];
  majors: MajorRow[];
  ranks: RankRow[];
  lines: BatchLineRow[];
  units: UnitRow[];
  content: ContentRow[];
}

export const CENGCI = {
  benke: '本科(普通教育)',
  benkeZhiye: '本科(职业教育)',
  zhuanke: '专科(高职教育)',
} as const;

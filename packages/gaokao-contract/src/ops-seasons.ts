import type { OpsTime } from './ops-time';

/**
 * Data seasons in the operator console. The upload is a raw file body (not JSON, so not a call of the route table):
 * `POST /api/ops/seasons/upload?name=<file name>` with the file's bytes, an operator's token, at most
 * `OPS_SEASON_UPLOAD_MAX_BYTES`; it answers an envelope of `OpsSeasonStage`. Optional query parameters name the
 * publication the file comes from (`OPS_SEASON_SOURCE_PARAMS`: all three or none, gaokao-domain
 * `validateSeasonPublication`). The other season calls are in calls.ts.
 */
export const OPS_SEASON_UPLOAD_PATH = '/api/ops/seasons/upload';

/** The upload's query parameters naming the file's publication (出处标题、发布机构、网址). */
export const OPS_SEASON_SOURCE_PARAMS = { title: 'source_title', publisher: 'source_publisher', url: 'source_url' } as const;

/** 40 MB: the largest real file (admissions.csv of real-national) is about 10 MB. */
export const OPS_SEASON_UPLOAD_MAX_BYTES = 40 * 1024 * 1024;

/** The console's season messages (Chinese, shown as they are). */
export const OPS_SEASON_MSG = {
  fileType: '仅支持 .csv、.xlsx、.xls 文件',
  nameRequired: '请提供文件名',
  empty: '文件为空',
  tooLarge: '文件过大（不超过 40 MB）',
  invalid: '数据文件校验未通过，未做任何修改',
  uploaded: '数据文件已通过校验，可查看差异后发布',
  notPublishable: '该数据集不可发布（未通过校验或已发布）',
  published: '新数据已发布，各实例将自动重建索引',
  noPrevious: '没有可回滚的上一版数据',
  rolledBack: '已回滚到上一版数据',
} as const;

export type OpsSeasonKind = 'colleges' | 'majors' | 'rank-tables' | 'admissions' | 'plans';

/** A candidate data set: one uploaded file, validated with the importer's readers. */
export interface OpsSeasonStage {
  stage_id: number;
  file: string;
  /** The importer's kind of the file; '' when its header is no import's. */
  kind: OpsSeasonKind | '';
  /** `invalid`: refused by validation (nothing kept to publish); `staged`: publishable; `published`. */
  status: 'invalid' | 'staged' | 'published';
  operator_name: string;
  created_at: OpsTime;
  /** The live version the candidate replaced, once published. */
  published_version: string | null;
  report: OpsSeasonReport;
  /**
   * The publication the operator named with the upload, else null. Publishing a `rank-tables` candidate that names one
   * marks each table it replaces real and credits them to it (`source_id`, as `/api/DataSource/of` answers).
   */
  publication: OpsSeasonPublication | null;
}

/** The publication a candidate comes from (its `source_id` is `ops-season-<stage_id>`). */
export interface OpsSeasonPublication {
  source_id: string;
  title: string;
  publisher: string;
  url: string;
}

export interface OpsSeasonReport {
  /** Rows read from the file (header excluded). */
  rows: number;
  /** Rows kept (valid, natural keys unique). */
  valid: number;
  duplicates: number;
  /** The importer's messages: file, line, field and problem. At most 500 listed; `error_count` counts them all. */
  errors: { line: number; field: string; message: string }[];
  error_count: number;
  warnings: string[];
}

/** Rows added, changed and removed by a candidate, per province (`''` for colleges and majors) and kind. */
export interface OpsSeasonDiffRow {
  province: string;
  kind: OpsSeasonKind;
  added: number;
  changed: number;
  removed: number;
}

export interface OpsSeasonDiff {
  /** The live version the diff was computed against. */
  live_version: string;
  rows: OpsSeasonDiffRow[];
  /** Up to 50 rows of each kind of change, by natural key (`河北|2030|物理类|650`). */
  samples: { op: 'added' | 'changed' | 'removed'; kind: OpsSeasonKind; key: string }[];
}

export interface OpsSeasonState {
  live_version: string;
  /** The version a rollback restores; null when nothing was published from the console yet. */
  previous_version: string | null;
  stages: OpsSeasonStage[];
}

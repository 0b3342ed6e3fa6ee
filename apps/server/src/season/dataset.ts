/** The plain rows of a season data set, as the generator and the importer produce them (before DB ids). */
import type {
  SeasonBatchLineTable,
  SeasonCollegeTable,
  SeasonContentTable,
  SeasonMajorTable,
  SeasonProvinceTable,
  SeasonRankTable,
  SeasonUnitTable,
} from './tables';

// The rows are the tables' columns without the database-generated ids, with jsonb columns as plain objects.
type Info = Record<string, unknown>;
export type ProvinceRow = SeasonProvinceTable;
export type CollegeRow = Omit<SeasonCollegeTable, 'collegiate_id' | 'info'> & { info: Info };
export type MajorRow = Omit<SeasonMajorTable, 'mojor_id' | 'info'> & { info: Info };
export type RankRow = SeasonRankTable;
export type BatchLineRow = SeasonBatchLineTable;
export type UnitRow = Omit<SeasonUnitTable, 'unit_id'>;
export type ContentRow = Omit<SeasonContentTable, 'body'> & { body: Info };
export interface SeasonDataset {
  dataset: 'demo' | 'real';
  provinces: ProvinceRow[];
  colleges: CollegeRow[];
  majors: MajorRow[];
  ranks: RankRow[];
  lines: BatchLineRow[];
  units: UnitRow[];
  content: ContentRow[];
  /** Real parts of a set that also holds demo rows (the default set): `province|batch|group` and `province|year|group`. */
  realScopes?: { units: string[]; ranks: string[] };
  /** The season's plan year (the coming one), when the set names it: every slice's plan year is at least this. */
  planYear?: number;
  /** The publications behind the real rows, and which 批次线 rows are real (`province|year|group` → source_id). */
  provenance?: DatasetProvenance;
}

export interface DatasetProvenance {
  publications: PublicationRow[];
  lineSources: Record<string, string>;
  /** Each real 批次线 row's ordinary lines as published (`province|year|group` → name and scores): 本科一批 beside 二批, several scores per category. */
  lineBatches?: Record<string, { batch: string; scores: number[] }[]>;
}

/**
 * What a publication holds: a 一分一段 table, admission lines (投档/录取), 批次线 (control lines), or an enrolment plan
 * (招生计划: only from the compilations of the older folders; sources.csv names none).
 */
export type PublicationKind = 'rank-table' | 'lines' | 'control-line' | 'plan';

/** One publication behind one province, year and group's table, lines or 批次线. */
export interface PublicationRow {
  source_id: string;
  province: string;
  year: number;
  group_d: string;
  kind: PublicationKind;
  title: string;
  publisher: string;
  /** The publication's address; '' where none is known (a transcription credited to its publisher). */
  url: string;
  /** The publication date as its address writes it (yyyy-mm-dd), else ''. */
  date: string;
}

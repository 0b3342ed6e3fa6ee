import type { Selectable } from 'kysely';
import type { CollegeScreen, MajorOption, OtherScreen, RankTable, SubjectRequirement } from 'gaokao-domain';
import type { PlanForRow, SeasonUnit } from '../season-port';
import type { Outlook } from './outlook';
import type { SeasonCollegeTable, SeasonUnitTable } from './tables';

/** The in-memory shapes of the season: colleges, majors, units with their history, slices and screens. */

/** A college as its season_college row reads (info parsed). */
export type College = Selectable<SeasonCollegeTable>;
export interface Major {
  mojor_id: number;
  cengci: string;
  major_code: string;
  major_name: string;
  subject: string;
  majors: string;
  info: Record<string, unknown>;
}
export interface HistYear {
  year: number;
  /** Published only by some sources (none of 广东's); null where it is not. */
  max_score: number | null;
  min_score: number | null;
  min_rank: number | null;
  planned: number | null;
  zhengji1: number | null;
  zhengji2: number | null;
  /** The publication of that year's line (real-national/sources.csv), where known. */
  source_id: string | null;
  /**
   * A 专业组 met by its code alone in a college whose list of codes changed since that year, with no requirement to
   * tell its groups apart (gaokao-domain `metByCodeAlone`): the line is that of the group that had the code then.
   */
  codeOnly?: true;
}
/** The columns that name a unit: its slice, codes, titles and subject requirement. */
type UnitKeyColumns = 'unit_id' | 'province' | 'year' | 'batch' | 'group_d' | 'code' | 'group_code' | 'specialty_code' | 'collegeName' | 'specialty_title' | 'the_second';

/** A unit row of any year, as the query pages read it. */
export type HistoryRow = Pick<Selectable<SeasonUnitTable>, UnitKeyColumns | 'max_score' | 'min_score' | 'min_rank' | 'planned_number' | 'zhengji1' | 'zhengji2' | 'source_id'>;

/** The columns of a plan-year unit row that a Unit carries as they are stored. */
export type UnitColumns = Readonly<Pick<Selectable<SeasonUnitTable>, UnitKeyColumns | 'major_remark' | 'planned_number' | 'schooling_length' | 'tuition_fee' | 'source_id'>>;

/** One row a user can put on the wish list: the plan-year unit (its stored columns) with its history and prediction. */
export interface Unit extends SeasonUnit, UnitColumns {
  college: College | undefined;
  major: Major | undefined;
  /** current, qu, qian */
  hist: [HistYear | null, HistYear | null, HistYear | null];
  yugu_score: number | null;
  yugu_seat: number | null;
  /** Predicted lines v2 (real data with earlier years fitted): 99 % line and probability; null otherwise. */
  outlook: Outlook | null;
  firstTime: boolean;
  req: SubjectRequirement;
  /**
   * The static wire row (VolunteerResult without the per-plan fields), built from the fields below the first time it is
   * read (wire.ts `lazyWireUnit`): most of a set's 161k units are never shown between two builds, and building every
   * row was a fifth of each build and 120 MB of heap.
   */
  readonly wire: Record<string, unknown>;
  /** The slice's years and the row's 层次, for the wire row. */
  wireYears: Years;
  cengci: string;
  /** A whole-group unit (江苏's 专业组): the majors its plan names (wire `group_majors`); null for other units. */
  groupMajors: string[] | null;
  /** A major of a 院校专业组: the group's predicted line, the lowest of its majors' (wire `group_yugu_score`). */
  groupLine: number | null;
  /**
   * The static part of the wire row as JSON, without its closing brace (per-request fields are appended), written on
   * the first request that shows the unit (`unitJson`): '' until then. Kept for every unit, these strings were 560 MB of
   * the default set's heap (two bytes a character once a row holds Chinese text) and 2 s of every start.
   */
  json: string;
}
export interface Years {
  ming_year: number;
  current_year: number;
  qu_year: number;
  qian_year: number;
  /**
   * The history years (of qian_year–current_year) for which some unit of the slice holds a published number, ascending
   * (江苏: 2023–2024 of 2022–2024). Sent in the screens' `object` (additive) so a 真实数据 label names these years.
   */
  data_years?: number[];
}
export interface Slice {
  province: string;
  batch: string;
  group_d: string;
  years: Years;
  /** Whether the ming_year rows are a published plan (true) or carried over from the latest admission year. */
  planPublished: boolean;
  table: RankTable | null;
  tableYear: number | null;
  /** Sorted by yugu_score descending; units without a prediction (new majors) last. */
  rows: Unit[];
  /** Units by planUnitKey (code, specialty_code). */
  byCode: Map<string, Unit>;
  byTitle: Map<string, Unit>;
  /** Whether the slice's rows are real (imported or from the default set's real sources) rather than 演示数据. */
  real: boolean;
  planSums: { ming: number; current: number; qu: number; qian: number };
  /** The years the slice's lines rest on: its latest admission year with results, and the table's year. */
  basis: { lines: number | null; table: number | null };
}

/** The plan fields screens depend on (structural: the server's plan row fits): the same fields as a result row's. */
export type PlanLike = PlanForRow;

export interface Screens {
  major: MajorOption[];
  teshu: string[];
  college: CollegeScreen;
  other: OtherScreen;
  /** True when nothing is restricted: the filters are skipped. */
  none: boolean;
}

import { SCHOOLING_LENGTH_OPTIONS } from './options';
import { readChoice, readScreenObject, readStringList, readSwitch, readText } from './screen-fields';

/** A three-way screen choice: 0 all rows, 1 only matching rows, 2 rows that do not match. */
export type ScreenChoice = 0 | 1 | 2;

/**
 * The other filter of the plan page, saved per volunteer as other_screen (wire names kept: it travels as JSON through
 * screenFind/screenFindSave). Range ends are the inputs' texts ('' = open) so a half-typed value survives a save.
 */
export type OtherScreen = {
  /** Years, 1–9; null is 不限. */
  schooling_length: number | null;
  tuition_fee_min: string;
  tuition_fee_max: string;
  /** Include rows whose fee is unknown (-1) while a fee range is set. */
  tuition_fee_no: boolean;
  /** Keywords a row must contain (any of), from the keyword options; 自定义 adds specialty_title_other. */
  specialty_title: string[];
  specialty_title_other: string;
  /** Keywords a row must not contain; 自定义 adds specialty_title_no_other. */
  specialty_title_no: string[];
  specialty_title_no_other: string;
  /** 1 only rows with supplementary recruitment (征集) in the three history years, 2 only rows without. */
  zhengji: ScreenChoice;
  planned_number_min: string;
  planned_number_max: string;
  /** Range of the predicted line (yugu_score). */
  min_score: string;
  max_score: string;
  /** 0 all, 1 normal-school (师范) majors, 2 others. */
  isShifan: ScreenChoice;
  /** 0 all, 1 new majors only, 2 no new majors. */
  isNewMajor: ScreenChoice;
  /** Show vocational (职教) rows; off hides rows whose level contains 职. */
  hasZhiJiao: boolean;
};

/** The other filter as it starts: nothing restricted, unknown fees included, vocational rows shown. */
export function defaultOtherScreen(): OtherScreen {
  return {
    schooling_length: null,
    tuition_fee_min: '',
    tuition_fee_max: '',
    tuition_fee_no: true,
    specialty_title: [],
    specialty_title_other: '',
    specialty_title_no: [],
    specialty_title_no_other: '',
    zhengji: 0,
    planned_number_min: '',
    planned_number_max: '',
    min_score: '',
    max_score: '',
    isShifan: 0,
    isNewMajor: 0,
    hasZhiJiao: true,
  };
}

function readSchoolingLength(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value.trim() || Number.NaN) : value;
  return (SCHOOLING_LENGTH_OPTIONS as readonly unknown[]).includes(n) ? (n as number) : null;
}

/** Reads a saved other_screen (JSON text or object), field by field; bad JSON or bad fields fall back to the defaults. */
export function parseOtherScreen(saved: unknown): OtherScreen {
  const o = readScreenObject(saved);
  const d = defaultOtherScreen();
  return {
    schooling_length: readSchoolingLength(o.schooling_length),
    tuition_fee_min: readText(o.tuition_fee_min),
    tuition_fee_max: readText(o.tuition_fee_max),
    tuition_fee_no: readSwitch(o.tuition_fee_no, d.tuition_fee_no),
    specialty_title: readStringList(o.specialty_title),
    specialty_title_other: readText(o.specialty_title_other),
    specialty_title_no: readStringList(o.specialty_title_no),
    specialty_title_no_other: readText(o.specialty_title_no_other),
    zhengji: readChoice(o.zhengji),
    planned_number_min: readText(o.planned_number_min),
    planned_number_max: readText(o.planned_number_max),
    min_score: readText(o.min_score),
    max_score: readText(o.max_score),
    isShifan: readChoice(o.isShifan),
    isNewMajor: readChoice(o.isNewMajor),
    hasZhiJiao: readSwitch(o.hasZhiJiao, d.hasZhiJiao),
  };
}

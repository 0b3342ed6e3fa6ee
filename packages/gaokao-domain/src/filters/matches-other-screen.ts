import { isVocational } from '../display/cengci-label';
import { isFlagSet } from '../display/is-flag-set';
import { isNewMajor } from '../display/is-new-major';
import { inRange } from './in-range';
import { keywordList } from './keyword-list';
import type { OtherScreen, ScreenChoice } from './other-screen';
import { type NumericRange, parseRange } from './parse-range';
import { readNumber } from './read-number';
import type { ScreenRow } from './screen-row';
import { tuitionFeeMatches } from './tuition-fee-matches';

/** An invalid range (the dialog refuses to save one) restricts nothing rather than hiding every row. */
function rangeOf(min: string, max: string): NumericRange {
  const parsed = parseRange(min, max);
  return parsed.ok ? parsed.range : {};
}

/** A bounded range needs a known value inside it; an open range passes everything. */
function valueMatches(value: number | string | null | undefined, range: NumericRange): boolean {
  if (range.min === undefined && range.max === undefined) return true;
  const n = readNumber(value);
  return n !== undefined && inRange(n, range);
}

function choiceMatches(choice: ScreenChoice, holds: boolean): boolean {
  return choice === 0 || (choice === 1) === holds;
}

/** The first number in a schooling length such as 4, "4" or "4年". */
function years(value: number | string | null | undefined): number | undefined {
  const match = /\d+/.exec(String(value ?? ''));
  return match ? Number(match[0]) : undefined;
}

function hasSupplementary(row: ScreenRow): boolean {
  const rounds = [
    row.current_year_zhengji1, row.current_year_zhengji2, row.qu_year_zhengji1,
    row.qu_year_zhengji2, row.qian_year_zhengji1, row.qian_year_zhengji2,
  ];
  return rounds.some((v) => (readNumber(v) ?? 0) > 0);
}

/** 师范 from the isShifan flag when the row carries one, else from a 师范 (not 非师范) mark in title or remarks. */
function isNormalSchool(row: ScreenRow, text: string): boolean {
  if (row.isShifan != null && row.isShifan !== '') return isFlagSet(row.isShifan);
  return text.replace(/非师范/g, '').includes('师范');
}

/**
 * True when a result row passes the other filter. Decisions the spec leaves open:
 * - keywords are searched in specialty_title, major_remark and collegeNameRemark (the sources write 中外合作, 专项,
 *   预科, 少数民族 in the remarks); a row passes with any wanted keyword and fails with any unwanted one;
 * - the score range applies to the predicted line (yugu_score); a bounded plan-number or score range drops rows
 *   whose value is unknown; a fee range keeps unknown fees only with tuition_fee_no (see {@link tuitionFeeMatches});
 * - zhengji 1 keeps rows with a supplementary-recruitment number above 0 in any of the three years, 2 the others;
 * - isShifan uses the row's isShifan flag, falling back to a 师范 mark in the title or remarks;
 * - hasZhiJiao off hides vocational rows (level containing 职).
 */
export function matchesOtherScreen(row: ScreenRow, screen: OtherScreen): boolean {
  if (screen.schooling_length !== null && years(row.schooling_length) !== screen.schooling_length) return false;
  const feeRange = rangeOf(screen.tuition_fee_min, screen.tuition_fee_max);
  if (!tuitionFeeMatches(row.tuition_fee, feeRange, screen.tuition_fee_no)) return false;

  const text = [row.specialty_title, row.major_remark, row.collegeNameRemark].filter(Boolean).join(' ');
  const wanted = keywordList(screen.specialty_title, screen.specialty_title_other);
  if (wanted.length > 0 && !wanted.some((k) => text.includes(k))) return false;
  const unwanted = keywordList(screen.specialty_title_no, screen.specialty_title_no_other);
  if (unwanted.some((k) => text.includes(k))) return false;

  if (!choiceMatches(screen.zhengji, hasSupplementary(row))) return false;
  if (!valueMatches(row.planned_number, rangeOf(screen.planned_number_min, screen.planned_number_max))) return false;
  if (!valueMatches(row.yugu_score, rangeOf(screen.min_score, screen.max_score))) return false;
  if (!choiceMatches(screen.isShifan, isNormalSchool(row, text))) return false;
  if (!choiceMatches(screen.isNewMajor, isNewMajor(row))) return false;
  if (!screen.hasZhiJiao && isVocational(row.cengci)) return false;
  return true;
}

import type { CollegeScreen } from './college-screen';
import { matchesCollegeNatures, matchesCollegeProvinces } from './college-filter-values';
import { COLLEGE_ATTRIBUTE_OPTIONS, COLLEGE_STRENGTH_OPTIONS, COLLEGE_TYPE_OPTIONS, NATURE_OPTIONS, REGION_OPTIONS } from './options';
import { readNumber } from './read-number';
import type { ScreenRow } from './screen-row';

/** A group restricts nothing when it is empty or holds every option (how it loads). */
function unrestricted(selected: readonly string[], all: readonly string[]): boolean {
  return selected.length === 0 || all.every((o) => selected.includes(o));
}

function anyChosen(values: readonly string[], selected: readonly string[]): boolean {
  return values.some((v) => selected.includes(v));
}

/** The college type as an option: 综合类 → 综合 (part 2 spells types with 类); unknown types count as 其他. */
function typeOption(type: string | null | undefined): string {
  const short = (type ?? '').trim().replace(/类$/, '');
  return (COLLEGE_TYPE_OPTIONS as readonly string[]).includes(short) ? short : '其他';
}

/** 有博士点 when boshiNum > 0, 有硕士点 when shuoshiNum > 0, else 其他. */
function strengthOptions(row: ScreenRow): string[] {
  const found: string[] = [];
  if ((readNumber(row.boshiNum) ?? 0) > 0) found.push('有博士点');
  if ((readNumber(row.shuoshiNum) ?? 0) > 0) found.push('有硕士点');
  return found.length > 0 ? found : ['其他'];
}

/**
 * True when a result row passes the college filter: for each restricted group the row's value must be checked —
 * region (collegeProvince, 河北省 read as 河北), type (collegeType, 类 suffix ignored, unknown → 其他), nature (any of
 * its 985/211/双一流 flags, or 其他), attribute (collegeNature) and strength (doctoral/master's points, or 其他).
 * A group that is empty or fully checked restricts nothing, so rows with unknown values are not lost by default.
 */
export function matchesCollegeScreen(row: ScreenRow, screen: CollegeScreen): boolean {
  if (!unrestricted(screen.regions, REGION_OPTIONS) && !matchesCollegeProvinces(row, screen.regions)) return false;
  if (!unrestricted(screen.types, COLLEGE_TYPE_OPTIONS) && !screen.types.includes(typeOption(row.collegeType))) return false;
  if (!unrestricted(screen.natures, NATURE_OPTIONS) && !matchesCollegeNatures(row, screen.natures)) return false;
  if (!unrestricted(screen.attributes, COLLEGE_ATTRIBUTE_OPTIONS) && !screen.attributes.includes((row.collegeNature ?? '').trim())) {
    return false;
  }
  if (!unrestricted(screen.strengths, COLLEGE_STRENGTH_OPTIONS) && !anyChosen(strengthOptions(row), screen.strengths)) return false;
  return true;
}

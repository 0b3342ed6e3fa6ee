import { isFlagSet } from '../display/is-flag-set';
import type { ScreenRow } from './screen-row';
import { shortProvince } from './short-province';

/**
 * One value of a college-nature filter (the 院校性质 of the college screen, the `collegeNature` field of the search
 * and list calls): 985, 211 and 双一流 read the row's flags; 其他 is a college with none of them; any other value
 * (公办, 民办, 独立学院 …) is compared with the college attribute.
 */
export function collegeNatureHas(row: ScreenRow, value: string): boolean {
  const nature = value.trim();
  if (nature === '985') return isFlagSet(row.is985);
  if (nature === '211') return isFlagSet(row.is211);
  if (nature === '双一流') return isFlagSet(row.two_yiliu);
  if (nature === '其他') return !isFlagSet(row.is985) && !isFlagSet(row.is211) && !isFlagSet(row.two_yiliu);
  return (row.collegeNature ?? '').trim() === nature;
}

/** True when no nature is chosen, or the row has any chosen one ({@link collegeNatureHas}). */
export function matchesCollegeNatures(row: ScreenRow, natures: readonly string[]): boolean {
  return natures.length === 0 || natures.some((n) => collegeNatureHas(row, n));
}

/**
 * True when no province is chosen, or the college stands in one of them: both sides read by their short name
 * (河北省 and 河北 are one province; 内蒙古自治区 is 内蒙古).
 */
export function matchesCollegeProvinces(row: ScreenRow, provinces: readonly string[]): boolean {
  if (provinces.length === 0) return true;
  const own = shortProvince(row.collegeProvince);
  return own !== '' && provinces.some((p) => shortProvince(p) === own);
}

import { crossYearIdentity, groupUnitTitle, isGroupUnit, requirementsGiven, type WrittenUnit } from 'gaokao-domain';
import type { UnitRow } from './dataset';
import { normTitle } from './names';

/** Whether a row is a whole 专业组: stored as one (`NN专业组`), or without a title (as the model reads a group). */
const groupLevel = (r: UnitRow) => isGroupUnit(r) || (r.group_code !== '' && r.specialty_title.trim() === '');

/** A row as cross-year matching reads it. */
const writtenUnit = (r: UnitRow): WrittenUnit => ({ year: r.year, code: r.code, college: r.collegeName, groupCode: r.group_code, requirement: r.the_second, group: groupLevel(r), title: groupLevel(r) ? '' : normTitle(r.specialty_title) });

/**
 * One slice's rows (every year) as cross-year matching reads them (gaokao-domain predict/college-match.ts): each row
 * with its college's key across years in `code`, a 专业组's number as its group code, and the requirement and remark
 * left out where some year's source gives none. The rows shown keep their own codes; only history lookups and the
 * model's records read these.
 */
export function matchingRows<T extends UnitRow>(rows: readonly T[]): ((r: T) => T) & { requirementDropped: boolean } {
  const written = rows.map(writtenUnit);
  const identity = crossYearIdentity(written);
  const seen = new Map<T, T>();
  const matchOf = (r: T): T => {
    const hit = seen.get(r);
    if (hit !== undefined) return hit;
    const id = identity(writtenUnit(r));
    const out: T = groupLevel(r)
      ? {
          ...r,
          code: id.code,
          group_code: id.groupCode,
          specialty_code: id.groupCode,
          specialty_title: groupUnitTitle(id.groupCode),
          the_second: id.requirement,
          major_remark: id.requirementDropped ? '' : r.major_remark,
        }
      : { ...r, code: id.code, group_code: id.groupCode };
    seen.set(r, out);
    return out;
  };
  // Whether no requirement tells the slice's groups apart across years (some year's source gives none for most groups).
  return Object.assign(matchOf, { requirementDropped: !requirementsGiven(written) });
}

import { viewOf, type SchoolView } from './views';

/**
 * Everything a family shares of /School lives in the address: the view (`n`, and `i` as it came), the filters
 * (`province`, `level`, `nature`, `ctype`), the searches (`name`, `major`) and the page. Defaults are left out.
 */
export interface SchoolParams {
  view: SchoolView;
  /** The `i` the page was opened with (the comprehensive hub's menu entry); kept as it is. */
  i: string | null;
  name: string;
  major: string;
  province: string;
  level: string;
  nature: string;
  ctype: string;
  page: number;
}

export type SchoolFilters = Pick<SchoolParams, 'name' | 'major' | 'province' | 'level' | 'nature' | 'ctype'>;

const FILTER_KEYS = ['name', 'major', 'province', 'level', 'nature', 'ctype'] as const satisfies readonly (keyof SchoolFilters)[];

function pageOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

export function readSchoolParams(search: URLSearchParams): SchoolParams {
  const view = viewOf(search.get('n'));
  const text = (key: string) => (search.get(key) ?? '').trim();
  return {
    view,
    i: search.get('i'),
    name: text('name'),
    // Only the views that search by major read it.
    major: view.majorSearch ? text('major') : '',
    province: text('province'),
    level: text('level'),
    nature: text('nature'),
    ctype: text('ctype'),
    page: pageOf(search.get('page')),
  };
}

/**
 * The address after a change of filters or page. Any filter change starts again at page 1 (part 2 §4); parameters the
 * page does not own (`n`, `i`, others) are kept.
 */
export function writeSchoolParams(search: URLSearchParams, change: Partial<SchoolFilters> & { page?: number }): URLSearchParams {
  const out = new URLSearchParams(search);
  const current = readSchoolParams(search);
  let filtersChanged = false;
  for (const key of FILTER_KEYS) {
    const value = change[key];
    if (value === undefined) continue;
    const v = value.trim();
    if (v !== current[key]) filtersChanged = true;
    if (v) out.set(key, v);
    else out.delete(key);
  }
  const page = filtersChanged ? 1 : (change.page ?? current.page);
  if (page === 1) out.delete('page');
  else out.set('page', String(page));
  return out;
}

/** The college-list request of a view, its filters and page. */
export function listRequest(p: SchoolParams, limit: number) {
  return {
    page: p.page,
    limit,
    type: p.view.type,
    collegeName: p.name,
    collegeProvince: p.province,
    collegeLevel: p.level,
    collegeNature: p.nature,
    majorName: p.major,
  };
}

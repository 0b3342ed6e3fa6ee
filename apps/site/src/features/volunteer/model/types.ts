import type { VolunteerResultRow, VolunteerYears } from '../ui-bridge';
import type { Volunteer } from 'gaokao-contract';
import { COLLEGE_ATTRIBUTE_OPTIONS } from 'gaokao-domain';

/** A list row as every screen and the wish list send it (wire names kept). */
export type ResultRow = VolunteerResultRow;
export type Years = VolunteerYears;
export type Plan = Volunteer;

/** One page of a season screen or of the wish list (part 2 §3 "List response"): the contract's reply. */
export type { ScreenPage } from 'gaokao-contract';

/** The four tabs of the workspace (part 2 §2). */
export const TABS = [
  { id: 1, label: '智能推荐专业' },
  { id: 2, label: '按院校查询' },
  { id: 3, label: '首次招生院校' },
  { id: 4, label: '志愿单' },
] as const;
export type TabId = (typeof TABS)[number]['id'];

/** Recommendation screen page size (part 2 §9); its default score band is the domain's DEFAULT_SCORE_BAND. */
export const RECOMMEND_PAGE_SIZE = 500;
/** Tabs 2 and 3: the spec gives no size; 50 rows keep a page light on a phone. */
export const SEARCH_PAGE_SIZE = 50;

/** 性质 / 办学性质 of the search and wish-list filters: the domain's college attributes, after 全部 (no filter). */
export const NATURE_SELECT_OPTIONS = [{ value: '', label: '全部' }, ...COLLEGE_ATTRIBUTE_OPTIONS.map((n) => ({ value: n, label: n }))];

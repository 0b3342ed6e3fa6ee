import type { VolunteerResultRow, VolunteerYears } from '../ui-bridge';
import type { Volunteer } from 'gaokao-contract';

/** A list row as every screen and the wish list send it (wire names kept). */
export type ResultRow = VolunteerResultRow;
export type Years = VolunteerYears;
export type Plan = Volunteer;

/** One page of a season screen or of the wish list (part 2 §3 "List response"). */
export interface ScreenPage {
  list: ResultRow[];
  object?: Partial<VolunteerYears> | null;
  count?: number;
  tianbaocount?: number;
  min_score?: number;
  max_score?: number;
}

/** The four tabs of the workspace (part 2 §2). */
export const TABS = [
  { id: 1, label: '智能推荐专业' },
  { id: 2, label: '按院校查询' },
  { id: 3, label: '首次招生院校' },
  { id: 4, label: '志愿单' },
] as const;
export type TabId = (typeof TABS)[number]['id'];

/** Recommendation screen constants (part 2 §9). */
export const RECOMMEND_PAGE_SIZE = 500;
export const DEFAULT_UP_SCORE = 150;
export const DEFAULT_DOWN_SCORE = 200;
/** Tabs 2 and 3: the spec gives no size; 50 rows keep a page light on a phone. */
export const SEARCH_PAGE_SIZE = 50;

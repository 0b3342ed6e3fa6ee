import { MSG } from 'gaokao-domain';

/**
 * Pagination of tabs 1–3 (part 2 §2, §4): a tab change resets to page 1, an empty list and "more pages assumed".
 * A page is the last one when the server's count is reached or the page came back short.
 */
export interface PageState {
  page: number;
  /** Whether a next page may exist. */
  more: boolean;
}

export const FIRST_PAGE: PageState = { page: 1, more: true };

export function afterLoad(page: number, pageSize: number, received: number, count: number | undefined): PageState {
  const reachedCount = typeof count === 'number' && Number.isFinite(count) ? page * pageSize >= count : false;
  return { page, more: received >= pageSize && !reachedCount };
}

/** The footer text under a list: 暂无数据 when empty, 没有更多数据了 on the last page, nothing otherwise. */
export function listFooter(rows: number, state: PageState, loading: boolean): '' | typeof MSG.noData | typeof MSG.noMoreData {
  if (loading) return '';
  if (rows === 0 && state.page === 1) return MSG.noData;
  return state.more ? '' : MSG.noMoreData;
}

import { queryOptions } from '@tanstack/react-query';
import { routes } from '../../../lib/api';
import { callQuery } from '../../../lib/query';

/** Part 2 §9: the news list shows 100 a page, published items (status 1) only. */
export const NEWS_PAGE_SIZE = 100;

export const newsPageQuery = (page: number, title: string) =>
  queryOptions({ ...callQuery(routes.newsList, { page, limit: NEWS_PAGE_SIZE, title, status: 1 }), select: (d) => d ?? { total: 0, data: [] } });

/** One article; quiet: the page answers a missing article itself (该文章不存在, then home), an answer without one too. */
export const articleQuery = (id: number) =>
  queryOptions({
    ...callQuery(routes.newsDetail, { infomation_id: id }, { quiet: true }),
    select: (data) => {
      if (!data) throw new Error('missing');
      return data;
    },
  });

import { queryOptions } from '@tanstack/react-query';
import type { CallName as ContractCallName, Reply, RequestInput, calls } from 'gaokao-contract';
import { request, type Body, type Method, type RequestOptions } from '../../../lib/http';
import { callKey } from '../../../lib/query';

/** The news calls (`InfoMation`): names, paths and methods checked against the contract by `news.test.tsx`. */
export const newsEndpoints = {
  newsList: { path: '/api/InfoMation/index', method: 'POST' },
  newsDetail: { path: '/api/InfoMation/detail', method: 'POST' },
} as const satisfies { [N in ContractCallName]?: { path: (typeof calls)[N]['path']; method: Method } };

type NewsCall = keyof typeof newsEndpoints;

function ncall<N extends NewsCall>(name: N, body: RequestInput<N>, options?: RequestOptions): Promise<Reply<N>> {
  const { path, method } = newsEndpoints[name];
  return request(method, path, body as Body, options) as Promise<Reply<N>>;
}

/** Part 2 §9: the news list shows 100 a page, published items (status 1) only. */
export const NEWS_PAGE_SIZE = 100;

export const newsPageQuery = (page: number, title: string) => {
  const input = { page, limit: NEWS_PAGE_SIZE, title, status: 1 };
  return queryOptions({
    queryKey: callKey('newsList', input),
    queryFn: async () => (await ncall('newsList', input)).data ?? { total: 0, data: [] },
  });
};

/** One article; quiet: the page answers a missing article itself (该文章不存在, then home). */
export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: callKey('newsDetail', { infomation_id: id }),
    queryFn: async () => {
      const data = (await ncall('newsDetail', { infomation_id: id }, { quiet: true })).data;
      if (!data) throw new Error('missing');
      return data;
    },
  });

import { infiniteQueryOptions, QueryClient, queryOptions } from '@tanstack/react-query';
import type { RequestOptions } from './http';
import { call, type CallData, type CallInput, type Route } from './api';

/**
 * The query key of a call: its route, then its input. Every
 * query and invalidation in the site derives its key from here, so `invalidateQueries({ queryKey:
 * callKey(routes.collegeResultScreen) })` reaches every page of the wish list whatever its filters.
 */
export function callKey<R extends Route>(route: R): readonly [R];
export function callKey<R extends Route, I extends object>(route: R, input: I): readonly [R, I];
export function callKey(route: string, input?: object): readonly unknown[] {
  return input === undefined ? [route] : [route, input];
}

export interface CallQueryOptions extends Pick<RequestOptions, 'quiet'> {
  /**
   * A second entry of the same call kept apart: who asks, for a reply that depends on the viewer (a visitor sees part
   * of a list, so a sign-in does not reuse a visitor's answer), or a poll that must not touch the page's own entry.
   */
  scope?: string | number | null;
}

/**
 * The one definition of a call's query: key `[route, input]` (plus `{ scope }`), data the reply's `data` as the
 * contract types it (null when the reply has none). A key therefore always holds the same shape, whichever page asked
 * first; a page shapes what it shows with `select`. A failure the server answered rejects with its envelope.
 */
export function callQuery<R extends Route>(route: R, input: CallInput<R>, options: CallQueryOptions = {}) {
  const { scope, quiet } = options;
  return queryOptions({
    queryKey: scope === undefined ? ([route, input] as const) : ([route, input, { scope }] as const),
    queryFn: async (): Promise<CallData<R> | null> => ((await call(route, input, quiet ? { quiet } : undefined)).data ?? null) as CallData<R> | null,
  });
}

/**
 * A call read page by page (a list offered 加载更多): key `[route, input, { pages: 'infinite' }]`, each page the
 * reply's `data`; `next` gives the page after `last` (its number `page`), or undefined when there is none.
 */
export function callPagesQuery<R extends Route>(
  route: R,
  input: Omit<CallInput<R>, 'page'>,
  next: (last: CallData<R> | null, page: number) => number | undefined,
  options: Pick<RequestOptions, 'quiet'> = {},
) {
  return infiniteQueryOptions({
    queryKey: [route, input, { pages: 'infinite' }] as const,
    queryFn: async ({ pageParam }): Promise<CallData<R> | null> =>
      ((await call(route, { ...input, page: pageParam } as CallInput<R>, options.quiet ? { quiet: true } : undefined)).data ?? null) as CallData<R> | null,
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => next(last, page),
  });
}

/**
 * Every page of a call, read one after another (a chart over a whole table, one-key fill over a whole screen): key
 * `[route, input, { pages: 'all' }]` (`input` without its page, so an invalidation of the call reaches it too). Stops at
 * a short page, at `total`, or after `maxPages`; `total` is the reply's count (more than `rows` only when `maxPages`
 * cut the read short), `first` the first page's reply (for what every page carries alike, such as `dataset`).
 */
export function everyPageQuery<R extends Route, T>(
  route: R,
  input: Omit<CallInput<R>, 'page'>,
  read: { pageSize: number; maxPages: number; rows: (data: CallData<R> | null) => readonly T[]; total: (data: CallData<R> | null) => number; quiet?: boolean },
) {
  return queryOptions({
    queryKey: [route, input, { pages: 'all' }] as const,
    queryFn: async (): Promise<{ rows: T[]; total: number; first: CallData<R> | null }> => {
      const rows: T[] = [];
      let total = 0;
      let first: CallData<R> | null = null;
      for (let page = 1; page <= read.maxPages; page++) {
        const data = ((await call(route, { ...input, page } as CallInput<R>, read.quiet ? { quiet: true } : undefined)).data ?? null) as CallData<R> | null;
        if (page === 1) first = data;
        const list = read.rows(data);
        rows.push(...list);
        total = Math.max(Number(read.total(data)) || 0, rows.length);
        if (list.length < read.pageSize || rows.length >= total) break;
      }
      return { rows, total, first };
    },
  });
}

/**
 * The site's one QueryClient. No retries, for queries as for mutations: the network rules say a call runs once (a
 * POST that creates a plan must not run twice, and every call here is a POST), and a failure has already been shown
 * by the catalogue. No refetch on focus or reconnect either: each refetch that failed would show its dialog again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

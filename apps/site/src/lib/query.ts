import { QueryClient } from '@tanstack/react-query';

/**
 * The query key of a contract call: its name, then its input. Every query and invalidation in the site derives its
 * key from here, so `invalidateQueries({ queryKey: callKey('collegeResultScreen') })` reaches every page of the wish
 * list whatever its filters.
 */
export function callKey<N extends string>(name: N): readonly [N];
export function callKey<N extends string, I extends object>(name: N, input: I): readonly [N, I];
export function callKey(name: string, input?: object): readonly unknown[] {
  return input === undefined ? [name] : [name, input];
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

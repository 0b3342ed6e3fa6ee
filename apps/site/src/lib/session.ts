import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserInfo } from 'gaokao-contract';
import { callKey } from './query';
import { getToken } from './token';
import { call, routes } from './api';

/**
 * The signed-in member (`detail`), or null. Asked only when a token is stored, and any failure answers null (spec
 * part 1 §8); the catalogue still applies, so a stale token's 101 opens the login dialog. Kept for the session: a login
 * reloads the page and a logout resets every query.
 */
export const userQuery = () =>
  queryOptions({
    queryKey: callKey(routes.detail, {}),
    queryFn: async (): Promise<UserInfo | null> => {
      if (!getToken()) return null;
      try {
        return (await call(routes.detail)).data ?? null;
      } catch {
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The signed-in member, or null (also while the answer is on its way). */
export function useUser(): UserInfo | null {
  return useQuery(userQuery()).data ?? null;
}

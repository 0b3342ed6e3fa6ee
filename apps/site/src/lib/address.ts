import { useCallback, useLayoutEffect, useRef } from 'react';

/** A change of the address's query: from the last address asked for to the next. */
export type SearchChange = (prev: URLSearchParams) => URLSearchParams;

/** What the router's `useSearchParams()` returns (lib does not import the router: the home page starts without it). */
export type RouterSearch = readonly [URLSearchParams, (next: URLSearchParams, options?: { replace?: boolean }) => void];

/**
 * The page's query string and a setter whose changes build on one another, over the router's pair:
 * `useAddressSearch(useSearchParams())`. The router's own functional update hands every call made before the page
 * renders again the same, rendered address, so a second quick change (省份 and then 年份) undid the first; here each
 * change starts from the last address asked for until the router has rendered it.
 */
export function useAddressSearch([search, setSearch]: RouterSearch): [URLSearchParams, (change: SearchChange, options?: { replace?: boolean }) => void] {
  const pending = useRef<URLSearchParams | null>(null);
  useLayoutEffect(() => {
    pending.current = null;
  }, [search]);
  const update = useCallback(
    (change: SearchChange, options?: { replace?: boolean }) => {
      const next = change(pending.current ?? search);
      pending.current = next;
      setSearch(next, { replace: options?.replace ?? false });
    },
    [search, setSearch],
  );
  return [search, update];
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAddressSearch } from '../../../lib/address';

/**
 * Filters, page and page size of a query page live in the address (part 2 §4: changing a filter returns to page 1),
 * so reload, back/forward and a shared link keep them. Defaults are left out of the address.
 */
export const PAGE_KEY = 'page';
export const SIZE_KEY = 'size';

export function pageOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The page size in the address when it is one of `sizes`, else the first (the default). */
export function sizeOf(raw: string | null, sizes: readonly number[]): number {
  const n = Number(raw);
  return sizes.includes(n) ? n : (sizes[0] ?? 20);
}

export function readFilters<K extends string>(search: URLSearchParams, defaults: Record<K, string>): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(defaults) as K[]) out[key] = search.get(key) ?? defaults[key];
  return out;
}

/**
 * The address after a change: a changed filter or page size starts again at page 1; a page change keeps the filters.
 * Parameters the page does not own (the hub's `n`) are kept; defaults are removed.
 */
export function writeFilters<K extends string>(
  search: URLSearchParams,
  defaults: Record<K, string>,
  change: { filters?: Partial<Record<K, string>>; page?: number; size?: number },
  sizes: readonly number[],
): URLSearchParams {
  const out = new URLSearchParams(search);
  const current = readFilters(search, defaults);
  let page = change.page ?? pageOf(search.get(PAGE_KEY));
  let filterChanged = false;
  for (const [key, value] of Object.entries(change.filters ?? {}) as [K, string | undefined][]) {
    if (value === undefined) continue;
    if (value !== current[key]) filterChanged = true;
    if (value === defaults[key]) out.delete(key);
    else out.set(key, value);
  }
  if (change.size !== undefined) {
    if (change.size !== sizeOf(search.get(SIZE_KEY), sizes)) filterChanged = true;
    if (change.size === sizes[0]) out.delete(SIZE_KEY);
    else out.set(SIZE_KEY, String(change.size));
  }
  if (filterChanged && change.page === undefined) page = 1;
  if (page === 1) out.delete(PAGE_KEY);
  else out.set(PAGE_KEY, String(page));
  return out;
}

export interface UrlFilters<K extends string> {
  filters: Record<K, string>;
  page: number;
  /** Whether the address names a page (a reload or a shared link keeps it). */
  pageInAddress: boolean;
  size: number;
  setFilters: (filters: Partial<Record<K, string>>, options?: { replace?: boolean }) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setSize: (size: number) => void;
}

/** `useUrlFilters({ province: '河北', year: '' }, [20, 50, 100, 120])` — one page's filters in the address. */
export function useUrlFilters<K extends string>(defaults: Record<K, string>, sizes: readonly number[]): UrlFilters<K> {
  const [search, setSearch] = useAddressSearch(useSearchParams());
  // The defaults object is recreated each render by callers; its content is what matters.
  const key = JSON.stringify(defaults);
  const stable = useMemo(() => JSON.parse(key) as Record<K, string>, [key]);
  const filters = useMemo(() => readFilters(search, stable), [search, stable]);
  const update = useCallback(
    (change: Parameters<typeof writeFilters<K>>[2], replace = false) => setSearch((prev) => writeFilters(prev, stable, change, sizes), { replace }),
    [setSearch, stable, sizes],
  );
  return {
    filters,
    page: pageOf(search.get(PAGE_KEY)),
    pageInAddress: search.has(PAGE_KEY),
    size: sizeOf(search.get(SIZE_KEY), sizes),
    setFilters: useCallback((f, options) => update({ filters: f }, options?.replace), [update]),
    setPage: useCallback((p, options) => update({ page: p }, options?.replace), [update]),
    setSize: useCallback((s) => update({ size: s }), [update]),
  };
}

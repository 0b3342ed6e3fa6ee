import type { SitePath } from './paths';

/** A link's query: each value written with `encodeURIComponent`, in the order given; undefined and null are left out. */
export type HrefQuery = Readonly<Record<string, string | number | undefined | null>> | URLSearchParams;

/** The address of a page with its query (`href(paths.schoolDetail, { n: 12 })` → `/SchoolDetail?n=12`). */
export function href(path: SitePath, query?: HrefQuery): string {
  const search =
    query instanceof URLSearchParams
      ? query.toString()
      : Object.entries(query ?? {})
          .flatMap(([key, value]) => (value == null ? [] : [`${key}=${encodeURIComponent(String(value))}`]))
          .join('&');
  return search ? `${path}?${search}` : path;
}

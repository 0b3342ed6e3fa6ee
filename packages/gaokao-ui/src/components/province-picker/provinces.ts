import type { Province } from 'gaokao-domain';

/**
 * The province list and the search rule live in gaokao-domain (one list for the UI and the server):
 * `PROVINCES` is the 34 provincial-level divisions, a convenience default for `ProvincePicker`; a site that serves
 * only some provinces passes its own list (see `provincesFromNames`). `filterProvinces` matches a Chinese name or part
 * of it, the pinyin initials of the characters (hb → 河北, 湖北), the group letter or the start of the pinyin.
 */
export { filterProvinces, PROVINCES, provincesFromNames, type Province } from 'gaokao-domain';

/** Groups by initial, A→Z ('#' last), keeping the input order inside a group. */
export function groupByInitial(provinces: readonly Province[]): Array<{ initial: string; provinces: Province[] }> {
  const groups = new Map<string, Province[]>();
  for (const p of provinces) {
    const list = groups.get(p.initial) ?? [];
    list.push(p);
    groups.set(p.initial, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([initial, list]) => ({ initial, provinces: list }));
}

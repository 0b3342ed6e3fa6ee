import fs from 'node:fs';
import path from 'node:path';
import { SHIPPED_DATA_DIR } from '../../paths';
import { fullWidth } from './sources';

/** A public list of colleges kept as data (`apps/server/data/lists/*.json`). */
export interface PublicList {
  list: string;
  title: string;
  published_size: number;
  source: string;
  entries: { name: string; military?: boolean; campus_of?: string; listed_as?: string; note?: string }[];
}

const DIR = path.join(SHIPPED_DATA_DIR, 'lists') + path.sep;
export const LIST_FILES = { '985': '985.json', '211': '211.json', 双一流: 'double-first-class-2022.json' } as const;
export type ListName = keyof typeof LIST_FILES;

let cached: Record<ListName, PublicList> | undefined;
export function publicLists(): Record<ListName, PublicList> {
  cached ??= Object.fromEntries(
    Object.entries(LIST_FILES).map(([k, f]) => [k, JSON.parse(fs.readFileSync(DIR + f, 'utf8')) as PublicList]),
  ) as Record<ListName, PublicList>;
  return cached;
}

/** The lists a college is on, matched by name (ASCII and full-width brackets alike). */
export function listsOf(name: string): Set<ListName> {
  const lists = publicLists();
  const n = fullWidth(name);
  const out = new Set<ListName>();
  for (const k of Object.keys(lists) as ListName[]) if (lists[k].entries.some((e) => fullWidth(e.name) === n)) out.add(k);
  return out;
}

/** Position of a name in the 985 list (the list's order), for the demo's quality order; -1 when absent. */
export function rankIn985(name: string): number {
  return publicLists()['985'].entries.findIndex((e) => fullWidth(e.name) === fullWidth(name));
}

import { PROVINCE_FORM_MODELS, provinceFormModel } from '../provinces/form-model';
import { planUnitKey } from './plan-unit-key';
import { wishlistMaxOf } from './wishlist-max';

/**
 * The official form of a 院校专业组 province (广东, 江苏, 湖北 …): a 志愿 is one college's 院校专业组, with up to K majors
 * in the family's order and a 服从调剂 choice; the form holds the province's number of groups.
 *
 * The wire keeps the spec's flat list (one row per college and major, `sort_id` 1…n); the group form is derived from it
 * (`groupsOfList`) and written back to it (`flattenGroups`): the groups in order, each group's majors in order. Nothing
 * here changes the flat list's calls.
 */

/** A flat wish-list row as the group form reads it (wire names). */
export interface GroupMajorRow {
  code: string | number;
  /** The 院校专业组 code; empty or missing where the data names no group (the row is then a group of its own). */
  group_code?: string | number | null;
  specialty_code: string | number;
  collegeName?: string | null;
  sort_id?: number | null;
}

/** One 志愿 of a group province: a college's 院校专业组, its chosen majors in order, and 服从调剂. */
export interface WishGroup<T extends GroupMajorRow> {
  /** The group's identity on the list (`groupKeyOf`). */
  key: string;
  code: string;
  /** The 院校专业组 code ('' where the data names none). */
  groupCode: string;
  collegeName: string;
  /**
   * The chosen majors, in the family's order. A row whose unit is the whole group (江苏's published lines, `NN专业组`) is
   * kept here as the group's one row.
   */
  majors: T[];
  /** 服从调剂: true unless the family said no. */
  obey: boolean;
}

/** How many groups a province's form holds, and how many majors each group lists. */
export interface GroupFormLimits {
  groups: number;
  majorsPerGroup: number;
}

/** Majors per group where a group province's model leaves it unknown (6, as in every province that states it but 上海). */
export const DEFAULT_MAJORS_PER_GROUP = 6;

/**
 * The group form's limits of a province (its 志愿 count and majors per group, from `provinceFormModel`); null where a 志愿
 * is not a 院校专业组 (河北, 浙江 … keep one row per college and major, with their own sizes). The 本科 form's figures
 * stand for the province's other batches too (the provinces' 专科 forms are also by group; not checked one by one).
 */
export function groupFormLimits(province: string | null | undefined): GroupFormLimits | null {
  const model = provinceFormModel(province);
  if (!model || model.unit !== '院校专业组' || model.wishes === null) return null;
  return { groups: model.wishes, majorsPerGroup: model.majorsPerWish ?? DEFAULT_MAJORS_PER_GROUP };
}

/**
 * The most rows (majors) a flat list holds in any province: the largest group form's groups × majors per group (天津 50 ×
 * 6 = 300), at least the spec's 96. The calls that take a whole list (sorting) accept this many rows.
 */
export const LIST_ROWS_MAX: number = Math.max(
  96,
  ...[...PROVINCE_FORM_MODELS.keys()].map((p) => {
    const l = groupFormLimits(p);
    return l ? l.groups * l.majorsPerGroup : 0;
  }),
);

/**
 * How many rows (majors) the flat list of a plan holds: the group form's groups × majors per group in a 院校专业组
 * province (广东 45 × 6 = 270), else `fallback` (the province's own list size, `wishlistMaxOf`).
 */
export function listRowsMaxOf(province: string | null | undefined, fallback: number): number {
  const l = groupFormLimits(province);
  return l ? l.groups * l.majorsPerGroup : fallback;
}

/**
 * How many rows (majors) the flat list of a plan in this province and batch holds, so a client asks for the whole list:
 * the group form's groups × majors (广东 270), else the list's own size (`wishlistMaxOf`: 辽宁 本科批 112, 浙江 80, 96).
 */
export function listRowsOf(province: string | null | undefined, batch: string | null | undefined): number {
  return listRowsMaxOf(province, wishlistMaxOf(province, batch));
}

const text = (v: unknown): string => (v == null ? '' : String(v).trim());

/**
 * The identity of a row's 院校专业组: college code and group code. A row without a group code is a group of its own
 * (keyed by its college and major), so a list from data that names no groups keeps one row per 志愿.
 */
export function groupKeyOf(row: GroupMajorRow): string {
  const g = text(row.group_code);
  return g === '' ? `${planUnitKey(row)}\u0000#` : `${text(row.code)}\u0000${g}\u0000@`;
}

function groupOf<T extends GroupMajorRow>(row: T, obey: boolean): WishGroup<T> {
  return { key: groupKeyOf(row), code: text(row.code), groupCode: text(row.group_code), collegeName: text(row.collegeName), majors: [row], obey };
}

/**
 * The group form of a flat list: rows taken in `sort_id` order (rows without one after, in their order), each group
 * placed where its first row stands and holding its rows in list order. `obey` gives a group's 服从调剂 by key (true
 * where missing). Limits are not applied here: `groupFormProblems` says what a list holds beyond them.
 */
export function groupsOfList<T extends GroupMajorRow>(rows: readonly T[], obey: ReadonlyMap<string, boolean> = new Map()): WishGroup<T>[] {
  const ordered = rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => (a.row.sort_id ?? Number.POSITIVE_INFINITY) - (b.row.sort_id ?? Number.POSITIVE_INFINITY) || a.i - b.i)
    .map((x) => x.row);
  const groups: WishGroup<T>[] = [];
  const byKey = new Map<string, WishGroup<T>>();
  for (const row of ordered) {
    const key = groupKeyOf(row);
    const g = byKey.get(key);
    if (g) {
      g.majors.push(row);
      continue;
    }
    const created = groupOf(row, obey.get(key) ?? true);
    byKey.set(key, created);
    groups.push(created);
  }
  return groups;
}

/**
 * The flat list of a group form: the groups in order, each group's majors in order, numbered `sort_id` 1…n. In a
 * group province n may pass the spec's 96 (45 groups × 6 majors in 广东); the group limits are the form's.
 */
export function flattenGroups<T extends GroupMajorRow>(groups: readonly WishGroup<T>[]): Array<T & { sort_id: number }> {
  return groups.flatMap((g) => g.majors).map((row, i) => ({ ...row, sort_id: i + 1 }));
}

/** What a group form holds beyond its province's limits: groups past the count, groups with too many majors. */
export interface GroupFormProblems {
  /** Keys of the groups past the province's number of groups (the last ones). */
  extraGroups: string[];
  /** Keys of the groups listing more majors than the province allows. */
  fullGroups: string[];
}

export function groupFormProblems<T extends GroupMajorRow>(groups: readonly WishGroup<T>[], limits: GroupFormLimits): GroupFormProblems {
  return {
    extraGroups: groups.slice(limits.groups).map((g) => g.key),
    fullGroups: groups.filter((g) => g.majors.length > limits.majorsPerGroup).map((g) => g.key),
  };
}

import { MSG } from '../messages';
import { groupMajorsFull, groupsFull } from '../plan-messages';
import { groupKeyOf, type GroupFormLimits, type GroupMajorRow, type WishGroup } from './group-form';
import { planUnitKey } from './plan-unit-key';

/** A change of the group form: the new groups, or a refusal with its message. Inputs are never changed. */
export type GroupResult<T extends GroupMajorRow> = { ok: true; groups: WishGroup<T>[] } | { ok: false; message: string };

const copy = <T extends GroupMajorRow>(groups: readonly WishGroup<T>[]): WishGroup<T>[] => groups.map((g) => ({ ...g, majors: [...g.majors] }));

/**
 * Adds a major (a flat row) to its 院校专业组: opens the group when the list holds it (the major goes last in it),
 * creates the group at the end of the list otherwise (服从调剂 yes). Refused: the major already in the group, a group
 * already holding the province's majors per group, a new group past the province's number of groups.
 */
export function addMajorToGroup<T extends GroupMajorRow>(groups: readonly WishGroup<T>[], row: T, limits: GroupFormLimits): GroupResult<T> & { opened?: boolean } {
  const key = groupKeyOf(row);
  const at = groups.findIndex((g) => g.key === key);
  if (at >= 0) {
    const g = groups[at] as WishGroup<T>;
    const unit = planUnitKey(row);
    if (g.majors.some((m) => planUnitKey(m) === unit)) return { ok: false, message: MSG.majorAlreadyInGroup };
    if (g.majors.length >= limits.majorsPerGroup) return { ok: false, message: groupMajorsFull(limits.majorsPerGroup) };
    const next = copy(groups);
    (next[at] as WishGroup<T>).majors.push(row);
    return { ok: true, groups: next, opened: true };
  }
  if (groups.length >= limits.groups) return { ok: false, message: groupsFull(limits.groups) };
  const created: WishGroup<T> = {
    key,
    code: row.code == null ? '' : String(row.code).trim(),
    groupCode: row.group_code == null ? '' : String(row.group_code).trim(),
    collegeName: row.collegeName == null ? '' : String(row.collegeName).trim(),
    majors: [row],
    obey: true,
  };
  return { ok: true, groups: [...copy(groups), created], opened: false };
}

/** Removes a major from its group; a group left without majors leaves the list. */
export function removeMajorFromGroup<T extends GroupMajorRow>(groups: readonly WishGroup<T>[], row: GroupMajorRow): GroupResult<T> {
  const key = groupKeyOf(row);
  const unit = planUnitKey(row);
  const at = groups.findIndex((g) => g.key === key);
  const g = groups[at];
  if (!g || !g.majors.some((m) => planUnitKey(m) === unit)) return { ok: false, message: MSG.groupNotOnList };
  const next = copy(groups);
  const majors = g.majors.filter((m) => planUnitKey(m) !== unit);
  if (majors.length === 0) next.splice(at, 1);
  else (next[at] as WishGroup<T>).majors = majors;
  return { ok: true, groups: next };
}

/**
 * Moves the major at `from` of a group to position `to` (both 0-based, the family's order); `to` past either end is
 * the first or the last place.
 */
export function moveMajorInGroup<T extends GroupMajorRow>(groups: readonly WishGroup<T>[], key: string, from: number, to: number): GroupResult<T> {
  const at = groups.findIndex((g) => g.key === key);
  const g = groups[at];
  if (!g || !Number.isInteger(from) || from < 0 || from >= g.majors.length) return { ok: false, message: MSG.groupNotOnList };
  const majors = [...g.majors];
  const [moved] = majors.splice(from, 1) as [T];
  const place = Math.min(Math.max(0, Math.trunc(to) || 0), majors.length);
  majors.splice(place, 0, moved);
  const next = copy(groups);
  (next[at] as WishGroup<T>).majors = majors;
  return { ok: true, groups: next };
}

/** Sets a group's 服从调剂. */
export function setGroupObey<T extends GroupMajorRow>(groups: readonly WishGroup<T>[], key: string, obey: boolean): GroupResult<T> {
  const at = groups.findIndex((g) => g.key === key);
  if (at < 0) return { ok: false, message: MSG.groupNotOnList };
  const next = copy(groups);
  (next[at] as WishGroup<T>).obey = obey;
  return { ok: true, groups: next };
}

/** Moves the group `key` to position `to` of the list (0-based; past either end is the first or the last place). */
export function moveGroup<T extends GroupMajorRow>(groups: readonly WishGroup<T>[], key: string, to: number): GroupResult<T> {
  const at = groups.findIndex((g) => g.key === key);
  if (at < 0) return { ok: false, message: MSG.groupNotOnList };
  const next = copy(groups);
  const [moved] = next.splice(at, 1) as [WishGroup<T>];
  next.splice(Math.min(Math.max(0, Math.trunc(to) || 0), next.length), 0, moved);
  return { ok: true, groups: next };
}

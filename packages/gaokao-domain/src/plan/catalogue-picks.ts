import { isGroupUnit } from '../display/group-unit';
import { MSG } from '../messages';
import { groupMajorsFull } from '../plan-messages';

/**
 * Majors picked from a college's catalogue for a 院校专业组 whose majors the province does not publish (江苏 today: its
 * data has the group's line, `NN专业组`, and no majors in it). The family still fills majors in the group on the
 * official form; it picks them from the college's 开设专业 (the college library's list), and each pick is only a guess
 * of what the group holds: 以招生计划为准 (check the year's enrolment plan).
 *
 * The picks are kept on the group's one row, in the row's ext as `group_picks`: a JSON array of titles in the family's
 * order (wire: `/api/VolunteerResult/updateExt {name: 'group_picks'}`, gaokao-contract README "The group form").
 */

/** The mark every catalogue pick carries, in the card, the report and the export. */
export const CATALOGUE_PICK_NOTE = '以招生计划为准';

/** The ext name the picks are kept under. */
export const GROUP_PICKS_FIELD = 'group_picks';

/** The longest title a pick may have (the longest 本科 title in the catalogue is well under it). */
export const PICK_TITLE_MAX = 60;

/** A list row as the rule reads it (wire names). */
export interface CataloguePickRow {
  group_code?: string | number | null;
  specialty_code?: string | number | null;
  specialty_title?: string | null;
  /** The majors the province's plan names in the group (the season's `group_majors`); absent or empty where none. */
  group_majors?: readonly unknown[] | null;
  /** The picks as stored (JSON text of a title array). */
  group_picks?: unknown;
}

/**
 * Whether a row's majors come from the college's catalogue: its unit is a whole 专业组 (`isGroupUnit`) and the province
 * names none of the group's majors. A group with published majors (广东's rows, or a 江苏 group a plan names majors of)
 * is filled with those, never from the catalogue.
 */
export function picksFromCatalogue(row: CataloguePickRow): boolean {
  const unit = {
    group_code: row.group_code == null ? null : String(row.group_code),
    specialty_code: row.specialty_code == null ? null : String(row.specialty_code),
    specialty_title: row.specialty_title ?? null,
  };
  return isGroupUnit(unit) && !(Array.isArray(row.group_majors) && row.group_majors.length > 0);
}

/** The stored picks of a row, in order: [] where none or where the stored text is not a list of titles. */
export function picksOf(row: CataloguePickRow): string[] {
  const v = row.group_picks;
  if (typeof v !== 'string' || v.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(v);
    return Array.isArray(parsed) && parsed.every((t) => typeof t === 'string') ? (parsed as string[]) : [];
  } catch {
    return [];
  }
}

/** Picks as stored: the JSON text `updateExt` sends. */
export function picksText(picks: readonly string[]): string {
  return JSON.stringify(picks);
}

export type PicksResult = { ok: true; picks: string[] } | { ok: false; message: string };

/** Whether a catalogue offers a title (titles compared as written, trimmed). */
const offers = (catalogue: readonly string[], title: string) => catalogue.some((t) => t.trim() === title);

/**
 * Adds a major from the college's catalogue to a group's picks (last), by the group form's rules: a title the
 * catalogue does not list is refused (该院校的开设专业中没有这个专业), a title already picked is refused
 * (该专业已在这个院校专业组中), and a group already holding the province's majors per group is refused
 * (每个院校专业组最多填报K个专业，请先移除一个再添加。).
 */
export function addCataloguePick(picks: readonly string[], title: string, catalogue: readonly string[], majorsPerGroup: number): PicksResult {
  const t = title.trim();
  if (t === '' || !offers(catalogue, t)) return { ok: false, message: MSG.pickNotInCatalogue };
  if (picks.includes(t)) return { ok: false, message: MSG.majorAlreadyInGroup };
  if (picks.length >= majorsPerGroup) return { ok: false, message: groupMajorsFull(majorsPerGroup) };
  return { ok: true, picks: [...picks, t] };
}

/**
 * Checks picks sent whole (updateExt's `group_picks`): a JSON list of distinct, non-empty titles of at most
 * PICK_TITLE_MAX characters, at most the province's majors per group, and (where the catalogue is given) each one a
 * title the catalogue lists. An empty text clears the picks.
 */
export function checkPicksText(text: string, majorsPerGroup: number, catalogue?: readonly string[]): PicksResult {
  if (text.trim() === '') return { ok: true, picks: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: MSG.badPicks };
  }
  if (!Array.isArray(parsed) || !parsed.every((t): t is string => typeof t === 'string')) return { ok: false, message: MSG.badPicks };
  const picks = parsed.map((t) => t.trim());
  if (picks.some((t) => t === '' || t.length > PICK_TITLE_MAX)) return { ok: false, message: MSG.badPicks };
  if (new Set(picks).size !== picks.length) return { ok: false, message: MSG.majorAlreadyInGroup };
  if (picks.length > majorsPerGroup) return { ok: false, message: groupMajorsFull(majorsPerGroup) };
  if (catalogue && picks.some((t) => !offers(catalogue, t))) return { ok: false, message: MSG.pickNotInCatalogue };
  return { ok: true, picks };
}

/** A pick as the card, the report and the export name it: `法学（以招生计划为准）`. */
export function pickLabel(title: string): string {
  return `${title}（${CATALOGUE_PICK_NOTE}）`;
}

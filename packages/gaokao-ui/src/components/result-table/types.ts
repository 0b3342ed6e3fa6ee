import type { SeasonRow, SeasonYears } from 'gaokao-domain';

/** A VolunteerResult list row as the API sends it (declared once in gaokao-domain as `SeasonRow`). */
export type VolunteerResultRow = SeasonRow;
/** The `object` of a list reply: which calendar years the history columns stand for. */
export type VolunteerYears = SeasonYears;

/** The history columns of one year, in the wire prefix order current → qu → qian. */
export const HISTORY_PREFIXES = ['current', 'qu', 'qian'] as const;
export type HistoryPrefix = (typeof HISTORY_PREFIXES)[number];

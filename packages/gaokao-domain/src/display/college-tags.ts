import { isFlagSet } from './is-flag-set';

/** The feature tags a college can show, in display order. */
export const COLLEGE_TAGS = ['985', '211', '双一流', '保研', '国重'] as const;

/** A college feature tag. */
export type CollegeTag = (typeof COLLEGE_TAGS)[number];

/** The flags a row carries for the tags (values 是/1 are set). */
export type CollegeTagFields = {
  is985?: unknown;
  is211?: unknown;
  two_yiliu?: unknown;
  isBao?: unknown;
  isGuo?: unknown;
};

/** The tags a college row shows: 985, 211, 双一流, 保研 (isBao), 国重 (isGuo), each when its flag is set. */
export function collegeTags(row: CollegeTagFields): CollegeTag[] {
  const flags: Record<CollegeTag, unknown> = {
    '985': row.is985,
    '211': row.is211,
    双一流: row.two_yiliu,
    保研: row.isBao,
    国重: row.isGuo,
  };
  return COLLEGE_TAGS.filter((tag) => isFlagSet(flags[tag]));
}

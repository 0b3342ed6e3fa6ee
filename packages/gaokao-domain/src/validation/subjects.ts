/** The two first-choice subjects of the 3+1+2 model; a form holds exactly one of them. */
export const PRIMARY_SUBJECTS = ['物理', '历史'] as const;

/** A first-choice subject: 物理 or 历史. */
export type PrimarySubject = (typeof PRIMARY_SUBJECTS)[number];

/** The four re-selected electives offered on the home form and in the edit dialog. */
export const ELECTIVES = ['生物', '化学', '政治', '地理'] as const;

/** An elective subject. */
export type Elective = (typeof ELECTIVES)[number];

/** At most two electives may be checked on the home form. */
export const HOME_MAX_ELECTIVES = 2;

/** At most three subjects (one first-choice subject and two electives) may be checked in the edit dialog. */
export const EDIT_MAX_SUBJECTS = 3;

/** The six electives of a 3+3 province (any three of them). */
export const THREE_PLUS_THREE_ELECTIVES = ['物理', '化学', '生物', '政治', '历史', '地理'] as const;

/** 浙江 adds 技术 as a seventh 3+3 elective. */
export const ZHEJIANG_ELECTIVES = [...THREE_PLUS_THREE_ELECTIVES, '技术'] as const;

/** A 3+3 student chooses exactly three electives. */
export const THREE_PLUS_THREE_COUNT = 3;

/** Every subject a volunteer form may hold, first-choice subjects first. */
export const ALL_SUBJECTS = [...PRIMARY_SUBJECTS, ...ELECTIVES] as const;

/** True when a subject is 物理 or 历史. */
export function isPrimarySubject(subject: string): subject is PrimarySubject {
  return (PRIMARY_SUBJECTS as readonly string[]).includes(subject);
}

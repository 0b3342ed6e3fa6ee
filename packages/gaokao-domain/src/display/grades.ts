import { MSG } from '../messages';

/** The subject-evaluation grades, best first. */
export const GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-'] as const;

/** A subject-evaluation grade. */
export type Grade = (typeof GRADES)[number];

/** The wire field holding the list of majors a college holds at each grade. */
export const GRADE_FIELDS = {
  'A+': 'ajia_major',
  A: 'as_major',
  'A-': 'a_jian_major',
  'B+': 'b_jia_major',
  B: 'b_majors',
  'B-': 'b_jian_major',
  'C+': 'c_jia_major',
  C: 'c_major',
  'C-': 'c_jian_major',
} as const satisfies Record<Grade, string>;

/** A row carrying the nine grade lists (comma/、-separated text or arrays). */
export type GradeFields = Partial<Record<(typeof GRADE_FIELDS)[Grade], string | readonly string[] | null>>;

/** The majors (disciplines) a row lists at one grade, split on ASCII/full-width commas and 、. */
export function gradeMajors(row: GradeFields, grade: Grade): string[] {
  const value = row[GRADE_FIELDS[grade]];
  const parts = typeof value === 'string' ? value.split(/[,，、]/) : (value ?? []);
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/**
 * The best grade a row holds — for `discipline` when given (the grade whose list names it), else the first non-empty
 * list — or 无 when none.
 */
export function gradeOf(row: GradeFields, discipline?: string): Grade | typeof MSG.gradeNone {
  const wanted = discipline?.trim();
  const found = GRADES.find((g) => {
    const majors = gradeMajors(row, g);
    return wanted ? majors.includes(wanted) : majors.length > 0;
  });
  return found ?? MSG.gradeNone;
}

/** A major as the major filter holds it (wire names of the filter context). */
export type MajorOption = {
  major_name: string;
  major_code?: string;
  /** First-level discipline. */
  majors?: string;
  /** Discipline category. */
  subject?: string;
};

import { ALL_SUBJECTS, ZHEJIANG_ELECTIVES } from './subjects';

/**
 * Reads the subjects of a volunteer form: an array from the page, or the comma-separated `subject` wire field
 * (ASCII or full-width commas); trims, drops empties and duplicates, keeps the order.
 */
export function subjectList(value: readonly string[] | string | null | undefined): string[] {
  if (value == null) return [];
  const parts = typeof value === 'string' ? value.split(/[,，]/) : value;
  return [...new Set(parts.map((s) => s.trim()).filter((s) => s !== ''))];
}

/** 物理, 历史, the electives, then 技术 (浙江's seventh). */
const SUBJECT_ORDER: readonly string[] = [...new Set<string>([...ALL_SUBJECTS, ...ZHEJIANG_ELECTIVES])];

/**
 * The stored form of a plan's subjects ("物理,化学,生物"): read by subjectList, first subject, then electives in the
 * product's order (技术 last); a name outside the seven comes first, as written.
 */
export function storedSubjects(value: readonly string[] | string | null | undefined): string {
  return subjectList(value)
    .sort((a, b) => SUBJECT_ORDER.indexOf(a) - SUBJECT_ORDER.indexOf(b))
    .join(',');
}

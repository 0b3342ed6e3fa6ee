import { levelOf, type MajorLevel } from './levels';

/**
 * /Major's shareable state: the search (`major_name`, as the assessments' reference majors link it), the level tab
 * (`level` 1–3), the category (`subject`) and class (`majors`) of the cascade. Defaults are left out.
 */
export interface MajorParams {
  search: string;
  level: MajorLevel;
  subject: string;
  majors: string;
}

export function readMajorParams(q: URLSearchParams): MajorParams {
  return {
    search: (q.get('major_name') ?? '').trim(),
    level: levelOf(q.get('level')),
    subject: (q.get('subject') ?? '').trim(),
    majors: (q.get('majors') ?? '').trim(),
  };
}

/**
 * The address after a change (part 2 §4): another level reloads the categories (category and class cleared); another
 * category clears the class (its first class is then chosen); clearing the search returns to the cascade.
 */
export function writeMajorParams(q: URLSearchParams, change: Partial<{ search: string; level: string; subject: string; majors: string }>): URLSearchParams {
  const out = new URLSearchParams(q);
  const set = (key: string, v: string) => (v.trim() ? out.set(key, v.trim()) : out.delete(key));
  if (change.search !== undefined) set('major_name', change.search);
  if (change.level !== undefined) {
    set('level', change.level === '1' ? '' : change.level);
    out.delete('subject');
    out.delete('majors');
  }
  if (change.subject !== undefined) {
    set('subject', change.subject);
    out.delete('majors');
  }
  if (change.majors !== undefined) set('majors', change.majors);
  return out;
}

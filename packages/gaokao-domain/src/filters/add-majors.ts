import type { MajorOption } from './major-option';

/** Adds majors to the filter list, de-duplicated by major_name (trimmed): the first one of a name is kept, order kept. */
export function addMajors<T extends MajorOption>(current: readonly T[], toAdd: readonly T[]): T[] {
  const seen = new Set<string>();
  const result: T[] = [];
  for (const major of [...current, ...toAdd]) {
    const name = major.major_name.trim();
    if (name === '' || seen.has(name)) continue;
    seen.add(name);
    result.push(major);
  }
  return result;
}

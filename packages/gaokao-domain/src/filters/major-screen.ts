import type { MajorOption } from './major-option';

/**
 * Reads a saved major_screen (JSON text or array): an array of majors, or of plain names; entries without a name are
 * dropped, repeats by major_name removed; bad JSON gives an empty list (no major restriction).
 */
export function parseMajorScreen(saved: unknown): MajorOption[] {
  let parsed = saved;
  if (typeof saved === 'string') {
    try {
      parsed = JSON.parse(saved);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const result: MajorOption[] = [];
  for (const entry of parsed as unknown[]) {
    const major = toMajor(entry);
    if (major && !seen.has(major.major_name)) {
      seen.add(major.major_name);
      result.push(major);
    }
  }
  return result;
}

function toMajor(entry: unknown): MajorOption | undefined {
  if (typeof entry === 'string') return entry.trim() ? { major_name: entry.trim() } : undefined;
  if (entry === null || typeof entry !== 'object') return undefined;
  const o = entry as Record<string, unknown>;
  if (typeof o.major_name !== 'string' || o.major_name.trim() === '') return undefined;
  const major: MajorOption = { major_name: o.major_name.trim() };
  for (const key of ['major_code', 'majors', 'subject'] as const) {
    const value = o[key];
    if (typeof value === 'string') major[key] = value;
  }
  return major;
}

/**
 * Readers for saved screens. Screens travel as JSON strings written by older and newer pages, so each field is read
 * leniently and falls back to its default instead of failing the whole screen.
 */

/** Parses a saved screen: a JSON string or an already-parsed value; anything that is not a plain object gives {}. */
export function readScreenObject(value: unknown): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

/** Reads a list of names: an array (non-string entries dropped) or a comma-separated text; trimmed, no empties. */
export function readStringList(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? value.split(/[,，]/) : [];
  return [...new Set(parts.map((p) => p.trim()).filter((p) => p !== ''))];
}

/** Reads a text input's value: strings as they are, finite numbers as text, anything else as ''. */
export function readText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** Reads a yes/no switch: true/1/"1"/"true"/是 and false/0/"0"/"false"/否; anything else gives the fallback. */
export function readSwitch(value: unknown, fallback: boolean): boolean {
  if (value === true || value === 1 || value === '1' || value === 'true' || value === '是') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || value === '否') return false;
  return fallback;
}

/** Reads a three-way choice (0 all, 1 only, 2 exclude); anything else is 0. */
export function readChoice(value: unknown): 0 | 1 | 2 {
  const n = typeof value === 'string' ? Number(value.trim()) : value;
  return n === 1 || n === 2 ? n : 0;
}

/** What an empty cell shows (the domain's missing-rate mark, for one look across the tables). */
export { RATE_MISSING as MISSING } from 'gaokao-domain';
import { RATE_MISSING } from 'gaokao-domain';

/** A value as text, or the missing mark for null, undefined and blank text. */
export function textOr(value: unknown): string {
  if (value == null) return RATE_MISSING;
  const s = String(value).trim();
  return s === '' ? RATE_MISSING : s;
}

/** A list (array or comma/、-separated text) joined with 、, or the missing mark. */
export function listText(value: unknown): string {
  const items = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[,，、]/) : [];
  const clean = items.map((s) => s.trim()).filter(Boolean);
  return clean.length ? clean.join('、') : RATE_MISSING;
}

/** True when a detail value has something to show (not null, blank, 0-like placeholder text or an empty list). */
export function hasValue(value: unknown): boolean {
  if (value == null) return false;
  if (Array.isArray(value)) return value.length > 0;
  const s = String(value).trim();
  return s !== '' && s !== '--' && s !== '-';
}

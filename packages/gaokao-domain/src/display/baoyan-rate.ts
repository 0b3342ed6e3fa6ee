import { ROLE, type Viewer } from '../permissions/role';

/** How a stored bao-yan (recommended postgraduate) rate is written. */
export type RateUnit = 'auto' | 'fraction' | 'percent';

/** What a missing rate shows. */
export const RATE_MISSING = '--';

function isMissing(value: number | string | null | undefined): boolean {
  return value == null || (typeof value === 'string' && ['', '-', '--'].includes(value.trim()));
}

/**
 * Shows a bao-yan rate. VIP (2) and agents (3) see a percentage with two decimals; free users (1) and visitors see the
 * stored value unchanged (part 2 §6); a missing value shows `--` to everyone.
 *
 * The source is ambiguous about the stored unit, so it is explicit here: `fraction` (0.1234 → 12.34%), `percent`
 * (12.34 → 12.34%), or `auto` (default): a text ending in % is a percent, otherwise a value of at most 1 is a fraction
 * and a larger one a percent. `auto` therefore reads a stored "1" as 100%; pass the unit when the data source knows it.
 * An unreadable value is shown raw to free users and as `--` to others.
 */
export function baoyanRate(value: number | string | null | undefined, viewer: Viewer, unit: RateUnit = 'auto'): string {
  if (isMissing(value)) return RATE_MISSING;
  if (viewer !== ROLE.vip && viewer !== ROLE.agent) return String(value).trim();
  const text = String(value).trim();
  const percentSign = text.endsWith('%');
  const n = Number(percentSign ? text.slice(0, -1) : text);
  if (!Number.isFinite(n) || n < 0) return RATE_MISSING;
  const asFraction = unit === 'fraction' || (unit === 'auto' && !percentSign && n <= 1);
  const hundredths = Math.round(asFraction ? n * 10_000 : n * 100);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}%`;
}

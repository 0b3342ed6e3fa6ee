/** China time: UTC+8 all year (no daylight saving since 1991). */
const CHINA_OFFSET_MS = 8 * 3600_000;

/** One activated VIP card adds this many calendar years. */
export const CARD_YEARS = 1;

/**
 * `years` calendar years after `from`, counted in China time: the same month, day and clock time, years later
 * (2027-11-29 02:30 → 2028-11-29 02:30, across a leap day too). A 29 February with no 29 February in the target year
 * becomes 28 February (the last day of that month: a member never gets more than the years paid for; PostgreSQL's
 * `+ interval '1 year'` and most date libraries do the same).
 */
export function addCalendarYears(from: Date, years: number): Date {
  const local = new Date(from.getTime() + CHINA_OFFSET_MS);
  const year = local.getUTCFullYear() + years;
  const month = local.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), lastDay);
  const target = Date.UTC(year, month, day, local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds(), local.getUTCMilliseconds());
  return new Date(target - CHINA_OFFSET_MS);
}

/**
 * The VIP expiry after activating `cards` cards at `now`: from the current expiry while it is still in the future,
 * otherwise from `now`, plus CARD_YEARS calendar years per card (China time).
 */
export function vipExpiryAfterCards(currentExpiry: Date | null, now: Date, cards = 1): Date {
  const from = currentExpiry !== null && currentExpiry.getTime() > now.getTime() ? currentExpiry : now;
  return addCalendarYears(from, CARD_YEARS * cards);
}

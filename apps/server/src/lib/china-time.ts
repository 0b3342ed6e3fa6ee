/**
 * Times are stored in UTC (timestamptz) and sent as ISO UTC; people read them in China time (Asia/Shanghai), to the
 * second, `2026-06-08 14:05:33`. The operator console and the command line print this.
 */
const CHINA = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function chinaTime(d: Date): string {
  return CHINA.format(d);
}

/** An instant as a reply carries it: ISO UTC and the China-time display string. */
export function timeFields(d: Date | string | null): { iso: string; china: string } | null {
  if (d === null) return null;
  const date = new Date(d);
  return { iso: date.toISOString(), china: chinaTime(date) };
}

/**
 * The UTC instant a China-time calendar day (`YYYY-MM-DD`) starts at: 00:00 in Shanghai is 16:00 UTC the day before.
 * China keeps no daylight saving, so the offset is always 8 hours.
 */
export function chinaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** Milliseconds China time (UTC+8, no daylight saving) is ahead of UTC. */
const CHINA_OFFSET_MS = 8 * 3600_000;

/**
 * A server time as the pages show it, `2026-06-08 14:05`, in China time: an ISO instant (`…Z`, `…+08:00`) is converted;
 * a zoneless time (`2026-06-08 14:05:33`, already China time) is only cut to minutes; empty → ''; unreadable → as given.
 */
export function formatChinaTime(value: string | null | undefined): string {
  if (!value) return '';
  const text = value.trim();
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/.test(text);
  if (!zoned) return text.replace('T', ' ').slice(0, 16);
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return value;
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().replace('T', ' ').slice(0, 16);
}

/** The publish date as 2026-06-08 (China time), whatever form the server sends it in. */
export function newsDate(time: string | undefined): string {
  if (!time) return '';
  // Only an instant with a zone (…Z, …+08:00) needs converting; a zoneless text is already China time.
  const parsed = /T.*(Z|[+-]\d{2}:?\d{2})$/.test(time) ? Date.parse(time) : Number.NaN;
  if (Number.isNaN(parsed)) return time.slice(0, 10);
  return new Date(parsed + 8 * 3_600_000).toISOString().slice(0, 10);
}
